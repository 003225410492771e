/** A member on a phone who double-taps: each action happens once and is reported as done. */
import { describe, expect, it } from 'vitest';
import {
  bookCourt,
  openCancelOf,
  placement,
  readFigure,
  signInToDashboard,
  toastOf,
  useBrowser,
} from './browser';

const PHONE = { width: 390, height: 844 };

describe('a member double-tapping on a phone', () => {
  const journey = useBrowser(PHONE);

  it('double-taps "Cancel booking": told it is cancelled, refunded once', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions');
    await page.getByText('Available coins').first().waitFor();
    const availableBefore = await readFigure(page, 'Available coins');

    // A court three days ahead, well before the 2-hour cut-off.
    const reference = await bookCourt(page, { start: 'first', press: 'dblclick' });

    await (await openCancelOf(page, reference)).dblclick();
    const cancelled = toastOf(page, 'Booking Cancelled');
    await cancelled.waitFor();
    // The outcome is seen where the member is, not drawn somewhere above the screen.
    await expect.poll(async () => (await placement(cancelled)).inside).toBe(true);
    expect(await page.getByText('Cancellation Failed').count()).toBe(0);

    await page.goto('/subscriptions');
    await page
      .getByText(new RegExp(`Refund.*${reference}`))
      .first()
      .waitFor();
    expect(await page.getByText(new RegExp(`Refund.*${reference}`)).count()).toBe(1);
    await expect.poll(() => readFigure(page, 'Available coins')).toBe(availableBefore);
  });
});
