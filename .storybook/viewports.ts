import { breakpoints } from '../ui/theme/breakpoints.ts';

const px = (width: string) => Number.parseInt(width, 10);

function viewport(
  name: string,
  width: number,
  height: number,
  type: 'mobile' | 'tablet' | 'desktop',
) {
  return {
    name: `${name} (${width} × ${height})`,
    styles: { width: `${width}px`, height: `${height}px` },
    type,
  };
}

/**
 * The viewports of the toolbar, narrowest first: the Android phones most members hold (360, 390
 * and 412 px wide), then one at each of the theme's breakpoints, where the layouts change. A story
 * asks for one with `globals: { viewport: { value: 'phone', isRotated: false } }`; `phone` is the
 * narrowest, the width every phone story is checked at.
 */
export const viewports = {
  phone: viewport('Android phone, small', 360, 800, 'mobile'),
  phone390: viewport('Android phone', 390, 844, 'mobile'),
  phone412: viewport('Android phone, large', 412, 915, 'mobile'),
  sm: viewport('Breakpoint sm', px(breakpoints.sm), 854, 'mobile'),
  tablet: viewport('Tablet, breakpoint md', px(breakpoints.md), 1024, 'tablet'),
  laptop: viewport('Laptop, breakpoint lg', px(breakpoints.lg), 768, 'desktop'),
  desktop: viewport('Desktop, breakpoint xl', px(breakpoints.xl), 800, 'desktop'),
} as const;

export type ViewportName = keyof typeof viewports;

/** The viewport a story opens in when it names none. */
export const DEFAULT_VIEWPORT: ViewportName = 'desktop';

export function isViewportName(name: unknown): name is ViewportName {
  return typeof name === 'string' && Object.hasOwn(viewports, name);
}

export function viewportSize(name: string | undefined): { width: number; height: number } {
  const { styles } = viewports[isViewportName(name) ? name : DEFAULT_VIEWPORT];
  return { width: px(styles.width), height: px(styles.height) };
}

/** Narrower than the first breakpoint: a phone, where nothing may overflow sideways. */
export function isPhoneWidth(name: string | undefined): boolean {
  return viewportSize(name).width < px(breakpoints.sm);
}
