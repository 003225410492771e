import { describe, expect, it } from 'vitest';
import { layoutShiftOnLoad, PHONE, slowNetwork, useBrowser } from './browser';

const path = (url: string) => new URL(url).pathname;

describe('a visitor', () => {
  const journey = useBrowser();

  it('browses the public pages', async () => {
    const { page } = journey;
    await page.goto('/');
    await page.getByRole('link', { name: 'Pitchside home' }).first().waitFor();

    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\w/);

    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await page.getByRole('button', { name: /send/i }).waitFor();

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy/i })
      .click();
    await page.waitForURL('**/privacy');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/privacy/i);

    await page.goto('/landing');
    await page.getByText('5K+').first().waitFor();
    await page.getByText('Elite Athletes').first().waitFor();
  });

  it('is sent to /login from a member page', async () => {
    const { page } = journey;
    await page.goto('/bookings');
    await page.waitForURL('**/login');
    expect(path(page.url())).toBe('/login');
  });

  it('is sent from an unknown path to /', async () => {
    const { page } = journey;
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    expect(path(page.url())).toBe('/');
  });
});

describe('a visitor on a phone', () => {
  const journey = useBrowser(PHONE);

  it('opens the side menu of width 280 and follows a link from it', async () => {
    const { page } = journey;
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await expect
      .poll(() => menu.evaluate((element) => element.getBoundingClientRect().width))
      .toBe(280);
    await menu.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    await menu.waitFor({ state: 'hidden' });
  });

  it('sees each first page settle without jumping while its code arrives', async () => {
    const { page, context } = journey;
    await slowNetwork(context, page);
    for (const target of ['/', '/login', '/landing']) {
      expect(await layoutShiftOnLoad(page, target), target).toBeLessThan(0.01);
    }
  });
});
