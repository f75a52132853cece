/**
 * `npm run fuzz`: Schemathesis against a real self-hosted Ferry (test/fuzz), on SQLite, on the
 * Firestore emulator and on PostgreSQL, and through the Firebase emulators, and its coverage phase
 * on SQLite: one file each, two at a time, the longest first (test/fuzz/longest-first.js). A
 * store's run has a time budget (run-schemathesis.ts), so two at once take the time of one; on two
 * cores each sends fewer requests than alone, and every check still applies to every answer.
 * scripts/offline.sh runs it with loopback as the only network, so nothing the fuzzer makes the
 * server call can leave the machine.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['**/test/fuzz/**/*.fuzz.ts'],
  maxWorkers: 2,
  testSequencer: '<rootDir>/test/fuzz/longest-first.js',
};
