import { describe, expect, it } from 'vitest';
import {
  buyPackage,
  layoutShiftOnLoad,
  providerBaseURL,
  readFigure,
  signInToDashboard,
  slowNetwork,
  useBrowser,
} from './browser';

describe('an approved member', () => {
  const journey = useBrowser();

  it('buys a package in demo mode and sees the wallet grow', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions');
    await page.getByRole('heading', { name: 'Subscription Packages' }).waitFor();
    await page.getByText('Available coins').first().waitFor();
    const before = await readFigure(page, 'Available coins');

    await buyPackage(page);

    await page.getByText('Purchase Successful!').first().waitFor();
    const banner =
      (await page
        .getByText(/coins have been added/)
        .first()
        .textContent()) ?? '';
    const granted = Number(/([\d,]+) coins have been added/.exec(banner)?.[1]?.replace(/,/g, ''));
    expect(granted).toBeGreaterThan(0);
    await expect.poll(() => readFigure(page, 'Available coins')).toBe(before + granted);
  });

  it('is sent to /login when the session expires mid-visit', async () => {
    const { page, apiURL } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    // Let the page finish its own calls first, so the next one is the member's click: the
    // wallet's, and the header's unread count (its bell loads after the page, and its ask once
    // came after the token had gone, sending the member to /login before the click).
    const unreadAsked = page.waitForResponse((answer) =>
      answer.url().includes('/notifications/unread-count/'),
    );
    await page.goto('/subscriptions');
    await page.getByText('Available coins').first().waitFor();
    await expect.poll(() => readFigure(page, 'Available coins')).toBeGreaterThanOrEqual(0);
    await unreadAsked;
    await page.waitForLoadState('networkidle');
    // The server forgets the token (as when it expires) while the page still holds it.
    const token = await page.evaluate(() => localStorage.getItem('pitchside.token'));
    expect(token).toBeTruthy();
    const revoked = await fetch(`${apiURL}/auth/logout/`, {
      method: 'POST',
      headers: { Authorization: `Token ${token}` },
    });
    expect(revoked.status).toBe(200);

    await page.getByRole('banner').getByRole('link', { name: 'Bookings' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('pitchside.token'))).toBeNull();
  });
});

describe('an approved member paying by card', () => {
  const journey = useBrowser();

  it('buys a package through the provider redirect and sees it verified', async () => {
    const { page } = journey;
    const site = await providerBaseURL();
    await signInToDashboard(page, 'member@pitchside.ng', site);
    await page.goto(`${site}/subscriptions`);
    await page.getByText('Available coins').first().waitFor();
    const before = await readFigure(page, 'Available coins');

    await buyPackage(page);
    // The provider sends the member back with the payment's reference, which the app verifies.
    await page.waitForURL((url) => url.searchParams.has('reference'));
    await page.getByText('Purchase Successful!').first().waitFor();
    await page.waitForURL((url) => !url.searchParams.has('reference'));
    await expect.poll(() => readFigure(page, 'Available coins')).toBeGreaterThan(before);
  });

  it('sees the pages settle without jumping while their data arrive', async () => {
    const { page, context } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await slowNetwork(context, page);
    for (const target of ['/', '/dashboard', '/locations', '/bookings', '/subscriptions']) {
      expect(await layoutShiftOnLoad(page, target), target).toBeLessThan(0.1);
    }
  });
});
