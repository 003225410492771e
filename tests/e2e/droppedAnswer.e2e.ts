/**
 * An action that moves coins whose answer is lost on the way back (docs/offline.md): the server
 * did what was asked, the phone never heard. The app sends it again, with the same
 * Idempotency-Key where the action carries one; the server answers with the first result, or
 * refuses a join already made, and the member is charged once and told once, as if nothing had
 * dropped; a staff adjustment of a member's coins likewise moves them once. In the production
 * build, against the mock server.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  bookCourt,
  buyPackage,
  openJoinConfirmation,
  PHONE,
  readFigure,
  signInToDashboard,
  tokenOf,
  useBrowser,
} from './browser';

/**
 * Lets the server do what the first request to `path` asks, then drops its answer (the
 * connection resets); later requests go through. Answers the Idempotency-Key of each request.
 */
async function dropFirstAnswer(page: Page, path: string): Promise<(string | undefined)[]> {
  const keys: (string | undefined)[] = [];
  await page.route(`**/api/v1${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  return keys;
}

describe('an answer dropped on the way back', () => {
  const journey = useBrowser(PHONE);

  it('a purchase: sent again with the same key, coins added once, said once', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions');
    const before = await readFigure(page, 'Available coins');
    const keys = await dropFirstAnswer(page, '/subscriptions/purchase/');

    await buyPackage(page);
    const said = page.getByText(/have been added to your wallet\.$/);
    await said.waitFor();
    const granted = Number(
      /([\d,]+)/.exec((await said.textContent()) ?? '')?.[1]?.replace(/,/g, ''),
    );
    expect(granted).toBeGreaterThan(0);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => readFigure(page, 'Available coins')).toBe(before + granted);
    // The server's own count, read afresh: the first answer saved in this browser may paint
    // first, then the refreshed one.
    await page.reload();
    await expect.poll(() => readFigure(page, 'Available coins')).toBe(before + granted);
    await page.getByText(/^Last updated/).waitFor({ state: 'detached' });
    expect(await readFigure(page, 'Available coins')).toBe(before + granted);
  });

  it('a booking: sent again with the same key, booked once, confirmed once', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    const keys = await dropFirstAnswer(page, '/bookings/bookings/');

    const reference = await bookCourt(page, { start: 'first' });

    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await page.goto('/bookings');
    await page.getByRole('tab', { name: /^Upcoming/ }).waitFor();
    await page.getByRole('article').filter({ hasText: reference }).waitFor();
    const booked = await page.getByRole('article').allInnerTexts();
    expect(booked.filter((text) => text.includes(reference))).toHaveLength(1);
  });

  it('a join: sent again, the place taken once, its coins taken once', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions');
    const before = await readFigure(page, 'Available coins');
    const sent = await dropFirstAnswer(page, '/bookings/sessions/*/join/');

    const { confirm, session } = await openJoinConfirmation(page);
    await confirm.getByText('Balance after joining').waitFor();
    const cost = Number(
      (
        await confirm.getByText('Cost').locator('xpath=following-sibling::dd').textContent()
      )?.replace(/\D/g, ''),
    );
    expect(cost).toBeGreaterThan(0);
    await confirm.getByRole('button', { name: /^Join for / }).click();
    await confirm.waitFor({ state: 'detached' });

    expect(sent).toHaveLength(2);
    await session.getByRole('button', { name: /^Leave/ }).waitFor();
    await page.goto('/subscriptions');
    await expect.poll(() => readFigure(page, 'Available coins')).toBe(before - cost);
  });

  it("a staff adjustment: sent again with the same key, the member's coins added once", async () => {
    const { page, apiURL } = journey;
    const memberToken = await tokenOf(apiURL, 'kelechi.obi@example.com');
    const me = await api<{ id: number; full_name: string }>(apiURL, '/auth/me/', {}, memberToken);
    const balance = async () =>
      (await api<{ available_balance: number }>(apiURL, '/subscriptions/wallet/', {}, memberToken))
        .body.data.available_balance;
    const before = await balance();
    await signInToDashboard(page, 'staff@pitchside.ng');
    const keys = await dropFirstAnswer(page, '/subscriptions/admin/add-coins/');

    await page.goto(`/staff/members/${me.body.data.id}`);
    const coins = page.getByRole('region', { name: 'Adjust coins' });
    await coins.getByLabel('Amount').fill('30');
    await coins.getByLabel('Type').selectOption('bonus');
    await coins.getByLabel('Reason').fill('League winner');
    await coins.getByRole('button', { name: 'Review adjustment' }).click();
    await coins.getByRole('button', { name: 'Confirm adjustment' }).click();
    await coins.getByText(`30 coins added to ${me.body.data.full_name}'s wallet`).waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(await balance()).toBe(before + 30);
  });
});
