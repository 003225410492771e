/**
 * A member moves a court booking to another time (the booking keeps its
 * reference, the difference is settled on the wallet), and cannot hold two bookings at one time.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays, lagosToday, type Booking, type Court, type Location } from '@domain';
import { apiData, bookCourt, readFigure, signInToDashboard, tokenOf, useBrowser } from './browser';

/**
 * The booking to move, made through the API (the booking dialog has its own journeys): the first
 * court of the first venue, `day` days after the journeys' today, `start` for one hour.
 */
async function bookThroughApi(apiURL: string, email: string, day: number, start: string) {
  const token = await tokenOf(apiURL, email);
  const venues = await apiData<{ results: Location[] }>(apiURL, '/locations/locations/', token);
  const venue = venues.results[0]!;
  const courts = await apiData<Court[]>(apiURL, `/locations/locations/${venue.id}/courts/`, token);
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const booking = await apiData<Booking>(apiURL, '/bookings/bookings/', token, {
    location_id: venue.id,
    court_id: courts[0]!.id,
    date: addDays(lagosToday(new Date(inject('now'))), day),
    start_time: start,
    end_time: end,
  });
  return booking.booking_reference;
}

const PHONE = { width: 390, height: 844 };

async function availableCoins(page: Page): Promise<number> {
  await page.goto('/subscriptions');
  await page.getByText('Available coins').first().waitFor();
  return readFigure(page, 'Available coins');
}

async function figureIn(dialog: Locator, label: string): Promise<number> {
  const row = dialog.getByText(label, { exact: true }).locator('xpath=..');
  return Number(((await row.textContent()) ?? '').replace(/[^\d]/g, ''));
}

describe('a member rescheduling on a phone', () => {
  const journey = useBrowser(PHONE);

  it('moves a peak evening booking to the morning: same reference, the difference refunded', async () => {
    const { page, apiURL } = journey;
    // Friday (two days after the journeys' Wednesday), 17:00: peak. (The demo member plays from
    // 18:00 that day, so a later start would clash.)
    const reference = await bookThroughApi(apiURL, 'member@pitchside.ng', 2, '17:00');
    await signInToDashboard(page, 'member@pitchside.ng');
    const before = await availableCoins(page);

    await page.goto('/bookings');
    const card = page.getByRole('article').filter({ hasText: reference });
    await card.getByRole('button', { name: `Reschedule ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Reschedule at / });
    await dialog.getByText(`(${reference})`).waitFor();
    // The booking's own day and court are chosen already.
    expect(
      await dialog
        .getByRole('radiogroup', { name: 'Date' })
        .getByRole('radio')
        .nth(2)
        .getAttribute('aria-checked'),
    ).toBe('true');

    await dialog
      .getByRole('radiogroup', { name: 'Start time' })
      .getByRole('radio', { name: /^10:00/ })
      .click();
    await dialog.getByText('You get back', { exact: true }).waitFor();
    const refund = await figureIn(dialog, 'You get back');
    expect(refund).toBeGreaterThan(0);

    // A double tap moves it once.
    await dialog.getByRole('button', { name: 'Confirm reschedule' }).dblclick();
    await dialog.getByText('Booking rescheduled').waitFor();
    expect(await dialog.textContent()).toContain(`It keeps its reference ${reference}.`);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect
      .poll(() => page.getByRole('article').filter({ hasText: reference }).textContent())
      .toContain('10:00–11:00');
    expect(await availableCoins(page)).toBe(before + refund);
    await page
      .getByText(new RegExp(`difference.*${reference}`))
      .first()
      .waitFor();
  }, 120_000);
});

describe('a member holding one booking at a time', () => {
  const journey = useBrowser();

  it('is told which booking clashes, and cannot book beyond the window', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    // Saturday, 08:00 at the first venue.
    const reference = await bookCourt(page, { day: 3, start: '08:00' });

    // The same hour at another venue.
    await page.goto('/locations');
    await page
      .getByRole('button', { name: /Book Now/ })
      .nth(1)
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radiogroup', { name: 'Date' }).getByRole('radio').nth(3).click();
    await dialog.getByRole('radiogroup', { name: 'Court' }).getByRole('radio').first().click();
    await dialog
      .getByRole('radiogroup', { name: 'Start time' })
      .getByRole('radio', { name: /^08:00/ })
      .click();
    await dialog.getByText('This time is not available').waitFor();
    const reason = await dialog.getByText(/^You already have a booking at this time/).textContent();
    expect(reason).toContain(reference);
    expect(await dialog.getByRole('button', { name: 'Confirm booking' }).isDisabled()).toBe(true);
    // The date picker offers exactly the days the server takes.
    expect(await dialog.getByRole('radiogroup', { name: 'Date' }).getByRole('radio').count()).toBe(
      7,
    );
  }, 120_000);
});
