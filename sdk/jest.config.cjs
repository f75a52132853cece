/**
 * Jest runs the TypeScript tests (and, for the in-process server, functions' sources) through
 * SWC; `npm run typecheck` does the type checking. The library's sources import './x.js' as
 * Node's ESM wants; the mapper points those at the .ts files.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 20000,
};
