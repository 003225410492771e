/**
 * The theme's focus ring for a part that takes focus only so that it can be scrolled or read by
 * keyboard (a region of figures, a table that scrolls sideways, a dialog's body while its controls
 * are busy). Drawn inside the part, which clips what lies outside it, in the brand's ring colour:
 * never the browser's own ring, whose colour and shape change from one browser to the next.
 */
export const regionFocusRing = {
  outline: '2px solid',
  outlineColor: 'brand.focusRing',
  outlineOffset: '-2px',
} as const;
