// Lint: the import boundaries of DESIGN (features never import each other; the contract imports nothing of the
// app; src/offline imports no feature; the server imports only the contract from src; the browser's code never
// imports the contract's English texts) and the rules of hooks.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

// The server's and the English catalogue's (compiled at build time): a module of the app importing them would bundle them all.
const englishTexts = {
  regex: '(^|/)contract/message-texts$|^\\./message-texts$',
  allowTypeImports: true,
  message: "The contract's English texts are the server's: the app shows its catalogue's text for a message id.",
};

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
        englishTexts,
      ],
    ),
  ),
  restrict(
    ['src/contract/**'],
    [
      { regex: '^@/(?!contract/)', message: 'The contract imports nothing else of src/.' },
      { regex: '^\\.\\./', message: 'The contract imports nothing else of src/.' },
      englishTexts,
    ],
  ),
  restrict(['src/offline/**'], [{ regex: '^@/features/', message: 'src/offline imports no feature.' }, englishTexts]),
  restrict(['src/ui/**', 'src/app/**'], [{ regex: '^@/features/', message: 'Shared code imports no feature.' }, englishTexts]),
  restrict(['src/routes/**', 'src/*.{ts,tsx}'], [englishTexts]),
  // The English catalogue holds the contract's texts: it is compiled at build time, in Node.
  restrict(['src/app/locales/en/**'], [{ regex: '^@/features/', message: 'Shared code imports no feature.' }]),
  restrict(
    ['server/**'],
    [
      { regex: '^@/', message: 'The server imports only the contract from src/.' },
      { regex: '(^|/)src/(?!contract(/|$))', message: 'The server imports only the contract from src/.' },
    ],
  ),
);
