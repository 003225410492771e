import { describe, expect, it } from 'vitest';
import { resolveColor, surfaceRoles, paletteRoles, type ColorRef } from './colors';
import { getSystem } from './index';
import { overlayGlobalCss, overlayRoles } from './overlays';

const system = getSystem();

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

/** What the eye sees where black at `alpha` lies over `hex`. */
function underBackdrop(hex: string, alpha: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const MODES = ['light', 'dark'] as const;

/** What lies under a dialog's backdrop: the page itself and the cards on it. */
function behind(mode: (typeof MODES)[number]) {
  const alpha = overlayRoles.backdropAlpha[mode];
  return {
    page: underBackdrop(resolveColor(surfaceRoles.bg.DEFAULT[mode]), alpha),
    card: underBackdrop(resolveColor(surfaceRoles.bg.panel[mode]), alpha),
  };
}

const surface = (mode: (typeof MODES)[number]) => resolveColor(overlayRoles.surface[mode]);

describe('dialogs stand apart from the page under their backdrop', () => {
  it('the compositing and the ratio measure as expected', () => {
    expect(underBackdrop('#ffffff', 0.5)).toBe('#808080');
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  // Before: bg.panel (#111111) under a 36% backdrop over the page (#09090b), 1.07:1.
  it('dark mode: the surface is lighter than anything under the backdrop, at 1.35:1 or more', () => {
    const { page, card } = behind('dark');
    expect(contrast(surface('dark'), page)).toBeGreaterThanOrEqual(1.35);
    expect(contrast(surface('dark'), card)).toBeGreaterThanOrEqual(1.35);
    expect(contrast(resolveColor(surfaceRoles.bg.panel.dark), page)).toBeLessThan(1.1);
  });

  // WCAG 1.4.11: what identifies a component's edge needs 3:1 against what is next to it.
  it('its edge is at 3:1 against what is under the backdrop, in both modes', () => {
    for (const mode of MODES) {
      const edgeRef: ColorRef = overlayRoles.edge[mode] ?? overlayRoles.surface[mode];
      const { page, card } = behind(mode);
      const edge = resolveColor(edgeRef);
      expect(contrast(edge, page), `${mode} edge on the page`).toBeGreaterThanOrEqual(3);
      expect(contrast(edge, card), `${mode} edge on a card`).toBeGreaterThanOrEqual(3);
    }
  });

  it('text stays at 4.5:1 on the surface (fg, fg.muted, the status and palette colours)', () => {
    const { fg } = surfaceRoles;
    const texts = {
      fg: fg.DEFAULT,
      'fg.muted': fg.muted,
      'fg.error': fg.error,
      'fg.warning': fg.warning,
      'fg.success': fg.success,
      'fg.info': fg.info,
      ...Object.fromEntries(
        Object.entries(paletteRoles).map(([palette, roles]) => [`${palette}.fg`, roles.fg]),
      ),
    };
    for (const mode of MODES) {
      for (const [name, ref] of Object.entries(texts)) {
        const ratio = contrast(resolveColor(ref[mode]), surface(mode));
        expect(ratio, `${name} in ${mode} mode is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });

  it('the light surface is the panel colour the recipes already use', () => {
    expect(overlayRoles.surface.light).toBe(surfaceRoles.bg.panel.light);
  });

  it('redefines only custom properties the system defines', () => {
    const names = new Set(
      ['colors.blackAlpha.500', 'colors.bg.panel', 'shadows.lg'].map((token) =>
        system.token.var(token).replace(/^var\((.*)\)$/, '$1'),
      ),
    );
    const redefined = Object.values(overlayGlobalCss).flatMap((rule) => Object.keys(rule));
    expect(redefined.length).toBeGreaterThan(0);
    for (const property of redefined) expect(names).toContain(property);
    const referenced = Object.values(overlayGlobalCss)
      .flatMap((rule) => Object.values(rule))
      .flatMap((value) => [...value.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
    for (const property of referenced) {
      const token = property?.replace(/^--chakra-colors-/, 'colors.').replace('-', '.');
      expect(system.token.var(token ?? '')).toBe(`var(${property})`);
    }
  });
});
