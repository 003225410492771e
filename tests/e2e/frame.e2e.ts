import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToDashboard, useBrowser } from './browser';

const PAGES = ['/dashboard', '/locations', '/bookings', '/settings', '/profile', '/subscriptions'];
/** A date or time as the API writes it (2026-11-29, 2026-11-29T10:00:00Z), never shown as is. */
const RAW_ISO = /\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?/g;

/** Where the logo starts, and where each page's title starts, in CSS pixels from the left. */
async function leftEdges(
  page: Page,
): Promise<{ logo: number; pages: Record<string, number>; rawDates: Record<string, string[]> }> {
  const logo = await page
    .getByRole('banner')
    .getByRole('link', { name: 'Pitchside home' })
    .boundingBox();
  const pages: Record<string, number> = {};
  const rawDates: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path);
    // The page as the app has drawn it, its data in: the pre-rendered shell it arrived as gives
    // way to it, heading included (docs/prerender.md).
    await page.locator('html[data-app-ready]').waitFor();
    await page.waitForLoadState('networkidle');
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    await title.waitFor();
    pages[path] = Math.round((await title.boundingBox())?.x ?? Number.NaN);
    // Every date is written by domain/format.ts: no list shows the API's own form.
    const found = (await page.getByRole('main').innerText()).match(RAW_ISO);
    if (found) rawDates[path] = found;
  }
  return { logo: Math.round(logo?.x ?? Number.NaN), pages, rawDates };
}

function sameEverywhere(logo: number) {
  return Object.fromEntries(PAGES.map((path) => [path, logo]));
}

describe('one page frame on a desktop (1280×800)', () => {
  const journey = useBrowser({ width: 1280, height: 800 });

  it("starts every page's content at the logo's left edge, and shows no raw ISO date", async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    const { logo, pages, rawDates } = await leftEdges(page);
    // At 1280 px the frame fills the window: the gutter is the only space on the left.
    expect(logo).toBe(24);
    expect(pages).toEqual(sameEverywhere(logo));
    expect(rawDates).toEqual({});
  });
});

describe('one page frame on a phone (390×844)', () => {
  const journey = useBrowser({ width: 390, height: 844 });

  it("starts every page's content at the logo's left edge", async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    const { logo, pages } = await leftEdges(page);
    expect(logo).toBe(16);
    expect(pages).toEqual(sameEverywhere(logo));
  });
});
