// Lint rules of the console (TSX with Preact), run by the root `npm run lint` and by this
// workspace's `npm test`. The same recommended TypeScript rules as functions/ and sdk/, and the
// console's own discipline: every screen calls the API through ui/use-request.ts and says what
// went wrong in the words of ui/api-errors.ts, so no screen words "could not be reached" itself.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/api-errors.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'Literal[value=/Ferry could not be reached/]', message: 'use UNREACHABLE from ui/api-errors.ts (or let useRequest say it)' },
        { selector: 'TemplateElement[value.raw=/Ferry could not be reached/]', message: 'use UNREACHABLE from ui/api-errors.ts (or let useRequest say it)' },
      ],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/functions/**'], message: 'the console knows Ferry through its API only (@ferry/sdk/admin)' }] }],
    },
  },
);
