/**
 * Waitlists of full sessions (docs/waitlist.md). The seed gives this journey its
 * own full session and members (mocks/seed/waitlist.ts), so no other journey sees its changes: a
 * member with coins joins the queue behind one without, the player in the session leaves it, and
 * the place goes to the member with coins, who is charged, while the other is told why not.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WAITLIST_SEED } from '@mocks/seed/waitlist';
import { apiData, signInToDashboard, tokenOf, useBrowser } from './browser';

const SESSION = `${WAITLIST_SEED.title}, Fri 27 Nov 2026, 20:00`;

/** The coins `email` has free to spend, as the server's wallet says. */
async function availableCoins(apiURL: string, email: string): Promise<number> {
  const token = await tokenOf(apiURL, email);
  const wallet = await apiData<{ available_balance: number }>(
    apiURL,
    '/subscriptions/wallet/',
    token,
  );
  return wallet.available_balance;
}

/** Signs the page's member out (their token is kept in local storage) and another in. */
async function switchTo(page: Page, email: string) {
  await page.evaluate(() => localStorage.clear());
  await signInToDashboard(page, email);
}

async function sessionCard(page: Page) {
  await page.goto('/locations?view=sessions');
  return page.getByRole('article', { name: WAITLIST_SEED.title });
}

describe('the waitlist of a full session', () => {
  const journey = useBrowser();

  it('books the first waiting member with coins in when a player leaves, and tells the one without why not', async () => {
    const { page, apiURL } = journey;
    const before = await availableCoins(apiURL, WAITLIST_SEED.waiter);

    await signInToDashboard(page, WAITLIST_SEED.waiter);
    let card = await sessionCard(page);
    await card.getByText('Full', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Join waitlist for ${SESSION}` }).click();
    await page.getByText('You are on the waitlist.').first().waitFor();
    // One member waits ahead (the seed's, with too few coins).
    await card.getByText('You are #2 on the waitlist').waitFor();
    await card.getByRole('button', { name: `Leave waitlist for ${SESSION}` }).waitFor();

    await switchTo(page, WAITLIST_SEED.player);
    card = await sessionCard(page);
    await card.getByRole('button', { name: `Leave ${SESSION}` }).click();
    await page
      .getByText(/^You have left the session/)
      .first()
      .waitFor();

    await switchTo(page, WAITLIST_SEED.waiter);
    await page.goto('/bookings');
    const waitlists = page.getByRole('region', { name: 'Waitlists' });
    const entry = waitlists.getByRole('article', { name: WAITLIST_SEED.title });
    await entry.getByText('Booked in', { exact: true }).waitFor();
    await entry
      .getByText(`Your wallet was charged ${WAITLIST_SEED.coinCost} coins. It is in Upcoming.`, {
        exact: false,
      })
      .waitFor();
    expect(await availableCoins(apiURL, WAITLIST_SEED.waiter)).toBe(
      before - WAITLIST_SEED.coinCost,
    );
    // The place is theirs: the session's card says so, and offers Leave.
    card = await sessionCard(page);
    await card.getByText("You're in").waitFor();

    await switchTo(page, WAITLIST_SEED.shortOfCoins);
    await page.goto('/bookings');
    const skipped = page
      .getByRole('region', { name: 'Waitlists' })
      .getByRole('article', { name: WAITLIST_SEED.title });
    await skipped.getByText('Skipped', { exact: true }).waitFor();
    await skipped.getByText(/it costs 10 coins and you had 4 coins/).waitFor();
  });
});
