// Runs before every test file: tests never need the network. globalSetup has already set
// FIREBASE_AUTH_EMULATOR_HOST to the fake Auth emulator.
process.env.GCLOUD_PROJECT ??= 'demo-ferry';
// Not on Google Cloud: without this, google-auth-library's credential discovery (google-gax
// asks for the universe domain when the Firestore client builds its stub) probes the GCE
// metadata server, which answers 403 here, and gcp-metadata prints a MetadataLookupWarning.
process.env.METADATA_SERVER_DETECTION ??= 'none';
