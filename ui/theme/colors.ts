import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/**
 * Colour palettes and the semantic colour tokens built on them, kept as plain data so that the
 * token stories and the contrast test read the same values the system uses.
 *
 * The neutral and status ramps are Chakra's own values; `brand` (pitch green) and `accent`
 * (sport orange) are ours, and `violet` (roles, platinum packages) replaces Chakra's `purple`
 * because the specification names the colour violet.
 */
export const SHADES = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  '950',
] as const;
export type Shade = (typeof SHADES)[number];
type Ramp = Record<Shade, string>;

export const palettes = {
  brand: {
    '50': '#edfcf2',
    '100': '#d3f8e0',
    '200': '#aaf0c6',
    '300': '#73e2a6',
    '400': '#3acb80',
    '500': '#16a864',
    '600': '#0b7d49',
    '700': '#0a6139',
    '800': '#0c4c2f',
    '900': '#0a3522',
    '950': '#051e13',
  },
  accent: {
    '50': '#fff5ec',
    '100': '#ffe8d3',
    '200': '#ffcda6',
    '300': '#ffa96d',
    '400': '#ff7f32',
    '500': '#f5600f',
    '600': '#c94a07',
    '700': '#a03a0a',
    '800': '#7a2e0e',
    '900': '#451a08',
    '950': '#2a0f04',
  },
  gray: {
    '50': '#fafafa',
    '100': '#f4f4f5',
    '200': '#e4e4e7',
    '300': '#d4d4d8',
    '400': '#a1a1aa',
    '500': '#71717a',
    '600': '#52525b',
    '700': '#3f3f46',
    '800': '#27272a',
    '900': '#18181b',
    '950': '#111111',
  },
  green: {
    '50': '#f0fdf4',
    '100': '#dcfce7',
    '200': '#bbf7d0',
    '300': '#86efac',
    '400': '#4ade80',
    '500': '#22c55e',
    '600': '#16a34a',
    '700': '#116932',
    '800': '#124a28',
    '900': '#042713',
    '950': '#03190c',
  },
  yellow: {
    '50': '#fefce8',
    '100': '#fef9c3',
    '200': '#fef08a',
    '300': '#fde047',
    '400': '#facc15',
    '500': '#eab308',
    '600': '#ca8a04',
    '700': '#845209',
    '800': '#713f12',
    '900': '#422006',
    '950': '#281304',
  },
  red: {
    '50': '#fef2f2',
    '100': '#fee2e2',
    '200': '#fecaca',
    '300': '#fca5a5',
    '400': '#f87171',
    '500': '#ef4444',
    '600': '#dc2626',
    '700': '#991919',
    '800': '#511111',
    '900': '#300c0c',
    '950': '#1f0808',
  },
  orange: {
    '50': '#fff7ed',
    '100': '#ffedd5',
    '200': '#fed7aa',
    '300': '#fdba74',
    '400': '#fb923c',
    '500': '#f97316',
    '600': '#ea580c',
    '700': '#92310a',
    '800': '#6c2710',
    '900': '#3b1106',
    '950': '#220a04',
  },
  blue: {
    '50': '#eff6ff',
    '100': '#dbeafe',
    '200': '#bfdbfe',
    '300': '#a3cfff',
    '400': '#60a5fa',
    '500': '#3b82f6',
    '600': '#2563eb',
    '700': '#173da6',
    '800': '#1a3478',
    '900': '#14204a',
    '950': '#0c142e',
  },
  violet: {
    '50': '#f5f3ff',
    '100': '#ede9fe',
    '200': '#ddd6fe',
    '300': '#c4b5fd',
    '400': '#a78bfa',
    '500': '#8b5cf6',
    '600': '#7c3aed',
    '700': '#5b21b6',
    '800': '#43177f',
    '900': '#2a0c52',
    '950': '#190631',
  },
} as const satisfies Record<string, Ramp>;

export type PaletteName = keyof typeof palettes;
export const PALETTE_NAMES = Object.keys(palettes) as PaletteName[];

/** The palette a recipe draws with where nothing sets `colorPalette`: a plain Button is brand. */
export const DEFAULT_PALETTE: PaletteName = 'brand';

export const BLACK = '#09090b';
export const WHITE = '#ffffff';

const alphaRamp = (rgb: string, alphas: readonly number[]) =>
  Object.fromEntries(
    SHADES.map((shade, index) => [shade, { value: `rgba(${rgb}, ${alphas[index] ?? 1})` }]),
  );
const ALPHAS = [0.04, 0.06, 0.08, 0.16, 0.24, 0.36, 0.48, 0.64, 0.8, 0.92, 0.95];

export const colorTokens = defineTokens.colors({
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: BLACK },
  white: { value: WHITE },
  whiteAlpha: alphaRamp('255, 255, 255', ALPHAS),
  blackAlpha: alphaRamp('0, 0, 0', ALPHAS),
  ...Object.fromEntries(
    Object.entries(palettes).map(([name, ramp]) => [
      name,
      Object.fromEntries(Object.entries(ramp).map(([shade, hex]) => [shade, { value: hex }])),
    ]),
  ),
});

/**
 * A colour reference: `white`, `black`, or `<palette>.<shade>`. Kept symbolic so that the contrast
 * test can resolve every pair to hex without a browser.
 */
export type ColorRef = 'white' | 'black' | `${PaletteName}.${Shade}`;
export interface ModeRef {
  light: ColorRef;
  dark: ColorRef;
}
const mode = (light: ColorRef, dark: ColorRef): ModeRef => ({ light, dark });

/** The keys every palette defines, so `colorPalette="<name>"` works on every recipe. */
export const PALETTE_ROLES = [
  'solid',
  'contrast',
  'fg',
  'muted',
  'subtle',
  'emphasized',
  'focusRing',
  'border',
] as const;
export type PaletteRole = (typeof PALETTE_ROLES)[number];

const standardRoles = (p: PaletteName): Record<PaletteRole, ModeRef> => ({
  solid: mode(`${p}.600`, `${p}.600`),
  contrast: mode('white', 'white'),
  fg: mode(`${p}.700`, `${p}.300`),
  muted: mode(`${p}.200`, `${p}.800`),
  subtle: mode(`${p}.100`, `${p}.900`),
  emphasized: mode(`${p}.300`, `${p}.700`),
  focusRing: mode(`${p}.500`, `${p}.500`),
  border: mode(`${p}.500`, `${p}.400`),
});

/**
 * Where a palette departs from the standard mapping, it is to keep text on `solid` at 4.5:1:
 * Chakra's green.600 and orange.600 carry white text at only 3.3:1 and 3.6:1.
 */
export const paletteRoles: Record<PaletteName, Record<PaletteRole, ModeRef>> = {
  brand: standardRoles('brand'),
  accent: standardRoles('accent'),
  gray: {
    solid: mode('gray.900', 'white'),
    contrast: mode('white', 'black'),
    fg: mode('gray.800', 'gray.200'),
    muted: mode('gray.200', 'gray.800'),
    subtle: mode('gray.100', 'gray.900'),
    emphasized: mode('gray.300', 'gray.700'),
    focusRing: mode('gray.400', 'gray.400'),
    border: mode('gray.200', 'gray.800'),
  },
  green: { ...standardRoles('green'), solid: mode('green.700', 'green.700') },
  yellow: {
    ...standardRoles('yellow'),
    solid: mode('yellow.300', 'yellow.300'),
    contrast: mode('black', 'black'),
    fg: mode('yellow.800', 'yellow.300'),
  },
  red: standardRoles('red'),
  orange: {
    ...standardRoles('orange'),
    solid: mode('orange.600', 'orange.500'),
    contrast: mode('black', 'black'),
  },
  blue: standardRoles('blue'),
  violet: standardRoles('violet'),
};

/** Surfaces and text, the same keys as Chakra's defaults so every recipe finds its tokens. */
export const surfaceRoles = {
  bg: {
    DEFAULT: mode('white', 'black'),
    subtle: mode('gray.50', 'gray.950'),
    muted: mode('gray.100', 'gray.900'),
    emphasized: mode('gray.200', 'gray.800'),
    inverted: mode('black', 'white'),
    panel: mode('white', 'gray.950'),
    error: mode('red.50', 'red.950'),
    warning: mode('orange.50', 'orange.950'),
    success: mode('green.50', 'green.950'),
    info: mode('blue.50', 'blue.950'),
  },
  fg: {
    DEFAULT: mode('black', 'gray.50'),
    muted: mode('gray.600', 'gray.400'),
    // Decoration and disabled text only: it does not reach 4.5:1 in dark mode.
    subtle: mode('gray.500', 'gray.500'),
    inverted: mode('gray.50', 'black'),
    // One step darker than Chakra's defaults in light mode, which are below 4.5:1 on white.
    error: mode('red.700', 'red.400'),
    warning: mode('orange.700', 'orange.300'),
    success: mode('green.700', 'green.300'),
    info: mode('blue.600', 'blue.300'),
  },
  border: {
    DEFAULT: mode('gray.200', 'gray.800'),
    muted: mode('gray.100', 'gray.900'),
    subtle: mode('gray.50', 'gray.950'),
    emphasized: mode('gray.300', 'gray.700'),
    inverted: mode('gray.800', 'gray.200'),
    error: mode('red.500', 'red.400'),
    warning: mode('orange.500', 'orange.400'),
    success: mode('green.500', 'green.400'),
    info: mode('blue.500', 'blue.400'),
  },
} as const satisfies Record<string, Record<string, ModeRef>>;

/** Resolves a reference to its hex value. */
export function resolveColor(ref: ColorRef): string {
  if (ref === 'white') return WHITE;
  if (ref === 'black') return BLACK;
  const [palette, shade] = ref.split('.') as [PaletteName, Shade];
  return palettes[palette][shade];
}

const toToken = ({ light, dark }: ModeRef) => ({
  value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` },
});
const toTokens = (roles: Record<string, ModeRef>) =>
  Object.fromEntries(Object.entries(roles).map(([key, ref]) => [key, toToken(ref)]));

export const semanticColorTokens = defineSemanticTokens.colors({
  ...Object.fromEntries(
    Object.entries(surfaceRoles).map(([group, roles]) => [group, toTokens(roles)]),
  ),
  ...Object.fromEntries(
    Object.entries(paletteRoles).map(([palette, roles]) => [palette, toTokens(roles)]),
  ),
});
