/**
 * Venue pictures (docs/imagery.md): on /locations every venue card shows a picture that loads,
 * either the venue's photo or the drawing of its main sport, served as its own long-cached file;
 * none reads "No photo yet", and no card moves when its picture arrives (the frame is reserved).
 * On a phone a card's picture is smaller than the page's pre-rendered line, which stays its largest
 * paint.
 * Read-only: it signs in as the demo member and changes nothing. The installable app's worker is
 * kept out: once it controls the page it answers the drawings from its precache, where the route
 * that holds them back never sees them.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToDashboard, useBrowser, watchLayoutShifts } from './browser';

interface Box {
  top: number;
  height: number;
}

/** Each venue card's box and its picture's, in page coordinates. */
function boxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('article[data-location-id]')].flatMap((card) => {
      const picture = card.querySelector('img');
      return [card, picture].map((element) => {
        const rect = element ? element.getBoundingClientRect() : { top: -1, height: -1 };
        return { top: Math.round(rect.top + window.scrollY), height: Math.round(rect.height) };
      });
    }),
  );
}

async function checkCards(page: Page): Promise<void> {
  // The drawings are held back until the cards have been measured without them.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[^/]+\.svg$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  const drawings = new Map<string, string>();
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.svg$/.test(response.url())) {
      drawings.set(response.url(), response.headers()['cache-control'] ?? '');
    }
  });
  await signInToDashboard(page, 'member@pitchside.ng');
  await page.goto('/locations');
  const cards = page.locator('article[data-location-id]');
  await cards.first().waitFor();
  // Settled as a member sees it: the venues' list has loaded and the cards in view have asked for
  // their drawings. (Not "network idle": a drawing held back here is a request still open, so the
  // network never goes quiet once the first card asks for its own.)
  await page.getByRole('status', { name: /loading/i }).waitFor({ state: 'detached' });
  await expect
    .poll(() => held.length, { message: 'the cards in view ask for their drawings' })
    .toBeGreaterThan(0);
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(8);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('article[data-location-id] img')].filter(
        (image) => image.complete,
      ),
    ),
  ).toHaveLength(0);
  const before = await boxes(page);
  const shifts = await watchLayoutShifts(page);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const name = (await card.getByRole('heading').first().textContent()) ?? '';
    await card.scrollIntoViewIfNeeded();
    const picture = card.locator('img');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), {
        message: `${name}: its picture loads`,
      })
      .toBeGreaterThan(0);
    expect(await picture.getAttribute('loading'), name).toBe('lazy');
    expect(await picture.getAttribute('width'), name).toMatch(/^\d+$/);
    expect(await picture.getAttribute('height'), name).toMatch(/^\d+$/);
    // A drawing is a file of its own (never a data: URL inside the JavaScript).
    expect(await picture.getAttribute('src'), name).toMatch(/^\/assets\/[\w-]+\.svg$|^https?:/);
    expect(await card.textContent(), name).not.toContain('No photo yet');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await boxes(page)).toEqual(before);
  expect(await shifts()).toBe(0);

  // Main sports of the seed's venues: football, basketball and tennis, futsal at least.
  expect(drawings.size).toBeGreaterThanOrEqual(3);
  for (const [url, cache] of drawings) {
    expect({ url, cache }).toEqual({ url, cache: 'public, max-age=31536000, immutable' });
  }
}

describe('venue pictures on a phone (390 × 844)', () => {
  const journey = useBrowser({ width: 390, height: 844 });

  it('every card shows a picture that loads, and no card moves when it does', async () => {
    await checkCards(journey.page);
  });

  it("keeps the page's largest paint the line its document arrived with, not a picture drawn later", async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/locations');
    await page.getByRole('status', { name: /loading/i }).waitFor({ state: 'detached' });
    const first = page.locator('article[data-location-id] img').first();
    await expect
      .poll(() =>
        first.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    // In view, where a larger picture would count as the page's largest paint.
    expect(
      await first.evaluate((image) => image.getBoundingClientRect().top < window.innerHeight),
    ).toBe(true);
    const largest = await page.evaluate(
      () =>
        new Promise<{ paints: number; pictures: string[] }>((resolve) => {
          // Largest paints are only given to an observer; `buffered` hands over those already made.
          const entries: LargestContentfulPaint[] = [];
          const observer = new PerformanceObserver((list) => {
            entries.push(...(list.getEntries() as LargestContentfulPaint[]));
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          // Two frames after the picture loaded: it has been painted, and reported if it counts.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              entries.push(...(observer.takeRecords() as LargestContentfulPaint[]));
              observer.disconnect();
              resolve({
                paints: entries.length,
                pictures: entries.filter((entry) => entry.url !== '').map((entry) => entry.url),
              });
            }),
          );
        }),
    );
    // A card's picture on a phone is smaller than the line under the heading, which the phone
    // paints from the HTML before the app's code has run (docs/imagery.md, docs/prerender.md):
    // the largest paint is text, and no picture drawn after it is larger.
    expect(largest.paints).toBeGreaterThan(0);
    expect(largest.pictures).toEqual([]);
  });
});

describe('venue pictures on a desktop', () => {
  const journey = useBrowser();

  it('every card shows a picture that loads, and no card moves when it does', async () => {
    await checkCards(journey.page);
  });
});
