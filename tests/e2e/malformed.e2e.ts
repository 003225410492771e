/** A member whose connection cuts an answer short: the page says so, the app stays around it. */
import { describe, expect, it } from 'vitest';
import { signInToDashboard, useBrowser } from './browser';

describe('a truncated answer', () => {
  const journey = useBrowser();

  it('on /locations leaves the header and navigation in place', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    // Every answer of the locations list is cut off mid-body, as a dropped connection leaves it.
    await page.route(/\/api\/v1\/locations\/locations\/(\?.*)?$/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"success":true,"data":{"count":12,"results":[{"id":1,"name":"Lekki Ar',
      }),
    );
    await page.goto('/locations');
    await page.getByText('Failed to load locations').first().waitFor();
    expect(await page.getByText('Error Loading Page').count()).toBe(0);
    // SPEC §2: the demo venues stand in, under the notice that they are demo data.
    await page.getByText(/^Showing demo data/).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Lekki Arena' }).waitFor();
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);
    const navigation = page.getByRole('navigation').first();
    await expect
      .poll(() => navigation.getByRole('link', { name: 'Bookings' }).isVisible())
      .toBe(true);
    // The rest of the page still works: the member can go on to their bookings.
    await navigation.getByRole('link', { name: 'Bookings' }).click();
    await page.waitForURL('**/bookings');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});

describe('a truncated answer on a phone', () => {
  const journey = useBrowser({ width: 390, height: 844 });

  it('on /locations leaves the header and its menu in place', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.route(/\/api\/v1\/locations\/locations\/(\?.*)?$/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"success":true,"data":{"count":12,"results":[{"id":1,"name":"Lekki Ar',
      }),
    );
    await page.goto('/locations');
    await page.getByText('Failed to load locations').first().waitFor();
    expect(await page.getByText('Error Loading Page').count()).toBe(0);
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);
    // On a phone the navigation is the header's menu.
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Bookings' }).click();
    await page.waitForURL('**/bookings');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});
