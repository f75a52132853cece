// Lint rules of the client library, with its boundaries: what ships (src/) runs in React Native,
// Capacitor and browsers, so no Node module, and it knows Ferry through HTTP only (docs/architecture.md).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'http', 'https', 'net', 'path', 'os', 'crypto', 'buffer', 'child_process'], message: 'the SDK runs outside Node: fetch, AbortController, setTimeout and Promise only' },
          { group: ['**/functions/**'], message: 'the SDK knows Ferry through HTTP only' },
        ],
      }],
      'no-restricted-globals': ['error', { name: 'process', message: 'no Node globals in the SDK' }, { name: 'Buffer', message: 'no Node globals in the SDK' }],
    },
  },
);
