/** The viewports stories may ask for with `globals: { viewport: { value: 'phone' } }`. */
export const viewports = {
  phone: { name: 'Phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet (768 × 1024)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1280 × 800)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

export function viewportSize(name: string | undefined): { width: number; height: number } {
  const viewport = name && name in viewports ? viewports[name as ViewportName] : viewports.desktop;
  return {
    width: Number.parseInt(viewport.styles.width, 10),
    height: Number.parseInt(viewport.styles.height, 10),
  };
}
