import {
  PALETTE_NAMES,
  paletteRoles,
  resolveColor,
  surfaceRoles,
  type ModeRef,
  type PaletteRole,
} from './colors';

/** WCAG 2.x contrast for normal text (level AA): every text pair below must reach it. */
export const AA_TEXT = 4.5;

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface TextPair {
  /** Which group of the Foundations table it belongs to. */
  group: 'Surfaces' | 'Status' | 'Palettes';
  /** The semantic tokens, as components name them: `fg.muted`, `brand.contrast`… */
  fg: string;
  bg: string;
  colors: { fg: ModeRef; bg: ModeRef };
}

export function pairContrast(pair: TextPair, mode: 'light' | 'dark'): number {
  return contrastRatio(resolveColor(pair.colors.fg[mode]), resolveColor(pair.colors.bg[mode]));
}

const token = (group: string, role: string) => (role === 'DEFAULT' ? group : `${group}.${role}`);
const { bg, fg } = surfaceRoles;

/**
 * Every pair of colours the theme draws text with: page text on each surface, status text, and
 * each palette as the recipes use it: solid buttons and badges (contrast on solid), subtle and
 * surface badges, alerts and buttons at rest and hovered (fg on subtle, fg on muted), and outline,
 * ghost and plain variants (fg on the page and on a panel). The contrast test and the Foundations
 * page both read this list.
 */
export const TEXT_PAIRS: TextPair[] = [
  ...(['DEFAULT', 'subtle', 'muted', 'panel'] as const).flatMap((surface) =>
    (['DEFAULT', 'muted'] as const).map((text) => ({
      group: 'Surfaces' as const,
      fg: token('fg', text),
      bg: token('bg', surface),
      colors: { fg: fg[text], bg: bg[surface] },
    })),
  ),
  {
    group: 'Surfaces',
    fg: 'fg.inverted',
    bg: 'bg.inverted',
    colors: { fg: fg.inverted, bg: bg.inverted },
  },
  ...(['error', 'warning', 'success', 'info'] as const).flatMap((role) =>
    (['DEFAULT', 'panel', role] as const).map((surface) => ({
      group: 'Status' as const,
      fg: `fg.${role}`,
      bg: token('bg', surface),
      colors: { fg: fg[role], bg: bg[surface] },
    })),
  ),
  ...PALETTE_NAMES.flatMap((palette) => {
    const roles = paletteRoles[palette];
    const pairs: [PaletteRole, PaletteRole | 'page' | 'panel'][] = [
      ['contrast', 'solid'],
      ['fg', 'subtle'],
      ['fg', 'muted'],
      ['fg', 'page'],
      ['fg', 'panel'],
    ];
    return pairs.map(([text, surface]) => ({
      group: 'Palettes' as const,
      fg: `${palette}.${text}`,
      bg: surface === 'page' ? 'bg' : surface === 'panel' ? 'bg.panel' : `${palette}.${surface}`,
      colors: {
        fg: roles[text],
        bg: surface === 'page' ? bg.DEFAULT : surface === 'panel' ? bg.panel : roles[surface],
      },
    }));
  }),
];
