import type { ColorRef } from './colors';

/**
 * What sets a dialog (and the side menu, a drawer) apart from the page under it, and menus and
 * popovers from what they float over. Chakra draws them with `bg.panel`, the colour of every
 * card, under a 36% black backdrop: in dark mode that is #111111 over a page of #09090b, 1.07:1,
 * the dialog barely there. Here the backdrop is darker and, in dark mode, the floating surface one
 * step lighter than the cards, with a ring at its edge. `overlays.test.ts` measures the result.
 */
export const overlayRoles = {
  /** The black laid over the page behind a dialog, as an opacity. */
  backdropAlpha: { light: 0.48, dark: 0.8 },
  /** The floating surface: a dialog's, a drawer's, a menu's or a popover's background. */
  surface: { light: 'white', dark: 'gray.800' },
  /** The ring round a dialog or drawer; none in light mode, where the backdrop is enough. */
  edge: { light: null, dark: 'gray.500' },
} as const satisfies {
  backdropAlpha: { light: number; dark: number };
  surface: { light: ColorRef; dark: ColorRef };
  edge: { light: ColorRef | null; dark: ColorRef };
};

// The custom properties below are the system's names for the tokens (`cssVarsPrefix` 'chakra');
// overlays.test.ts checks them against the system.
const colorVar = (ref: ColorRef) => `var(--chakra-colors-${ref.replace('.', '-')})`;

const BACKDROP = '[data-scope="dialog"][data-part="backdrop"]';
const DIALOG = '[data-scope="dialog"][data-part="content"]';
const FLOATING = [
  DIALOG,
  '[data-scope="menu"][data-part="content"]',
  '[data-scope="popover"][data-part="content"]',
  '[data-scope="combobox"][data-part="content"]',
].join(', ');

/**
 * Global CSS for the system. The recipes' own rules sit in a later cascade layer than global CSS,
 * so these do not restyle the parts: they redefine, on the part itself, the tokens its recipe
 * reads (the backdrop's black, `bg.panel`, the `lg` shadow). Everything inside a dialog that uses
 * `bg.panel` takes the dialog's surface with it.
 */
export const overlayGlobalCss = {
  [BACKDROP]: {
    '--chakra-colors-black-alpha-500': `rgba(0, 0, 0, ${overlayRoles.backdropAlpha.light})`,
  },
  [`.dark ${BACKDROP}`]: {
    '--chakra-colors-black-alpha-500': `rgba(0, 0, 0, ${overlayRoles.backdropAlpha.dark})`,
  },
  [`.dark :is(${FLOATING})`]: {
    '--chakra-colors-bg-panel': colorVar(overlayRoles.surface.dark),
  },
  [`.dark ${DIALOG}`]: {
    '--chakra-shadows-lg': `0 0 0 1px ${colorVar(overlayRoles.edge.dark)}, 0 16px 24px ${colorVar('black')}`,
  },
};
