/**
 * "Near me" on /locations in Chromium: the browser's own geolocation, granted
 * with a position in Lagos or refused, as a member would meet it. Only reads: no state changes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInToDashboard, useBrowser } from './browser';

const NEAR_LEKKI = { latitude: 6.4474, longitude: 3.4723 };

async function openLocations(page: Page) {
  await signInToDashboard(page, 'member@pitchside.ng');
  await page.goto('/locations');
  await page.getByRole('article').first().waitFor();
}

const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

describe('Near me on /locations', () => {
  const journey = useBrowser();

  it('with location allowed, sorts the venues by distance and shows each one', async () => {
    const { page, context, baseURL } = journey;
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation(NEAR_LEKKI);
    await openLocations(page);

    await page.getByRole('button', { name: 'Near me' }).click();
    await page.getByRole('status').filter({ hasText: 'Sorted by distance from you' }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('near') === 'me');
    await expect
      .poll(() => cardNames(page), { timeout: 15_000 })
      .toEqual(['Lekki Arena', 'Ikoyi Racquet Club']);
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.nth(0).textContent()).toContain('0 m');
    expect(await cards.nth(1).textContent()).toMatch(/\d\.\d km/);
    await page.getByText('2 locations within 10 km').waitFor();
    // The member's position is never written to the address.
    expect(page.url()).not.toContain('6.44');
    expect(page.url()).not.toContain('3.47');

    // A reload keeps the sort: the browser, already allowed, is asked again without a prompt.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Sorted by distance from you' }).waitFor();
    await expect
      .poll(() => cardNames(page), { timeout: 15_000 })
      .toEqual(['Lekki Arena', 'Ikoyi Racquet Club']);

    await page.getByRole('button', { name: 'Show all venues' }).click();
    await expect.poll(async () => (await cardNames(page)).length, { timeout: 15_000 }).toBe(8);
  }, 90_000);

  it('with location refused, says so and sorts from the centre of a picked city', async () => {
    const { page, context, baseURL } = journey;
    await openLocations(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
      origin: baseURL,
    });

    await page.getByRole('button', { name: 'Near me' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          "Location is off for Pitchside. Allow it in your browser's settings, or pick a city.",
      })
      .waitFor();
    expect((await cardNames(page)).length).toBe(8);

    await page.getByRole('combobox', { name: 'Or pick a city' }).selectOption('Abuja');
    await page.waitForURL((url) => url.searchParams.get('city') === 'Abuja');
    await page
      .getByRole('status')
      .filter({ hasText: 'Sorted by distance from the centre of Abuja' })
      .waitFor();
    await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(['Wuse Sports Hub']);
    expect(await page.getByRole('main').getByRole('article').first().textContent()).toMatch(
      /\d\.\d km|\d+ m/,
    );
    expect(page.url()).not.toContain('near=');
  }, 90_000);
});
