import {
  createSystemSteps,
  defaultBaseConfig,
  defineConfig,
  defineSemanticTokens,
} from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  globalCss as chakraGlobalCss,
  keyframes as chakraKeyframes,
  layerStyles,
} from '@chakra-ui/react/theme';
import { breakpoints } from './breakpoints';
import { DEFAULT_PALETTE, colorTokens, semanticColorTokens } from './colors';
import { reducedMotionGlobalCss } from './motion';
import { overlayGlobalCss } from './overlays';
import { recipes, slotRecipes } from './recipes';
import { chakraScales, chakraShadows, cssVarsPrefix, cssVarsRoot } from './scales';
import { fontTokens, textStyles } from './typography';

/**
 * The keyframes the recipes animate with, those registered (Spinner: spin) and those passed where
 * they are used (`recipe={…}`): Skeleton (pulse), Progress (indeterminate),
 * Dialog/Drawer/Menu/Combobox (fade, scale, slide), Accordion (height). Keyframes are global, so
 * they stay in the system. `system.test.ts` checks no recipe names one that is missing.
 */
export const KEYFRAME_NAMES = [
  'spin',
  'pulse',
  'bg-position',
  'position',
  'fade-in',
  'fade-out',
  'scale-in',
  'scale-out',
  'expand-height',
  'collapse-height',
  ...(['top', 'bottom', 'left', 'right'] as const).flatMap((side) => [
    `slide-from-${side}`,
    `slide-to-${side}`,
    `slide-from-${side}-full`,
    `slide-to-${side}-full`,
  ]),
] as const;

const keyframes = Object.fromEntries(
  KEYFRAME_NAMES.map((name) => {
    const frames = chakraKeyframes[name];
    if (!frames) throw new Error(`Chakra has no keyframes named "${name}"`);
    return [name, frames];
  }),
);

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...chakraGlobalCss,
    html: {
      ...chakraGlobalCss['html'],
      // Unset colorPalette props fall back to the brand, so a plain <Button> is pitch green.
      colorPalette: DEFAULT_PALETTE,
    },
    body: { fontFamily: 'body', color: 'fg', bg: 'bg' },
    ...overlayGlobalCss,
    ...reducedMotionGlobalCss,
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      // Scales (spacing, sizes, radii, type sizes, motion, z-index) are Chakra's: the recipes
      // are tuned to them. Colours and fonts are ours.
      aspectRatios: chakraScales.aspectRatios,
      // Only the animations whose keyframes are included (Spinner, Skeleton).
      animations: { spin: chakraScales.animations.spin, pulse: chakraScales.animations.pulse },
      blurs: chakraScales.blurs,
      borders: chakraScales.borders,
      colors: colorTokens,
      cursor: chakraScales.cursor,
      durations: chakraScales.durations,
      easings: chakraScales.easings,
      fonts: fontTokens,
      fontSizes: chakraScales.fontSizes,
      fontWeights: chakraScales.fontWeights,
      letterSpacings: chakraScales.letterSpacings,
      lineHeights: chakraScales.lineHeights,
      radii: chakraScales.radii,
      sizes: chakraScales.sizes,
      spacing: chakraScales.spacing,
      zIndex: chakraScales.zIndex,
    },
    semanticTokens: {
      colors: semanticColorTokens,
      shadows: chakraShadows,
      // Component corners (l1 small parts, l2 controls, l3 panels), one step rounder than
      // Chakra's defaults for a friendlier, sportier look.
      radii: defineSemanticTokens.radii({
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.md}' },
        l3: { value: '{radii.lg}' },
      }),
      // One page frame (ui/Shell/PageFrame): the header, every page and the footer share its
      // width and gutter, so the logo and each page's first line start at the same x.
      sizes: defineSemanticTokens.sizes({ page: { value: '{sizes.7xl}' } }),
      spacing: defineSemanticTokens.spacing({
        gutter: { value: { base: '{spacing.4}', md: '{spacing.6}' } },
      }),
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

/**
 * A pre-rendered document (docs/prerender.md) already holds the system's global CSS, written by
 * the build from this same system: the reset, the global styles and every token as a CSS variable
 * (`<style data-emotion="css-global …">` in its head). Decided once, with the system: a later look
 * would find the provider's own insertion. Without a pre-rendered document (development,
 * Storybook, tests, a member's page) the provider inserts it as Chakra does.
 */
function globalCssInDocument(): boolean {
  return (
    typeof document !== 'undefined' &&
    [...document.querySelectorAll('style[data-emotion^="css-global "]')].some((style) =>
      style.textContent?.includes('@layer tokens'),
    )
  );
}

let created: SystemContext | undefined;
/** Chakra's work towards the system, begun and not finished (createSystemSteps: patches/). */
let steps: Generator<void, SystemContext, void> | undefined;
let preparing: Promise<void> | undefined;

/** Runs the next step of creating the system; true once the system is there. */
function stepTowardsSystem(): boolean {
  if (created) return true;
  steps ??= createSystemSteps(defaultBaseConfig, config);
  let step;
  try {
    step = steps.next();
  } catch (error) {
    // A failed creation is not resumed: the next attempt starts again (and fails the same way).
    steps = undefined;
    throw error;
  }
  if (!step.done) return false;
  created = step.value;
  steps = undefined;
  if (globalCssInDocument()) {
    created._global = [];
  }
  return true;
}

/**
 * The theme's system, created on first use (or finished, if prepareSystem has begun it). Where the
 * document already carries the global CSS, the provider is given none to insert: emotion would
 * otherwise serialize it again and move the document's copy, which makes the browser parse every
 * token's variable a second time. Chakra builds the global CSS only when it is first read
 * (patches/, docs/upstream/chakra-ui-react.md), so such a page never builds it.
 */
export function getSystem(): SystemContext {
  while (!created) stepTowardsSystem();
  return created;
}

/**
 * Creates the theme's system, one step per task, and resolves once it is ready. Creating it is the
 * largest single piece of a page's start (building the tokens into Chakra's dictionary, then its
 * style utilities); the app runs it after its own code has been evaluated and before it renders,
 * and in steps (Chakra's `createSystemSteps`, added by our patch), so that the browser may answer
 * the member and paint between them (docs/prerender.md, "Start-up work").
 */
export function prepareSystem(): Promise<void> {
  preparing ??= new Promise<void>((resolve) => {
    // A message to itself: a task of its own, without the 4 ms a chain of timers is held back.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      let ready = true;
      try {
        ready = stepTowardsSystem();
      } catch {
        // The first render creates it again and shows the error, rather than the page waiting.
      }
      if (!ready) {
        channel.port2.postMessage(null);
        return;
      }
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
  return preparing;
}

export { breakpoints, type Breakpoint } from './breakpoints';
export {
  DEFAULT_PALETTE,
  PALETTE_NAMES,
  PALETTE_ROLES,
  palettes,
  paletteRoles,
  surfaceRoles,
  type PaletteName,
} from './colors';
export {
  STATUS_COLORS,
  STATUS_FALLBACK,
  STATUS_KINDS,
  isKnownStatus,
  statusLabel,
  statusPalette,
  statusValues,
  type StatusKind,
  type StatusValue,
} from './status';
export { FONT_STACKS, NAMED_TEXT_STYLES } from './typography';
