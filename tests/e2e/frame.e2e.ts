import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchRequests } from '../../scripts/page-settled.mjs';
import { holdRequests, signInToDashboard, useBrowser, watchLayoutShifts } from './browser';

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
    const requests = watchRequests(page);
    await page.goto(path);
    // The page as the app has drawn it, its data in: the pre-rendered shell it arrived as gives
    // way to it, heading included (docs/prerender.md).
    await page.locator('html[data-app-ready]').waitFor();
    await requests.settled();
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

/** Where the header's pieces start: the main links (where shown) and the bell, from the left. */
async function headerPlaces(page: Page): Promise<{ links: number | null; bell: number }> {
  const banner = page.getByRole('banner');
  const links = banner.getByRole('navigation', { name: 'Main' });
  const bell = await banner.getByRole('link', { name: 'Notifications' }).boundingBox();
  return {
    links: (await links.isVisible()) ? Math.round((await links.boundingBox())?.x ?? NaN) : null,
    bell: Math.round(bell?.x ?? NaN),
  };
}

/**
 * The user menu's trigger comes in a chunk of its own, after the page's: until then the header
 * holds its place, and nothing in it moves when it arrives (the bell and the links are laid out
 * around it). The chunk is held back until the header has been measured without it; the
 * installable app's worker is kept out (the journeys' default), since it would serve the chunk from
 * its cache.
 */
async function checkHeaderHoldsStill(page: Page): Promise<void> {
  await signInToDashboard(page, 'member@pitchside.ng');
  const trigger = await holdRequests(page, /\/assets\/UserMenuButton-[\w-]+\.js$/);
  await page.goto('/locations');
  await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).waitFor();
  await expect
    .poll(() => trigger.held(), { message: "the trigger's code is asked for" })
    .toBeGreaterThan(0);
  const account = page.getByRole('banner').getByRole('button', { name: /^Account menu/ });
  expect(await account.count(), 'the trigger is held back').toBe(0);
  const before = await headerPlaces(page);
  const shifts = await watchLayoutShifts(page);
  trigger.release();
  await account.waitFor();
  // Two frames for the layout shift, if any, to be reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await headerPlaces(page)).toEqual(before);
  expect(await shifts()).toBe(0);
}

describe('the header as its user menu arrives', () => {
  describe('on a desktop (1280×800)', () => {
    const journey = useBrowser({ width: 1280, height: 800 });
    it('keeps the links and the bell where they were', async () => {
      await checkHeaderHoldsStill(journey.page);
    });
  });

  describe('on a phone (390×844)', () => {
    const journey = useBrowser({ width: 390, height: 844 });
    it('keeps the bell where it was', async () => {
      await checkHeaderHoldsStill(journey.page);
    });
  });
});
