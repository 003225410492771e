// Edits to Chakra's styling engine in the production build, for the main thread of a phone
// opening a page: creating the theme's system is most of the entry's evaluation, the longest task
// before a page can be used (docs/prerender.md, "Start-up work"). Development, Storybook's dev
// server and the tests run Chakra as published; every edit keeps its behaviour.
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
// Each edit names the exact text it replaces: a Chakra whose source no longer has it fails the
// build, so an upgrade is read again rather than shipped unedited (tests/leanChakra.test.ts).

const edits = [
  {
    file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    replace: [
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
    file: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/,
    replace: [
      [
        'return keys().includes(key) || SPECIAL_KEY_REGEX.test(key)',
        'return Object.hasOwn(values, key) || SPECIAL_KEY_REGEX.test(key)',
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
  '@chakra-ui/react/dist/esm/styled-system/conditions.js',
  '@chakra-ui/react/dist/esm/utils/memo.js',
  '@chakra-ui/react/dist/esm/anatomy.js',
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
