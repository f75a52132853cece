// Runs before every test file: tests never need the network. globalSetup has already set
// FIREBASE_AUTH_EMULATOR_HOST to the fake Auth emulator.
process.env.GCLOUD_PROJECT ??= 'demo-ferry';
