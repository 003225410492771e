import { describe, expect, it } from 'vitest';
import { PALETTE_NAMES } from './colors';
import { AA_TEXT, TEXT_PAIRS, contrastRatio, pairContrast } from './contrast';

describe('contrast (WCAG AA, 4.5:1 for body text) in light and dark mode', () => {
  it('text contrast measures like the WCAG examples', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('lists the pairs of every surface, status role and palette', () => {
    const names = TEXT_PAIRS.map(({ fg, bg }) => `${fg} on ${bg}`);
    for (const surface of ['bg', 'bg.subtle', 'bg.muted', 'bg.panel']) {
      expect(names).toContain(`fg on ${surface}`);
      expect(names).toContain(`fg.muted on ${surface}`);
    }
    expect(names).toContain('fg.inverted on bg.inverted');
    for (const role of ['error', 'warning', 'success', 'info']) {
      expect(names).toEqual(
        expect.arrayContaining([
          `fg.${role} on bg`,
          `fg.${role} on bg.panel`,
          `fg.${role} on bg.${role}`,
        ]),
      );
    }
    for (const palette of PALETTE_NAMES) {
      expect(names).toEqual(
        expect.arrayContaining([
          `${palette}.contrast on ${palette}.solid`,
          `${palette}.fg on ${palette}.subtle`,
          `${palette}.fg on ${palette}.muted`,
          `${palette}.fg on bg`,
          `${palette}.fg on bg.panel`,
        ]),
      );
    }
  });

  for (const pair of TEXT_PAIRS) {
    it(`${pair.fg} on ${pair.bg}`, () => {
      for (const mode of ['light', 'dark'] as const) {
        const ratio = pairContrast(pair, mode);
        expect(
          ratio,
          `${pair.fg} on ${pair.bg} in ${mode} mode is ${ratio.toFixed(2)}:1`,
        ).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });
  }
});
