// Lint: the import boundaries of DESIGN (features never import each other; the contract imports nothing of the
// app; src/offline imports no feature; the server imports only the contract from src) and the rules of hooks.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['dist/**', '.tmp/**', 'node_modules/**', 'src/routeTree.gen.ts', 'coverage/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks, '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'no-debugger': 'error',
      'no-var': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  ...features.map((feature) =>
    restrict(
      [`src/features/${feature}/**`],
      [
        { regex: `^@/features/(?!${feature}/)`, message: 'Features never import each other: move the shared piece to src/ui, src/app or the contract.' },
        { regex: `^\\.\\./\\.\\./(?!${feature}/)[\\w-]+/`, message: 'Features never import each other.' },
        { regex: '^@/routes/', message: 'Routes compose features, not the other way round.' },
      ],
    ),
  ),
  restrict(
    ['src/contract/**'],
    [
      { regex: '^@/(?!contract/)', message: 'The contract imports nothing else of src/.' },
      { regex: '^\\.\\./', message: 'The contract imports nothing else of src/.' },
    ],
  ),
  restrict(['src/offline/**'], [{ regex: '^@/features/', message: 'src/offline imports no feature.' }]),
  restrict(['src/ui/**', 'src/app/**'], [{ regex: '^@/features/', message: 'Shared code imports no feature.' }]),
  restrict(
    ['server/**'],
    [
      { regex: '^@/', message: 'The server imports only the contract from src/.' },
      { regex: '(^|/)src/(?!contract(/|$))', message: 'The server imports only the contract from src/.' },
    ],
  ),
);
