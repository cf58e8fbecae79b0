import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layerBoundary = (from, forbidden) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((layer) => ({
          group: [`**/${layer}/**`, `**/${layer}`],
          message: `src/${from} must not import from src/${layer} (design.md section 3, rule 6).`,
        })),
      },
    ],
  },
});

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
  layerBoundary('web', ['server']),
  layerBoundary('server', ['web']),
  layerBoundary('shared', ['server', 'web']),
);
