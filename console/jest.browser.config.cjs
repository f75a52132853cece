/**
 * `npm run test:browser` (and the end of `npm test`): the console in Chromium against a real
 * self-hosted Ferry started from functions' sources. Jest runs the TypeScript (the tests and
 * functions' sources they start) through SWC, as functions/jest.config.js does;
 * test/browser/tsconfig.json does the type checking. Functions' global set-up starts the fake
 * Auth emulator that the owner's ID tokens are checked against; its env.ts keeps the run offline.
 */
const functions = '<rootDir>/../functions';

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/browser'],
  testMatch: ['**/*.browser.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  globalSetup: `${functions}/test/support/global-setup.ts`,
  globalTeardown: `${functions}/test/support/global-teardown.ts`,
  setupFiles: [`${functions}/test/support/env.ts`],
  testTimeout: 20000,
  // Two files at a time: each waits on Chromium and its own Ferry as much as it computes, and
  // jest's default on two cores (one worker) leaves a core idle meanwhile.
  maxWorkers: 2,
};
