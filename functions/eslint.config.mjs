// Lint rules, including the import boundaries of docs/architecture.md: domain/ is pure, http/
// never reaches a store adapter, services talk to stores only through the port, platform/ and
// store/ sit below services (they meet it through runtime-ports.ts and store/ports.ts).
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }];
const STORE_ADAPTERS = ['**/store/sqlite', '**/store/sqlite/**', '**/store/firestore', '**/store/firestore/**'];

export default tseslint.config(
  { ignores: ['lib/**', 'node_modules/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/store/**', '**/http/**', '**/services/**', '**/platform/**', '**/security/**'], 'domain/ is pure: no store, http, services or platform imports'],
        [['better-sqlite3', 'firebase-admin*', 'firebase-functions*', 'hono', 'hono/*', '@hono/*', 'node:fs', 'node:net', 'node:http'], 'domain/ does no I/O'],
      ]),
    },
  },
  {
    files: ['src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/store/sqlite', '**/store/sqlite/**', '**/store/firestore', '**/store/firestore/**', 'better-sqlite3', 'firebase-admin*'], 'http/ never imports a store adapter: go through services'],
      ]),
    },
  },
  {
    files: ['src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/store/sqlite', '**/store/sqlite/**', '**/store/firestore', '**/store/firestore/**', '**/http/**', 'hono', 'hono/*'], 'services/ use the store port, never an adapter or HTTP'],
      ]),
    },
  },
  {
    files: ['src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/services/**', '**/http/**', ...STORE_ADAPTERS], 'platform/ implements the runtime ports (runtime-ports.ts): no services, http or store adapter imports; take what an adapter knows as an argument'],
      ]),
    },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/platform/**', '**/services/**', '**/http/**'], 'store/ sits below services: no platform, services or http imports'],
      ]),
    },
  },
  {
    files: ['src/runtime-ports.ts'],
    rules: {
      'no-restricted-imports': restrict([[['./*', '../*'], 'runtime-ports.ts holds interfaces only and imports nothing, so every layer may import it']]),
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
