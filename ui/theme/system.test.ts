import { createSystem, createSystemSteps } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import {
  accordionSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  segmentGroupSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  cssVarsPrefix as chakraCssVarsPrefix,
  cssVarsRoot as chakraCssVarsRoot,
  semanticTokens as chakraSemanticTokens,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { PALETTE_NAMES, PALETTE_ROLES } from './colors';
import { nativeSelectRecipe } from '../Forms/Field/NativeSelect';
import { KEYFRAME_NAMES, breakpoints, getSystem } from './index';
import { recipes, slotRecipes } from './recipes';
import { chakraScales, chakraShadows, cssVarsPrefix, cssVarsRoot } from './scales';

const system = getSystem();

/**
 * The recipe keys registered in the system: the components of the shell and the public pages,
 * which a visitor's first page renders (Text has no recipe).
 */
const CORE_KEYS = [
  'badge',
  'button',
  'heading',
  'icon',
  'input',
  'link',
  'separator',
  'spinner',
  'alert',
  'card',
  'field',
];

/** The recipe keys passed where they are used, so they travel with the lazily loaded screens. */
const PASSED_KEYS = [
  'accordion',
  'avatar',
  'code',
  'combobox',
  'dialog',
  'drawer',
  'menu',
  'progress',
  'radioGroup',
  'segmentGroup',
  'skeleton',
  'stat',
  'switch',
  'table',
  'tabs',
  'textarea',
  'toast',
];

/**
 * The recipes passed where they are used (`<Tabs.Root recipe={tabsSlotRecipe}>`), by key: the
 * checks of palette roles, colour tokens and keyframes below cover them as well.
 */
const passedRecipes = {
  code: codeRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};

const passedSlotRecipes = {
  accordion: accordionSlotRecipe,
  avatar: avatarSlotRecipe,
  combobox: comboboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** The source of every component, story and module of ui/ and app/ (tests aside). */
const sources = Object.entries(
  import.meta.glob<string>(['../../{ui,app}/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** Every string in a recipe tree with the keys leading to it (slots, variants, conditions). */
function* entries(node: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) yield* entries(value, [...path, key]);
  }
}

/** The app's one copy of a Chakra recipe (ui/Forms/Field/NativeSelect.tsx). */
const ownRecipes = { nativeSelect: nativeSelectRecipe };

/** Core, passed and own recipes together: the styles any component may render with. */
const allRecipes = {
  ...recipes,
  ...slotRecipes,
  ...passedRecipes,
  ...passedSlotRecipes,
  ...ownRecipes,
};

describe('system', () => {
  it('registers the core recipes only, and none of those passed at use', () => {
    for (const key of CORE_KEYS) {
      expect(system.hasRecipe(key), `recipe "${key}"`).toBe(true);
    }
    expect(Object.keys({ ...recipes, ...slotRecipes }).sort()).toEqual([...CORE_KEYS].sort());
    for (const key of PASSED_KEYS) {
      expect(system.hasRecipe(key), `recipe "${key}"`).toBe(false);
    }
    expect(Object.keys({ ...passedRecipes, ...passedSlotRecipes }).sort()).toEqual(
      [...PASSED_KEYS].sort(),
    );
    // Built on the base config, not Chakra's whole default theme; unused recipes are dropped.
    const unused = ['select', 'slider', 'datePicker', 'kbd', 'tag'];
    for (const key of [...unused, 'checkbox', 'fileUpload', 'popover', 'tooltip']) {
      expect(system.hasRecipe(key), `recipe "${key}"`).toBe(false);
    }
  });

  it('passes each recipe that is not registered where it is used, and only those', () => {
    const exportName = (key: string) =>
      key in passedSlotRecipes ? `${key}SlotRecipe` : `${key}Recipe`;
    const passed = new Set<string>();
    // A recipe a module of the app defines (with defineRecipe) is its own, not one
    // of Chakra's.
    const ownRecipes = new Set(
      sources.flatMap(([, source]) =>
        [...source.matchAll(/\bconst (\w+Recipe) = define(?:Slot)?Recipe\(/g)].map((m) => m[1]),
      ),
    );
    // The Field story draws Chakra's own controls (with their recipes) only to compare.
    const compared = (path: string) => path.endsWith('Forms/Field/Field.stories.tsx');
    for (const [, source] of sources.filter(([path]) => !compared(path))) {
      // As a prop (`recipe={tabsSlotRecipe}`) or to a hook or context (`{ recipe: tabsSlotRecipe }`).
      for (const match of source.matchAll(/\brecipe(?:=\{|: )(\w+Recipe)\b/g)) {
        if (!ownRecipes.has(match[1])) passed.add(match[1] ?? '');
      }
    }
    expect([...passed].sort()).toEqual(PASSED_KEYS.map(exportName).sort());
  });

  it('has the breakpoints base, sm, md, lg and xl', () => {
    expect(system.breakpoints.keys()).toEqual(['base', ...Object.keys(breakpoints)]);
  });

  it('gives every palette all the roles the recipes use, so colorPalette works anywhere', () => {
    const used = new Set<string>();
    for (const [, value] of entries(allRecipes)) {
      for (const match of value.matchAll(/colorPalette\.([a-zA-Z]+)/g)) used.add(match[1] ?? '');
    }
    expect(used).toContain('focusRing');
    expect(
      [...used].filter((role) => !(PALETTE_ROLES as readonly string[]).includes(role)),
    ).toEqual([]);
    for (const palette of PALETTE_NAMES) {
      for (const role of PALETTE_ROLES) {
        expect(system.token(`colors.${palette}.${role}`), `${palette}.${role}`).toBeDefined();
      }
    }
  });

  it('defines every surface colour token the recipes use', () => {
    const used = new Set<string>();
    for (const [, value] of entries(allRecipes)) {
      const name = /^((?:bg|fg|border)(?:\.[a-z]+)?)(?:\/\d+)?$/.exec(value)?.[1];
      if (name) used.add(name);
    }
    expect(used).toContain('bg.panel');
    expect([...used].filter((name) => system.token(`colors.${name}`) === undefined)).toEqual([]);
  });

  it('defines every keyframe the recipes, animation styles and animation tokens name', () => {
    const animationTokens = ['spin', 'pulse'];
    const named = new Set<string>();
    for (const [path, value] of entries({ allRecipes, animationStyles })) {
      if (!path.includes('animation') && !path.includes('animationName')) continue;
      // Split on the commas between animations, not those inside var(--x, fallback).
      for (const part of value.split(/,(?![^(]*\))/)) {
        const name = part.trim().split(/\s+/)[0] ?? '';
        if (name === '' || name === 'none' || name.startsWith('var(')) continue;
        if (!animationTokens.includes(name)) named.add(name);
      }
    }
    for (const token of animationTokens) {
      const value = system.tokens.getByName(`animations.${token}`)?.value as string | undefined;
      expect(value, `animation token ${token}`).toBeDefined();
      named.add(value?.split(' ')[0] ?? '');
    }
    expect(named).toContain('slide-from-bottom-full');
    expect(
      [...named].filter((name) => !(KEYFRAME_NAMES as readonly string[]).includes(name)),
    ).toEqual([]);
  });

  it('switches colours with the colour mode', () => {
    const token = system.tokens.getByName('colors.bg');
    expect(token?.extensions.conditions).toEqual({
      _light: '{colors.white}',
      _dark: '{colors.black}',
    });
  });

  it("uses Chakra's own scales, shadows and variable names, value for value", () => {
    const { animations, ...scales } = chakraScales;
    for (const [name, scale] of Object.entries(scales)) {
      expect(scale, name).toEqual(chakraTokens[name as keyof typeof chakraTokens]);
    }
    for (const [name, animation] of Object.entries(animations)) {
      expect(animation, name).toEqual(
        chakraTokens.animations[name as keyof typeof chakraTokens.animations],
      );
    }
    expect(chakraShadows).toEqual(chakraSemanticTokens.shadows);
    expect([cssVarsPrefix, cssVarsRoot]).toEqual([chakraCssVarsPrefix, chakraCssVarsRoot]);
  });

  // Chakra's memo keyed an object by its keys sorted but cached the first call's declaration
  // order (patches/@chakra-ui+react+*.patch, docs/upstream/chakra-ui-react.md):
  // the build's pre-render named a class differently from the browser, a hydration mismatch.
  it('styles an object the same whatever was styled before it, so server and browser agree', () => {
    const used = createSystem(system._config);
    used.css({ textStyle: 'sm', color: 'fg.muted' });
    const helper = used.css({ color: 'fg.muted', textStyle: 'sm' });
    const fresh = createSystem(system._config).css({ color: 'fg.muted', textStyle: 'sm' });
    expect(Object.keys(helper)).toEqual(Object.keys(fresh));
    expect(Object.keys(helper)[0]).toBe('color');
    // Where two keys set one property, the later wins, whichever order was styled first.
    used.css({ fontSize: 'lg', textStyle: 'sm' });
    expect(used.css({ textStyle: 'sm', fontSize: 'lg' })).toMatchObject({
      fontSize: 'var(--chakra-font-sizes-lg)',
    });
  });

  // Chakra serialized the global CSS (the reset, the global styles, every token's variable) while
  // creating the system, also where the provider never inserts it: a pre-rendered document carries
  // it already (patches/@chakra-ui+react+*.patch, docs/upstream/chakra-ui-react.md).
  it('builds the global CSS when it is first read, not with the system', () => {
    const fresh = createSystem(system._config);
    expect(Object.getOwnPropertyDescriptor(fresh, '_global')?.get).toBeTypeOf('function');
    // Read, it is the reset, the global styles and the tokens, in their layers.
    expect(fresh._global.map((layer) => Object.keys(layer))).toEqual([
      ['@layer reset'],
      ['@layer base'],
      ['@layer tokens'],
    ]);
    // A system whose styles the document carries is given none to insert.
    fresh._global = [];
    expect(fresh._global).toEqual([]);
  });

  // Chakra's conditions.has made an array of every condition's name on each call, and css() asks
  // it for every key of every style (the same patch): a look-up now, with the same answers.
  it('tells a condition from a style property, also a name every object inherits', () => {
    const { conditions } = createSystem(system._config);
    const conditionsOf = (keys: string[]) => keys.filter((key) => conditions.has(key));
    const conditionKeys = ['_hover', '_dark', 'sm', 'xl', 'mdOnly', '@media print', '&:hover'];
    expect(conditionsOf(conditionKeys)).toEqual(conditionKeys);
    expect(conditionsOf(['color', 'px', 'toString', 'constructor', 'hasOwnProperty'])).toEqual([]);
  });

  // Chakra created the system in one piece, the longest task of a page's start on a phone; the
  // same patch adds createSystemSteps, the same work in steps the app runs a task each (prepareSystem).
  it('creates in steps the same system as at once', () => {
    const steps = createSystemSteps(system._config);
    let count = 0;
    let step = steps.next();
    while (!step.done) {
      count++;
      step = steps.next();
    }
    const stepped = step.value;
    const whole = createSystem(system._config);
    expect(count).toBeGreaterThan(5);
    const tokensOf = (made: typeof whole) =>
      made.tokens.allTokens.map(({ name, value, extensions }) => [
        name,
        value,
        extensions.condition,
        extensions.cssVar?.var,
      ]);
    expect(tokensOf(stepped)).toEqual(tokensOf(whole));
    expect(stepped.tokens.colorPaletteMap).toEqual(whole.tokens.colorPaletteMap);
    expect(stepped.getTokenCss()).toEqual(whole.getTokenCss());
    expect(stepped.getGlobalCss()).toEqual(whole.getGlobalCss());
    const style = { px: 'gutter', color: 'fg.muted', bg: { base: 'bg', _dark: 'gray.900' } };
    expect(stepped.css(style)).toEqual(whole.css(style));
    expect(stepped.token('colors.brand.500')).toBe('#16a864');
  });
});
