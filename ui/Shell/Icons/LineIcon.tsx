import { createIcon } from '@chakra-ui/react';

/**
 * How the project's line icons are drawn. The project has no icon library, so
 * these are drawn here once, on a 24 × 24 grid with a 2 px stroke, and rendered through Chakra's
 * `Icon` (decorative: `aria-hidden`; the control around an icon carries the name).
 */
const stroke = {
  // 1em by default so an icon sits in a line of text at the text's size; pass boxSize to change.
  boxSize: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const line = (displayName: string, ...d: string[]) =>
  createIcon({
    displayName,
    defaultProps: stroke,
    path: d.map((segment) => <path key={segment} d={segment} />),
  });
