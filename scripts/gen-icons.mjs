// Draws the installed app's icons from the brand mark, public/favicon.svg, in Chromium (the one
// every browser test uses), into public/icons/ (docs/offline.md):
// - icon-192.png, icon-512.png: the mark as it is, corners transparent ("any" in the manifest);
// - maskable-512.png: the mark on a full-bleed square of its own green, scaled into the middle
//   80% that a launcher's mask always keeps ("maskable");
// - apple-touch-icon.png (180 px): the maskable drawing, as iOS rounds the corners itself.
// The PNGs are committed; run `npm run gen:icons` again after changing the mark.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';

const MARK = 'public/favicon.svg';
const OUT = 'public/icons';
/** The mark's own background colour, which the maskable icon's square continues to the edges. */
const BRAND_GREEN = '#15803d';
/** How much of a maskable icon a launcher may crop away: the mark keeps to the inner 80%. */
const SAFE_ZONE = 0.8;

const mark = `data:image/svg+xml;base64,${readFileSync(MARK).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, maskable } of icons) {
    const drawn = maskable ? Math.round(size * SAFE_ZONE) : size;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
        `background:${maskable ? BRAND_GREEN : 'transparent'}">` +
        `<img src="${mark}" width="${drawn}" height="${drawn}" alt=""></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `${OUT}/${file}`, omitBackground: !maskable });
    console.log(`${OUT}/${file}: ${size}×${size}${maskable ? ', maskable' : ''}`);
  }
} finally {
  await browser.close();
}
