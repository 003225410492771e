import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (DESIGN.md §1): app → ui → domain, app → domain, mocks → domain.
 * Each entry forbids, for one layer, the imports that would run against the grain.
 */
const forbid = (names, message) => ({ group: names, message, caseSensitive: true });
const relativeTo = (layer) => [`**/${layer}`, `**/${layer}/**`];

const dataLibraries = ['jotai', 'jotai/**', 'jotai-tanstack-query', 'axios', '@tanstack/**'];
const mockLibraries = ['msw', 'msw/**', '@msw/**', '@mswjs/**', 'openapi-msw'];
const reactLibraries = [
  'react',
  'react/**',
  'react-dom',
  'react-dom/**',
  '@chakra-ui/**',
  '@emotion/**',
  'react-router',
  'react-router-dom',
];

const boundaries = {
  domain: [
    forbid(
      [
        '@ui',
        '@ui/**',
        '@app/**',
        '@mocks/**',
        ...relativeTo('ui'),
        ...relativeTo('app'),
        ...relativeTo('mocks'),
      ],
      'domain/ is the bottom layer: it imports no other layer.',
    ),
    forbid(
      [...reactLibraries, ...dataLibraries, ...mockLibraries],
      'domain/ is pure TypeScript: no React, no I/O, no mock.',
    ),
  ],
  ui: [
    forbid(
      ['@app/**', '@mocks/**', ...relativeTo('app'), ...relativeTo('mocks')],
      'ui/ is presentational: it never imports app/ or mocks/; data comes in as props.',
    ),
    forbid(
      [...dataLibraries, ...mockLibraries],
      'ui/ is presentational: no jotai, axios, query library or mock; data comes in as props.',
    ),
  ],
  mocks: [
    forbid(
      ['@ui', '@ui/**', '@app/**', ...relativeTo('ui'), ...relativeTo('app')],
      'mocks/ serves the contract: it never imports ui/ or app/.',
    ),
  ],
  app: [
    forbid(
      ['@mocks/**', ...relativeTo('mocks')],
      'Only app/main.tsx may start the mock worker, through a dynamic import().',
    ),
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      'dist-e2e/',
      'dist-size/',
      'dist-bench/',
      'test-results/',
      'coverage/',
      'domain/api.gen.ts',
      'mocks/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    // One naming convention for each kind of file: components PascalCase, modules camelCase.
    files: ['domain/**', 'ui/**', 'app/**', 'mocks/**', 'tests/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '{ui,app}/**/*.tsx': '+([A-Z])*([a-zA-Z0-9])',
          'tests/**/*.tsx': 'CAMEL_CASE',
          '**/*.ts': 'CAMEL_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['app/main.tsx'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  ...Object.entries(boundaries).map(([layer, patterns]) => ({
    files: [`${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    files: ['scripts/**/*.mjs', '*.js'],
    rules: { 'no-console': 'off' },
  },
);
