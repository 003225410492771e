import { bookingInsideCutoffText, cardTooLateToCancelText } from '@domain';
import { describe, expect, it } from 'vitest';
import {
  bookCourt,
  openBookingDialog,
  openJoinConfirmation,
  readFigure,
  signInToDashboard,
  useBrowser,
} from './browser';

describe('a member booking a court', () => {
  const journey = useBrowser();

  it('sees the coins reserved and the booking upcoming, cancels it and sees the refund', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions');
    await page.getByText('Reserved').first().waitFor();
    const reservedBefore = await readFigure(page, 'Reserved');

    const reference = await bookCourt(page, { day: 2, start: 'first' });

    await page.goto('/subscriptions');
    await page.getByText('Reserved').first().waitFor();
    await expect.poll(() => readFigure(page, 'Reserved')).toBeGreaterThan(reservedBefore);

    await page.goto('/bookings');
    const card = page.getByRole('article').filter({ hasText: reference });
    await card.waitFor();
    await card.getByRole('button', { name: `Cancel ${reference}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel booking' });
    await confirm.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await page.getByText('Booking Cancelled').first().waitFor();

    await page.goto('/subscriptions');
    const refund = page.getByText(new RegExp(`Refund.*${reference}`)).first();
    await refund.waitFor();
    await expect.poll(() => readFigure(page, 'Reserved')).toBe(reservedBefore);
  });

  it('cannot cancel a booking that starts inside the cancellation cut-off', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    // The journeys' clock is 10:00 in Lagos: an 11:00 start today is one hour away.
    const reference = await bookCourt(page, {
      day: 0,
      start: '11:00',
      // Said before the coins move, beside Confirm.
      beforeConfirm: (dialog) => dialog.getByText(bookingInsideCutoffText()).waitFor(),
    });

    await page.goto('/bookings');
    const card = page.getByRole('article').filter({ hasText: reference });
    await card.waitFor();
    await card.getByText(cardTooLateToCancelText()).waitFor();
    expect(await card.getByRole('button', { name: `Cancel ${reference}` }).count()).toBe(0);
  });
});

describe('the booking dialog and the Back button', () => {
  const journey = useBrowser();

  it('closes the open dialog and stays on /locations', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    const dialog = await openBookingDialog(page);
    expect(new URL(page.url()).searchParams.get('book')).toMatch(/^\d+$/);
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/locations');
    await page
      .getByRole('button', { name: /Book Now/ })
      .first()
      .waitFor();
  });
});

describe('the booking dialog on a slow network', () => {
  const journey = useBrowser();

  it('says it is opening until its code has arrived, then opens', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    // The dialog's code loads on the first Book Now; held back, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/BookingFlowDialog-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/locations');
    await page
      .getByRole('button', { name: /Book Now/ })
      .first()
      .click();
    const pending = page.getByRole('status', { name: 'Opening…' });
    await pending.waitFor();
    await expect.poll(() => pending.isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog').getByRole('radiogroup', { name: 'Date' }).waitFor();
    expect(await pending.count()).toBe(0);
  });
});

describe('a member and a game session', () => {
  const journey = useBrowser();

  it('joins a session and leaves it', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    const { confirm, session } = await openJoinConfirmation(page);

    // Nothing is taken until the member has seen the cost and the balance after.
    await confirm.getByText('Balance after joining').waitFor();
    const cost =
      (await confirm.getByText('Cost').locator('xpath=following-sibling::dd').textContent()) ?? '';
    const joinFor = confirm.getByRole('button', { name: `Join for ${cost}` });
    await joinFor.click();
    await confirm.waitFor({ state: 'detached' });

    const leave = session.getByRole('button', { name: /^Leave/ });
    await leave.waitFor();
    await leave.click();
    await session.getByRole('button', { name: /^Join(?! waitlist)/ }).waitFor();
  });
});
