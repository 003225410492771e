import { describe, expect, it } from 'vitest';
import {
  PALETTE_NAMES,
  paletteRoles,
  resolveColor,
  surfaceRoles,
  type ModeRef,
  type PaletteRole,
} from './colors';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const MODES = ['light', 'dark'] as const;
const AA_TEXT = 4.5;

function expectReadable(name: string, fg: ModeRef, bg: ModeRef) {
  for (const mode of MODES) {
    const ratio = contrast(resolveColor(fg[mode]), resolveColor(bg[mode]));
    expect(ratio, `${name} in ${mode} mode is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  }
}

describe('contrast (WCAG AA, 4.5:1 for body text) in light and dark mode', () => {
  it('text contrast measures like the WCAG examples', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  const { bg, fg } = surfaceRoles;
  const backgrounds = {
    bg: bg.DEFAULT,
    'bg.subtle': bg.subtle,
    'bg.muted': bg.muted,
    'bg.panel': bg.panel,
  };

  for (const [bgName, bgRef] of Object.entries(backgrounds)) {
    it(`fg and fg.muted on ${bgName}`, () => {
      expectReadable(`fg on ${bgName}`, fg.DEFAULT, bgRef);
      expectReadable(`fg.muted on ${bgName}`, fg.muted, bgRef);
    });
  }

  it('status text (fg.error, fg.warning, fg.success, fg.info) on bg and bg.panel', () => {
    for (const role of ['error', 'warning', 'success', 'info'] as const) {
      expectReadable(`fg.${role} on bg`, fg[role], bg.DEFAULT);
      expectReadable(`fg.${role} on bg.panel`, fg[role], bg.panel);
      expectReadable(`fg.${role} on bg.${role}`, fg[role], bg[role]);
    }
  });

  it('fg.inverted on bg.inverted (tooltips)', () => {
    expectReadable('fg.inverted on bg.inverted', fg.inverted, bg.inverted);
  });

  // The pairs the recipes draw text with: solid buttons and badges (contrast on solid), subtle
  // and surface badges, alerts and buttons at rest and hovered (fg on subtle, fg on muted), and
  // outline, ghost and plain variants (fg on the page).
  const pairs: [PaletteRole, PaletteRole | 'page' | 'panel'][] = [
    ['contrast', 'solid'],
    ['fg', 'subtle'],
    ['fg', 'muted'],
    ['fg', 'page'],
    ['fg', 'panel'],
  ];
  for (const palette of PALETTE_NAMES) {
    it(`${palette}: ${pairs.map(([f, b]) => `${f} on ${b}`).join(', ')}`, () => {
      const roles = paletteRoles[palette];
      for (const [fgRole, bgRole] of pairs) {
        const bgRef =
          bgRole === 'page' ? bg.DEFAULT : bgRole === 'panel' ? bg.panel : roles[bgRole];
        expectReadable(`${palette}.${fgRole} on ${bgRole}`, roles[fgRole], bgRef);
      }
    });
  }
});
