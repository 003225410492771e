import { defineTextStyles, defineTokens } from '@chakra-ui/react';
import { textStyles as chakraTextStyles } from '@chakra-ui/react/theme';

/**
 * System font stacks only: the app downloads no web font. Headings use condensed, heavy faces
 * that ship with the common platforms (Bahnschrift on Windows, DIN Alternate and Avenir Next
 * Condensed on Apple) for a scoreboard feel, and fall back to the body stack elsewhere.
 */
const SYSTEM_SANS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Noto Color Emoji"',
].join(', ');

export const FONT_STACKS = {
  body: SYSTEM_SANS,
  heading: `"Avenir Next Condensed", "DIN Alternate", Bahnschrift, "Arial Narrow", ${SYSTEM_SANS}`,
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "Courier New", monospace',
} as const;

export const fontTokens = defineTokens.fonts({
  body: { value: FONT_STACKS.body },
  heading: { value: FONT_STACKS.heading },
  mono: { value: FONT_STACKS.mono },
});

/**
 * Chakra's size styles (`xs` … `7xl`, `label`) stay because the recipes size themselves with them;
 * the named styles below are the ones screens use for their own text.
 */
export const textStyles = defineTextStyles({
  ...chakraTextStyles,
  display: {
    description: 'Landing hero and page titles',
    value: {
      fontFamily: 'heading',
      fontSize: { base: '4xl', md: '5xl' },
      fontWeight: 'extrabold',
      lineHeight: '1.1',
      letterSpacing: '-0.02em',
    },
  },
  title: {
    description: 'Card and section titles',
    value: { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.875rem' },
  },
  body: {
    description: 'Running text',
    value: { fontFamily: 'body', fontSize: 'md', lineHeight: '1.5rem' },
  },
  caption: {
    description: 'Secondary details under a value: dates, addresses',
    value: { fontSize: 'xs', lineHeight: '1rem', color: 'fg.muted' },
  },
  overline: {
    description: 'Small uppercase eyebrow above a title',
    value: {
      fontSize: 'xs',
      lineHeight: '1rem',
      fontWeight: 'semibold',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
    },
  },
  figure: {
    description: 'Coin balances, prices and counts, with digits that line up',
    value: {
      fontFamily: 'heading',
      fontSize: '3xl',
      fontWeight: 'bold',
      lineHeight: '2.375rem',
      fontVariantNumeric: 'tabular-nums',
    },
  },
});

/** The named styles, in the order the Typography story shows them. */
export const NAMED_TEXT_STYLES = [
  'display',
  'title',
  'body',
  'caption',
  'overline',
  'figure',
  'label',
] as const;
