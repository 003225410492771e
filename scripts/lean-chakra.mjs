// Edits to Chakra's styling engine, and to the style sheet it draws with, in the production build.
// Most are for the main thread of a phone opening a page: creating the theme's system and taking
// over the pre-rendered styles are the longest work before a page can be used (docs/prerender.md,
// "Start-up work"); one (4) is a correctness fix. Development, Storybook's dev server and the
// tests run Chakra as published; every edit keeps its behaviour.
//
// 1. `system._global` (the reset, the global styles and every token as a CSS variable: about half
//    of `createSystem`) is computed when first read instead of eagerly. A pre-rendered document
//    already holds it, written by the build from the same system, and then nothing reads it
//    (ui/theme/index.ts).
// 2. `conditions.has(key)` listed every condition's name into a new array on each call (once per
//    style key, in the system's creation and every style a render resolves); it looks the name up.
//
// 3. Chakra's `anatomy.js` extends a dozen of Ark's anatomies (`accordionAnatomy.extendWith(…)`)
//    when it is imported, for components the app mostly never draws: the calls are marked pure,
//    so the bundler drops those whose result nothing uses (with `createAnatomy`, which
//    vite.config.ts names pure for zag's and Chakra's own calls).
//
// 4. Chakra's `memo` (behind `css()` and the recipes) keys its cache by the arguments with each
//    object's keys sorted, but what it caches keeps the key order of the first call: `{ color,
//    textStyle }` and `{ textStyle, color }` share an entry, and whichever came first decides the
//    order of the declarations, hence the class name. The build renders the public pages one after
//    another, so a page could carry a class that the browser, rendering it afresh, names otherwise
//    (a hydration mismatch on /register). The key keeps the keys' order: `css()` answers the same
//    for the same argument whatever was asked before it. This is a correctness fix, not a trim.
//
// 5. Creating the system can be done in steps (`createSystem.steps`, a generator that yields
//    between its phases: merging the configs, registering the tokens, their transforms, their
//    references, their views, the utilities), so that the app can spread it over several short
//    tasks rather than one long one (ui/theme `prepareSystem`). `createSystem` itself runs the
//    same steps one after another, so what it returns is unchanged.
//
// 6. Emotion's style sheet (`@emotion/sheet`, which Chakra styles with) moves every server-rendered
//    `<style>` it takes over to the end of its container, even one already there. Moving a style
//    element makes the browser parse its rules again and restyle the whole page: 15–40 ms on this
//    machine's CPU for a pre-rendered page's rules, inside the evaluation of the app's code. A
//    tag already in the container stays where it is: the pre-rendered document has it in the head
//    after the global styles (scripts/prerender.mjs, `stylesToHead`), and emotion adds its next
//    tag right after it as before.
//
// Each edit names the exact text it replaces: a Chakra whose source no longer has it fails the
// build, so an upgrade is read again rather than shipped unedited (tests/leanChakra.test.ts).

const edits = [
  {
    file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    replace: [
      [
        "import { createTokenDictionary } from './token-dictionary.js';",
        "import { createTokenDictionarySteps, runSteps } from './token-dictionary.js';",
      ],
      [
        'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
        'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
      ],
      [
        '  const tokens = createTokenDictionary({',
        '  const tokens = yield* createTokenDictionarySteps({',
      ],
      [
        '  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);',
        '  yield;\n  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);',
      ],
      ['  function assignComposition() {', '  yield;\n  function assignComposition() {'],
      [
        'export { createSystem, isValidSystem };',
        'function createSystem(...configs) {\n' +
          '  return runSteps(createSystemSteps(...configs));\n' +
          '}\n' +
          'createSystem.steps = createSystemSteps;\n' +
          'export { createSystem, isValidSystem };',
      ],
      ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _globalCss;'],
      [
        '    _global,\n',
        '    get _global() {\n' +
          '      return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n' +
          '    },\n',
      ],
    ],
  },
  {
    file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
    replace: [
      [
        'function createTokenDictionary(options) {',
        'function* createTokenDictionarySteps(options) {',
      ],
      [
        '  function build() {\n' +
          '    applyMiddlewares("pre");\n' +
          '    applyTransforms("pre");\n' +
          '    addConditionalTokens();\n' +
          '    addReferences();\n' +
          '    expandTokenReferences$1();\n' +
          '    applyMiddlewares("post");\n' +
          '    applyTransforms("post");\n' +
          '    setupViews();\n' +
          '  }\n' +
          '  registerTokens();\n' +
          '  registerTransform(...tokenTransforms);\n' +
          '  registerMiddleware(...tokenMiddlewares);\n' +
          '  build();\n' +
          '  return dictionary;\n' +
          '}\n',
        '  registerTokens();\n' +
          '  registerTransform(...tokenTransforms);\n' +
          '  registerMiddleware(...tokenMiddlewares);\n' +
          '  yield;\n' +
          '  applyMiddlewares("pre");\n' +
          '  applyTransforms("pre");\n' +
          '  yield;\n' +
          '  addConditionalTokens();\n' +
          '  addReferences();\n' +
          '  expandTokenReferences$1();\n' +
          '  yield;\n' +
          '  applyMiddlewares("post");\n' +
          '  applyTransforms("post");\n' +
          '  yield;\n' +
          '  setupViews();\n' +
          '  return dictionary;\n' +
          '}\n' +
          'function createTokenDictionary(options) {\n' +
          '  return runSteps(createTokenDictionarySteps(options));\n' +
          '}\n' +
          // Runs a generator of steps to its end at once (the synchronous form of a function in
          // steps); system.js imports it from here.
          'function runSteps(steps) {\n' +
          '  let step = steps.next();\n' +
          '  while (!step.done) step = steps.next();\n' +
          '  return step.value;\n' +
          '}\n',
      ],
      [
        'export { createTokenDictionary, tokenCategories };',
        'export { createTokenDictionary, createTokenDictionarySteps, runSteps, tokenCategories };',
      ],
    ],
  },
  {
    file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/,
    replace: [
      [
        'return keys().includes(key) || SPECIAL_KEY_REGEX.test(key)',
        'return Object.hasOwn(values, key) || SPECIAL_KEY_REGEX.test(key)',
      ],
    ],
  },
  {
    file: /[\\/]@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet\.esm\.js$/,
    replace: [
      [
        '  _proto.hydrate = function hydrate(nodes) {\n' +
          '    nodes.forEach(this._insertTag);\n' +
          '  };\n',
        '  _proto.hydrate = function hydrate(nodes) {\n' +
          '    var _this = this;\n' +
          '    nodes.forEach(function (tag) {\n' +
          '      if (tag.parentNode === _this.container) _this.tags.push(tag);\n' +
          '      else _this._insertTag(tag);\n' +
          '    });\n' +
          '  };\n',
      ],
    ],
  },
  {
    file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/,
    replace: [['const keys = Object.keys(value).sort();', 'const keys = Object.keys(value);']],
  },
  {
    file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
    replace: [],
    pure: /= (\w+\$\d+)\.extendWith\(/g,
  },
];

/** The edited source of `id`, or null when the file is not one of Chakra's edited modules. */
export function editChakraSource(id, code) {
  const edit = edits.find(({ file }) => file.test(id));
  if (!edit) return null;
  let result = code.replace(/\r\n/g, '\n');
  for (const [before, after] of edit.replace) {
    const at = result.indexOf(before);
    if (at < 0 || result.indexOf(before, at + 1) >= 0) {
      throw new Error(
        `scripts/lean-chakra.mjs: ${id} no longer holds, exactly once, the text it edits:\n` +
          `${before}\nRead the new source and update (or drop) the edit.`,
      );
    }
    result = result.slice(0, at) + after + result.slice(at + before.length);
  }
  if (edit.pure) {
    const calls = result.match(edit.pure)?.length ?? 0;
    if (calls === 0) {
      throw new Error(
        `scripts/lean-chakra.mjs: ${id} no longer holds a call matching ${edit.pure}.\n` +
          'Read the new source and update (or drop) the edit.',
      );
    }
    result = result.replace(edit.pure, (call) => call.replace('= ', '= /* @__PURE__ */ '));
  }
  return result;
}

/** The files the edits apply to, for the test that checks the installed Chakra still has them. */
export const EDITED_FILES = [
  '@chakra-ui/react/dist/esm/styled-system/system.js',
  '@chakra-ui/react/dist/esm/styled-system/token-dictionary.js',
  '@chakra-ui/react/dist/esm/styled-system/conditions.js',
  '@chakra-ui/react/dist/esm/utils/memo.js',
  '@chakra-ui/react/dist/esm/anatomy.js',
  '@emotion/sheet/dist/emotion-sheet.esm.js',
];

/** @returns {import('vite').Plugin} */
export function leanChakra() {
  return {
    name: 'pitchside-lean-chakra',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const edited = editChakraSource(id, code);
      return edited === null ? null : { code: edited, map: null };
    },
  };
}
