/**
 * Chakra 3.37's own scales (spacing, sizes, radii, type sizes, motion, z-index, the two animations
 * we use), its shadows and its CSS variable names, as data. They are copied rather than read from
 * `@chakra-ui/react/theme` because that module defines them beside its lists of every recipe: once
 * it is part of the first page, the bundler puts each recipe any page uses into the first page too.
 * `system.test.ts` checks that every value here still equals Chakra's.
 */
export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';

const spacing = {
  '1': {
    value: '0.25rem',
  },
  '2': {
    value: '0.5rem',
  },
  '3': {
    value: '0.75rem',
  },
  '4': {
    value: '1rem',
  },
  '5': {
    value: '1.25rem',
  },
  '6': {
    value: '1.5rem',
  },
  '7': {
    value: '1.75rem',
  },
  '8': {
    value: '2rem',
  },
  '9': {
    value: '2.25rem',
  },
  '10': {
    value: '2.5rem',
  },
  '11': {
    value: '2.75rem',
  },
  '12': {
    value: '3rem',
  },
  '14': {
    value: '3.5rem',
  },
  '16': {
    value: '4rem',
  },
  '20': {
    value: '5rem',
  },
  '24': {
    value: '6rem',
  },
  '28': {
    value: '7rem',
  },
  '32': {
    value: '8rem',
  },
  '36': {
    value: '9rem',
  },
  '40': {
    value: '10rem',
  },
  '44': {
    value: '11rem',
  },
  '48': {
    value: '12rem',
  },
  '52': {
    value: '13rem',
  },
  '56': {
    value: '14rem',
  },
  '60': {
    value: '15rem',
  },
  '64': {
    value: '16rem',
  },
  '72': {
    value: '18rem',
  },
  '80': {
    value: '20rem',
  },
  '96': {
    value: '24rem',
  },
  '0.5': {
    value: '0.125rem',
  },
  '1.5': {
    value: '0.375rem',
  },
  '2.5': {
    value: '0.625rem',
  },
  '3.5': {
    value: '0.875rem',
  },
  '4.5': {
    value: '1.125rem',
  },
} as const;

export const chakraScales = {
  aspectRatios: {
    square: {
      value: '1 / 1',
    },
    landscape: {
      value: '4 / 3',
    },
    portrait: {
      value: '3 / 4',
    },
    wide: {
      value: '16 / 9',
    },
    ultrawide: {
      value: '18 / 5',
    },
    golden: {
      value: '1.618 / 1',
    },
  },
  blurs: {
    none: {
      value: ' ',
    },
    sm: {
      value: '4px',
    },
    md: {
      value: '8px',
    },
    lg: {
      value: '12px',
    },
    xl: {
      value: '16px',
    },
    '2xl': {
      value: '24px',
    },
    '3xl': {
      value: '40px',
    },
    '4xl': {
      value: '64px',
    },
  },
  borders: {
    xs: {
      value: '0.5px solid',
    },
    sm: {
      value: '1px solid',
    },
    md: {
      value: '2px solid',
    },
    lg: {
      value: '4px solid',
    },
    xl: {
      value: '8px solid',
    },
  },
  cursor: {
    button: {
      value: 'pointer',
    },
    checkbox: {
      value: 'default',
    },
    disabled: {
      value: 'not-allowed',
    },
    menuitem: {
      value: 'default',
    },
    option: {
      value: 'default',
    },
    radio: {
      value: 'default',
    },
    slider: {
      value: 'default',
    },
    switch: {
      value: 'pointer',
    },
  },
  durations: {
    fastest: {
      value: '50ms',
    },
    faster: {
      value: '100ms',
    },
    fast: {
      value: '150ms',
    },
    moderate: {
      value: '200ms',
    },
    slow: {
      value: '300ms',
    },
    slower: {
      value: '400ms',
    },
    slowest: {
      value: '500ms',
    },
  },
  easings: {
    'ease-in': {
      value: 'cubic-bezier(0.42, 0, 1, 1)',
    },
    'ease-out': {
      value: 'cubic-bezier(0, 0, 0.58, 1)',
    },
    'ease-in-out': {
      value: 'cubic-bezier(0.42, 0, 0.58, 1)',
    },
    'ease-in-smooth': {
      value: 'cubic-bezier(0.32, 0.72, 0, 1)',
    },
  },
  fontSizes: {
    '2xs': {
      value: '0.625rem',
    },
    xs: {
      value: '0.75rem',
    },
    sm: {
      value: '0.875rem',
    },
    md: {
      value: '1rem',
    },
    lg: {
      value: '1.125rem',
    },
    xl: {
      value: '1.25rem',
    },
    '2xl': {
      value: '1.5rem',
    },
    '3xl': {
      value: '1.875rem',
    },
    '4xl': {
      value: '2.25rem',
    },
    '5xl': {
      value: '3rem',
    },
    '6xl': {
      value: '3.75rem',
    },
    '7xl': {
      value: '4.5rem',
    },
    '8xl': {
      value: '6rem',
    },
    '9xl': {
      value: '8rem',
    },
  },
  fontWeights: {
    thin: {
      value: '100',
    },
    extralight: {
      value: '200',
    },
    light: {
      value: '300',
    },
    normal: {
      value: '400',
    },
    medium: {
      value: '500',
    },
    semibold: {
      value: '600',
    },
    bold: {
      value: '700',
    },
    extrabold: {
      value: '800',
    },
    black: {
      value: '900',
    },
  },
  letterSpacings: {
    tighter: {
      value: '-0.05em',
    },
    tight: {
      value: '-0.025em',
    },
    wide: {
      value: '0.025em',
    },
    wider: {
      value: '0.05em',
    },
    widest: {
      value: '0.1em',
    },
  },
  lineHeights: {
    shorter: {
      value: 1.25,
    },
    short: {
      value: 1.375,
    },
    moderate: {
      value: 1.5,
    },
    tall: {
      value: 1.625,
    },
    taller: {
      value: 2,
    },
  },
  radii: {
    none: {
      value: '0',
    },
    '2xs': {
      value: '0.0625rem',
    },
    xs: {
      value: '0.125rem',
    },
    sm: {
      value: '0.25rem',
    },
    md: {
      value: '0.375rem',
    },
    lg: {
      value: '0.5rem',
    },
    xl: {
      value: '0.75rem',
    },
    '2xl': {
      value: '1rem',
    },
    '3xl': {
      value: '1.5rem',
    },
    '4xl': {
      value: '2rem',
    },
    full: {
      value: '9999px',
    },
  },
  // Every spacing step is also a size.
  sizes: {
    ...spacing,
    ...{
      '3xs': {
        value: '14rem',
      },
      '2xs': {
        value: '16rem',
      },
      xs: {
        value: '20rem',
      },
      sm: {
        value: '24rem',
      },
      md: {
        value: '28rem',
      },
      lg: {
        value: '32rem',
      },
      xl: {
        value: '36rem',
      },
      '2xl': {
        value: '42rem',
      },
      '3xl': {
        value: '48rem',
      },
      '4xl': {
        value: '56rem',
      },
      '5xl': {
        value: '64rem',
      },
      '6xl': {
        value: '72rem',
      },
      '7xl': {
        value: '80rem',
      },
      '8xl': {
        value: '90rem',
      },
      '1/2': {
        value: '50%',
      },
      '1/3': {
        value: '33.333333%',
      },
      '2/3': {
        value: '66.666667%',
      },
      '1/4': {
        value: '25%',
      },
      '3/4': {
        value: '75%',
      },
      '1/5': {
        value: '20%',
      },
      '2/5': {
        value: '40%',
      },
      '3/5': {
        value: '60%',
      },
      '4/5': {
        value: '80%',
      },
      '1/6': {
        value: '16.666667%',
      },
      '2/6': {
        value: '33.333333%',
      },
      '3/6': {
        value: '50%',
      },
      '4/6': {
        value: '66.666667%',
      },
      '5/6': {
        value: '83.333333%',
      },
      '1/12': {
        value: '8.333333%',
      },
      '2/12': {
        value: '16.666667%',
      },
      '3/12': {
        value: '25%',
      },
      '4/12': {
        value: '33.333333%',
      },
      '5/12': {
        value: '41.666667%',
      },
      '6/12': {
        value: '50%',
      },
      '7/12': {
        value: '58.333333%',
      },
      '8/12': {
        value: '66.666667%',
      },
      '9/12': {
        value: '75%',
      },
      '10/12': {
        value: '83.333333%',
      },
      '11/12': {
        value: '91.666667%',
      },
      max: {
        value: 'max-content',
      },
      min: {
        value: 'min-content',
      },
      fit: {
        value: 'fit-content',
      },
      prose: {
        value: '60ch',
      },
      full: {
        value: '100%',
      },
      dvh: {
        value: '100dvh',
      },
      svh: {
        value: '100svh',
      },
      lvh: {
        value: '100lvh',
      },
      dvw: {
        value: '100dvw',
      },
      svw: {
        value: '100svw',
      },
      lvw: {
        value: '100lvw',
      },
      vw: {
        value: '100vw',
      },
      vh: {
        value: '100vh',
      },
    },
  },
  spacing,
  zIndex: {
    hide: {
      value: -1,
    },
    base: {
      value: 0,
    },
    docked: {
      value: 10,
    },
    dropdown: {
      value: 1000,
    },
    sticky: {
      value: 1100,
    },
    banner: {
      value: 1200,
    },
    overlay: {
      value: 1300,
    },
    modal: {
      value: 1400,
    },
    popover: {
      value: 1500,
    },
    skipNav: {
      value: 1600,
    },
    toast: {
      value: 1700,
    },
    tooltip: {
      value: 1800,
    },
    max: {
      value: 2147483647,
    },
  },
  animations: {
    spin: {
      value: 'spin 1s linear infinite',
    },
    pulse: {
      value: 'pulse 2s cubic-bezier(0.4, 0, 0.6, 1) infinite',
    },
  },
} as const;

export const chakraShadows = {
  xs: {
    value: {
      _light: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}',
      _dark: '0px 1px 1px {black/64}, 0px 0px 1px inset {colors.gray.300/20}',
    },
  },
  sm: {
    value: {
      _light: '0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 2px 4px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  md: {
    value: {
      _light: '0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 4px 8px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  lg: {
    value: {
      _light: '0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 8px 16px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  xl: {
    value: {
      _light: '0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 16px 24px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  '2xl': {
    value: {
      _light: '0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}',
      _dark: '0px 24px 40px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
    },
  },
  inner: {
    value: {
      _light: 'inset 0 2px 4px 0 {black/5}',
      _dark: 'inset 0 2px 4px 0 black',
    },
  },
  inset: {
    value: {
      _light: 'inset 0 0 0 1px {black/5}',
      _dark: 'inset 0 0 0 1px {colors.gray.300/5}',
    },
  },
} as const;
