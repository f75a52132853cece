/**
 * `npm run test:emulators`: the tests that need the built functions (lib/) and, for the
 * end-to-end one, the Firebase emulators. One at a time: they spawn processes and bind ports.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['**/test/emulators/**/*.e2e.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  maxWorkers: 1,
  testTimeout: 60000,
};
