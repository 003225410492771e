import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (decisions §18): app → ui → domain, app → domain, mocks → domain.
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
    {
      group: ['@chakra-ui/react'],
      importNames: ['Tabs'],
      message:
        "Use Tabs from ui/Navigation/Tabs: the same look, without zag's tabs machine on the page.",
    },
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

/** tests/ holds tests and their tools: what the layers ship never imports from it. */
const fromTests = forbid(
  relativeTo('tests'),
  'tests/ is for tests: a module of a layer imports nothing from it (a tool both need lives in the layer, e.g. mocks/testing/).',
);
const testModules = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'];

/**
 * The query layer has one door, app/api/sessionCache.ts: making a query or mutation atom loads
 * it, and loading it gives every store a cache of its own per session. Going round it (importing
 * the libraries elsewhere) could reach the library's one shared cache; naming one of their types
 * (`import type`) loads nothing and cannot.
 */
const queryLayerDoor = {
  ...forbid(
    ['jotai-tanstack-query', 'jotai-tanstack-query/**', '@tanstack/**'],
    'Import the query layer from app/api/sessionCache.ts: it is what gives each session its own cache.',
  ),
  allowTypeImports: true,
};
const queryLayerFiles = ['app/api/sessionCache.ts', 'app/api/queryClient.ts'];
/** Stores come from app/state/store.ts, which sets up each one for every layer of the app. */
const appStoreOnly = {
  name: 'jotai',
  importNames: ['createStore', 'getDefaultStore'],
  message: 'Make stores with createAppStore() from app/state/store.ts.',
};

/**
 * The recipes that are not registered in the system (ui/theme/recipes.ts), so a visitor's first
 * page does not download them: each component below must be given its recipe where it is used,
 * e.g. `<Dialog.Root recipe={dialogSlotRecipe}>` (slot components read it from their Root), or it
 * renders unstyled. The tabs (ui/Navigation/Tabs) and the form controls (ui/Forms/Field) take
 * theirs themselves. ui/theme/system.test.ts checks the same list.
 */
const passedAtUse = [
  ['Code', 'codeRecipe', 'code'],
  ['Combobox.Root', 'comboboxSlotRecipe', 'combobox'],
  ['Dialog.Root', 'dialogSlotRecipe', 'dialog'],
  ['Drawer.Root', 'drawerSlotRecipe', 'drawer'],
  ['Menu.Root', 'menuSlotRecipe', 'menu'],
  ['Progress.Root', 'progressSlotRecipe', 'progress'],
  ['RadioGroup.Root', 'radioGroupSlotRecipe', 'radioGroup'],
  ['SegmentGroup.Root', 'segmentGroupSlotRecipe', 'segmentGroup'],
  ['Skeleton', 'skeletonRecipe', 'skeleton'],
  ['Stat.Root', 'statSlotRecipe', 'stat'],
  ['Switch.Root', 'switchSlotRecipe', 'switch'],
  ['Table.Root', 'tableSlotRecipe', 'table'],
  ['Toast.Root', 'toastSlotRecipe', 'toast'],
];

/**
 * Chakra components the app draws from a trimmed recipe of its own, without the parts and
 * variants it never shows: the app's component, not Chakra's (docs/page-weight.md).
 */
const ownComponents = [
  ['VisuallyHidden', 'the srOnly style prop (<Box as="span" srOnly>)'],
  ['Avatar', 'ui/Account/UserAvatar'],
  ['Accordion', 'ui/Layout/Accordion'],
  ['Field', 'ui/Forms/Field (or FormField)'],
  ['Fieldset', 'a chakra.fieldset with its legend (ui/Screens/Register)'],
  ['Input', 'ui/Forms/Field'],
  ['Textarea', 'ui/Forms/Field'],
  ['NativeSelect', 'ui/Forms/Field'],
  ['useFieldContext', 'useField from ui/Forms/Field'],
].map(([name, home]) => ({
  selector: `ImportDeclaration[source.value='@chakra-ui/react'] ImportSpecifier[imported.name='${name}']`,
  message: `Instead of Chakra's ${name}, use ${home}: Chakra's brings code no page uses (docs/page-weight.md).`,
}));

/** Tests find things as a person does (role, label, text), so nothing carries a test id. */
const noTestIds = {
  selector: "JSXAttribute[name.name='data-testid']",
  message: 'Find it by role, label or text instead of a data-testid.',
};

/**
 * What ships (app/, ui/, domain/) reaches the mock through app/main.tsx alone, which starts it and
 * hands the store what the app may use of it (the demo outbox). A dynamic `import()` is not an
 * import declaration, so no-restricted-imports (the layers above) does not see it: this does,
 * whether its path is a string or a template literal (read by its first part).
 */
const mockPath = '/^(@mocks|(\\.\\.?\\/)+mocks)(\\/|$)/';
const mockLoad = {
  selector: [
    `ImportExpression[source.value=${mockPath}]`,
    `ImportExpression[source.quasis.0.value.raw=${mockPath}]`,
  ].join(', '),
  message: 'Only app/main.tsx loads the mock; reach what the app needs of it through the store.',
};

/** A `no-restricted-syntax` entry per component: its JSX opening tag without a `recipe` prop. */
const recipeAtUse = passedAtUse.map(([component, recipe, key]) => {
  const [object, property] = component.split('.');
  const name = property
    ? `[name.type='JSXMemberExpression'][name.object.name='${object}'][name.property.name='${property}']`
    : `[name.name='${object}']`;
  return {
    // `>`: the tag's own attributes, not those of an element passed in one of them.
    selector: `JSXOpeningElement${name}:not(:has(> JSXAttribute[name.name='recipe']))`,
    message:
      `${component} needs recipe={${recipe}} (from '@chakra-ui/react/theme'): the ${key} ` +
      "recipe is not registered in the system (ui/theme/recipes.ts), so a visitor's first page " +
      'does not download it.',
  };
});

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
    // The only no-restricted-syntax blocks of the project: a later block for the same files
    // would replace these entries, not add to them, so the shipped layers' block repeats them.
    files: ['**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...recipeAtUse, ...ownComponents, noTestIds] },
  },
  {
    files: ['{app,ui,domain}/**/*.{ts,tsx}'],
    ignores: ['app/main.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...recipeAtUse, ...ownComponents, noTestIds, mockLoad],
    },
  },
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
  // Each layer's boundaries; its modules (tests and stories aside) import nothing from tests/.
  ...Object.entries(boundaries).flatMap(([layer, patterns]) => [
    {
      files: [`${layer}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, fromTests] }] },
    },
    {
      files: testModules.map((glob) => `${layer}/${glob}`),
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    },
  ]),
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: [...queryLayerFiles, ...testModules],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...boundaries.app, queryLayerDoor, fromTests], paths: [appStoreOnly] },
      ],
    },
  },
  {
    files: testModules.map((glob) => `app/${glob}`),
    ignores: queryLayerFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...boundaries.app, queryLayerDoor], paths: [appStoreOnly] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [queryLayerDoor], paths: [appStoreOnly] }],
    },
  },
  {
    files: ['app/state/store.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaries.app }] },
  },
  {
    // Local storage throws where a browser refuses it: the app uses it through one module that
    // never does (app/state/storage.ts).
    files: ['app/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    ignores: [
      'app/state/storage.ts',
      ...testModules.flatMap((glob) => [`app/${glob}`, `ui/${glob}`]),
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use app/state/storage.ts, which never throws.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'localStorage',
          message: 'Use app/state/storage.ts, which never throws.',
        },
      ],
    },
  },
  {
    // The files of a unit project share one module graph (vite.config.ts): a module replaced or
    // loaded afresh there would reach the next file. A test that needs that is `*.isolated.test.*`.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Only an `*.isolated.test.*` file, which has a module graph of its own, may do this.',
        })),
      ],
    },
  },
  {
    // No module may import itself round a circle: it breaks lazy loading (a page evaluated
    // before what it needs) and makes each of its modules impossible to reason about alone.
    files: ['domain/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    rules: { 'no-console': 'off' },
  },
);
