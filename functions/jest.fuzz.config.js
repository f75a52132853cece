/**
 * `npm run fuzz`: Schemathesis against a real self-hosted Ferry (test/fuzz), on SQLite and on the
 * Firestore emulator, then through the Firebase emulators, one after the other. scripts/offline.sh runs it with loopback as the only
 * network, so nothing the fuzzer makes the server call can leave the machine.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['**/test/fuzz/**/*.fuzz.ts'],
  maxWorkers: 1,
};
