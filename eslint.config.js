// Lint: typescript-eslint's recommended rules; the rules of hooks with their dependency lists and the React rules
// that catch impure renders; no import cycle through value imports; and the import boundaries of docs/architecture.md (the
// client's layers, each importing only those below it; features never import each other; the contract imports nothing
// of the app; the server imports only the contract from src; the browser's code never imports the contract's English texts).
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/*
 * The client's layers, from the bottom (docs/architecture.md, "The client's layers"): a layer imports only the layers
 * below it. `imports` matches a specifier that reaches the layer: by the '@/' alias, or, inside src/app (the platform
 * and the shell and entry files beside it), by a relative path.
 */
const SHELL_FILES = ['src/app/shell/**', 'src/app/SignedIn.tsx', 'src/app/ServerState.tsx'];
const ENTRY_FILES = [
  'src/main.tsx',
  'src/prerender.tsx',
  'src/app/App.tsx',
  'src/app/providers.tsx',
  'src/app/router.tsx',
];
const LAYERS = {
  contract: { files: ['src/contract/**'], imports: ['^@/contract(/|$)'] },
  platform: {
    files: ['src/app/**'],
    ignores: [...SHELL_FILES, ...ENTRY_FILES],
    imports: ['^@/app/(?!shell/|SignedIn$|ServerState$|App$|providers$|router$)'],
  },
  offline: { files: ['src/offline/**'], imports: ['^@/offline(/|$)'] },
  ui: { files: ['src/ui/**'], imports: ['^@/ui/'] },
  features: { files: ['src/features/**'], imports: ['^@/features/'] },
  shell: {
    files: SHELL_FILES,
    imports: ['^@/app/(shell/|SignedIn$|ServerState$)', '^\\.{1,2}/(shell/|SignedIn$|ServerState$)'],
  },
  routes: { files: ['src/routes/**'], imports: ['^@/routes/', '^@/routeTree\\.gen$'] },
  entry: {
    files: ENTRY_FILES,
    imports: ['^@/app/(App|providers|router)$', '^\\.{1,2}/(App|providers|router)$', '^@/(main|prerender)$'],
  },
};
const ORDER = Object.keys(LAYERS);
/** The patterns that refuse, to a layer's files, every layer above it. */
const above = (layer) =>
  ORDER.slice(ORDER.indexOf(layer) + 1).flatMap((higher) =>
    LAYERS[higher].imports.map((regex) => ({
      regex,
      caseSensitive: true,
      message: `The ${layer} layer imports only the layers below it (docs/architecture.md, "The client's layers"), not ${higher}: move the shared piece down, or let the layer above compose it.`,
    })),
  );

// The server's and the English catalogue's (compiled at build time): a module of the app importing them would bundle them all.
const englishTexts = {
  regex: '(^|/)message-texts(/|$)',
  allowTypeImports: true,
  message: "The contract's English texts are the server's: the app shows its catalogue's text for a message id.",
};

export default tseslint.config(
  { ignores: ['dist/**', '.tmp/**', 'node_modules/**', 'src/routeTree.gen.ts', 'coverage/**'] },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/purity': 'error',
      'react-hooks/set-state-in-render': 'error',
      'react-hooks/static-components': 'error',
      // Type imports vanish at build time; a cycle of values makes a module read another's exports before they exist.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-debugger': 'error',
      'no-var': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // A promise nobody awaits or catches, or an async function where a callback's result is ignored (an onClick, a
    // timer), loses its failure: the type-aware rules find them. `void` marks one whose failure is handled inside.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Tests read the server's JSON answers loosely, by path; what the server answers is checked against the
    // contract's response schemas by the server itself, and the payloads tests send are typed by the contract
    // (tests/helpers/fixtures.ts).
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...features.map((feature) =>
    restrict(
      [`src/features/${feature}/**`],
      [
        {
          regex: `^@/features/(?!${feature}/)`,
          message: 'Features never import each other: move the shared piece to src/ui, src/app or the contract.',
        },
        { regex: `^\\.\\./\\.\\./(?!${feature}/)[\\w-]+/`, message: 'Features never import each other.' },
        ...above('features'),
        englishTexts,
      ],
    ),
  ),
  // A relative path may not leave src/contract: one '../' from its top files, two from a folder's (./payments…), three
  // from a folder's folder (./steps/kyb-business-info).
  ...[
    ['src/contract/*.ts', '^\\.\\./'],
    ['src/contract/*/*.ts', '^\\.\\./\\.\\./'],
    ['src/contract/*/*/**', '^\\.\\./\\.\\./\\.\\./'],
  ].map(([files, outside]) =>
    restrict(
      [files],
      [
        { regex: '^@/(?!contract/)', message: 'The contract imports nothing else of src/.' },
        { regex: outside, message: 'The contract imports nothing else of src/.' },
        englishTexts,
      ],
    ),
  ),
  restrict(LAYERS.platform.files, [...above('platform'), englishTexts], LAYERS.platform.ignores),
  restrict(LAYERS.offline.files, [...above('offline'), englishTexts]),
  restrict(LAYERS.ui.files, [...above('ui'), englishTexts]),
  restrict(LAYERS.shell.files, [...above('shell'), englishTexts]),
  restrict(LAYERS.routes.files, [...above('routes'), englishTexts]),
  restrict(LAYERS.entry.files, [englishTexts]),
  // The English catalogue holds the contract's texts: it is compiled at build time, in Node.
  restrict(['src/app/locales/en/**'], above('platform')),
  restrict(
    ['server/**'],
    [
      { regex: '^@/', message: 'The server imports only the contract from src/.' },
      { regex: '(^|/)src/(?!contract(/|$))', message: 'The server imports only the contract from src/.' },
    ],
  ),
);
