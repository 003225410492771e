/**
 * The demo as a newcomer runs it (`npm install && npm start`, then the README's demo member):
 * signing in and booking a court, rescheduling it, joining a game session and buying a package,
 * each dialog opened with one press, and the demo outbox listing the e-mails all that sent. Under
 * the development server these dialogs used to open and close again at once (docs/dialogs.md),
 * while every journey ran against the production build.
 */
import { describe, expect, it } from 'vitest';
import { bookInDialog, buyPackage, readFigure, signInToDashboard } from '../e2e/browser';
import { screenshotOnFailure, useDevServer } from './devServer';

describe('the demo member, on the development server', () => {
  const visit = useDevServer();

  /** Goes to a member page through the header, as a person does (no reload of the app). */
  async function goTo(name: 'Locations' | 'Bookings' | 'Subscriptions') {
    await visit.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  }

  it('signs the demo member in and books a court', async () => {
    screenshotOnFailure(visit, 'book-a-court');
    const { page } = visit;
    await signInToDashboard(page, 'member@pitchside.ng');

    await goTo('Locations');
    await page
      .getByRole('button', { name: /^Book Now/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Book / });
    // Three days ahead, the first court, its first free hour.
    expect(await bookInDialog(dialog, { start: 'first' })).toMatch(/^PSB-\d+$/);
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('book')).toBe(false);
  }, 300_000);

  it('reschedules a court booking', async () => {
    screenshotOnFailure(visit, 'reschedule');
    const { page } = visit;
    await goTo('Bookings');
    await page
      .getByRole('button', { name: /^Reschedule PSB-/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Reschedule at / });
    // Another free hour of the booking's own day and court.
    await dialog
      .getByRole('radiogroup', { name: 'Start time' })
      .locator('[role="radio"]:not([aria-disabled="true"])')
      .first()
      .click();
    const confirm = dialog.getByRole('button', { name: 'Confirm reschedule' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await dialog.getByText('Booking rescheduled').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, 180_000);

  it('joins a game session', async () => {
    screenshotOnFailure(visit, 'join-a-session');
    const { page } = visit;
    await goTo('Locations');
    await page.getByRole('tab', { name: 'Game sessions' }).click();
    const join = page.getByRole('button', { name: /^Join(?! waitlist)/ }).first();
    const card = page.getByRole('article').filter({ has: join }).first();
    const title = (await card.getByRole('heading').first().textContent()) ?? '';
    await join.click();
    const confirm = page.getByRole('alertdialog', { name: `Join ${title}?` });
    await confirm.getByRole('button', { name: /^Join for / }).click();
    await confirm.waitFor({ state: 'detached' });
    await page
      .getByRole('article')
      .filter({ hasText: title })
      .first()
      .getByRole('button', { name: /^Leave/ })
      .waitFor();
  }, 180_000);

  it('buys a package', async () => {
    screenshotOnFailure(visit, 'buy-a-package');
    const { page } = visit;
    await goTo('Subscriptions');
    await page.getByRole('heading', { name: 'Subscription Packages' }).waitFor();
    const before = await readFigure(page, 'Available coins');
    await buyPackage(page);
    await page.getByText('Purchase Successful!').first().waitFor();
    await expect.poll(() => readFigure(page, 'Available coins')).toBeGreaterThan(before);
  }, 180_000);

  it("lists the e-mails the demo would have sent, the member's among them", async () => {
    screenshotOnFailure(visit, 'demo-outbox');
    const { page } = visit;
    // A new document: the demo's data, kept in this browser, is there again.
    await page.goto('/demo/outbox');
    await page.getByRole('heading', { level: 1, name: 'Demo outbox' }).waitFor();
    await page
      .getByRole('list', { name: 'E-mails sent' })
      .getByRole('article')
      .filter({ hasText: 'To: member@pitchside.ng' })
      .first()
      .waitFor();
  }, 120_000);
});
