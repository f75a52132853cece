// Runs before every test file: quiet, deterministic defaults; tests never need the network.
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.GCLOUD_PROJECT ??= 'demo-ferry';
