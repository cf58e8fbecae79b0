import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import rules of one zone: `patterns` are gitignore-style paths, `regexes` match the import text. */
const zone = (files, bans) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: bans.map(([pattern, message]) =>
          pattern instanceof RegExp ? { regex: pattern.source, message } : { group: [pattern], message },
        ),
      },
    ],
  },
});

const NOT_SERVER = ['**/server/**', 'The web app never imports the server: share code through src/shared.'];
const NOT_WEB = ['**/web/**', 'The server never imports the web app: share code through src/shared.'];
const NOT_APP = [
  /(^|\/)app\//,
  'Only the app shell imports features; shared pieces live in src/web/components or src/web/lib.',
];
const NOT_FEATURES = [
  /(^|\/)features\//,
  'components/ and lib/ serve every feature and import none: move the piece here instead.',
];
const NOT_OTHER_FEATURE = [
  /^\.\.\/(?!\.\.)[^/]+\//,
  "A feature imports no other feature's modules: move what both need to src/web/components or src/web/lib.",
];
// A server module reaches another only through its index.ts; auth's scope and caller are for every module.
const NOT_MODULE_INTERNALS = [
  /^\.\.\/(?!\.\.\/)(?!auth\/(scope|caller)$)[^/]+\/(?!index$)/,
  "A module imports another module only through its index ('../invoices', not '../invoices/change-invoice'): export what you need from that module's index.ts. Only ../auth/scope and ../auth/caller are imported directly.",
];

export default tseslint.config(
  // Build output and local data at any depth: a build that lands in the wrong folder must not be linted as code.
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/data/',
      '**/coverage/',
      '**/.tmp/',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // API paths live in the endpoint descriptors. The server's API tests spell them out on purpose:
  // they check from outside that a descriptor still says what the public API says.
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: [
      'src/shared/contracts/**',
      'src/server/**/*.test.ts',
      'src/server/test/**',
      'src/server/modules/**/*-test-*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Name the call by its endpoint descriptor (src/shared/contracts): `someEndpoint.path`.',
        },
      ],
    },
  },
  // The zones: shared imports neither side, the server and the web never import each other, a server
  // module imports another only through its index, a web feature imports no other feature and not the
  // app shell, and shared UI and logic import no feature.
  zone(['src/shared/**/*.{ts,tsx}'], [NOT_SERVER, NOT_WEB]),
  zone(['src/server/**/*.ts'], [NOT_WEB]),
  // A server module imports another module's index, never its files (modules/context.ts is not a module).
  zone(['src/server/modules/*/**/*.ts'], [NOT_WEB, NOT_MODULE_INTERNALS]),
  // The test helpers render the whole app, as the shell does.
  zone(['src/web/app/**/*.{ts,tsx}', 'src/web/test/**/*.{ts,tsx}', 'src/web/*.{ts,tsx}'], [NOT_SERVER]),
  zone(['src/web/features/**/*.{ts,tsx}'], [NOT_SERVER, NOT_APP, NOT_OTHER_FEATURE]),
  zone(
    ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    [NOT_SERVER, NOT_APP, NOT_FEATURES],
  ),
);
