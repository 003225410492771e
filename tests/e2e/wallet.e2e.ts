/**
 * The wallet tells the whole story: the demo member is told which coins expire
 * soon, on the wallet card and the home dashboard, and reads the whole ledger from the wallet card,
 * a page at a time and by kind. The expected figures are the server's, read through the API.
 */
import { expiringCoinsText, type Transaction, type Wallet } from '@domain';
import { describe, expect, it } from 'vitest';
import { apiData, PHONE, signInToDashboard, tokenOf, useBrowser } from './browser';

interface Page<T> {
  count: number;
  results: T[];
}

async function asMember<T>(apiURL: string, path: string): Promise<T> {
  return apiData<T>(apiURL, path, await tokenOf(apiURL, 'member@pitchside.ng'));
}

describe('the member’s wallet', () => {
  const journey = useBrowser();

  it('announces the coins that expire soon and opens the whole history from the wallet card', async () => {
    const { page, apiURL } = journey;
    // The journeys share one server, and others spend the demo member's coins (the soonest to
    // expire go first): whether coins still expire soon is the server's to say, and the screens
    // must say exactly that. The seed's expiring coins themselves are covered by the handler
    // tests, the stories and tests/app.
    const wallet = await asMember<Wallet>(apiURL, '/subscriptions/wallet/');

    await signInToDashboard(page, 'member@pitchside.ng');
    const card = page.getByRole('region', { name: 'Coin Balance' });
    await card.getByRole('link', { name: 'Coin history' }).waitFor();
    if (wallet.expiring) {
      const notice = expiringCoinsText(wallet.expiring);
      await expect.poll(() => card.getByRole('status').textContent()).toBe(notice);
      await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
      await page.getByRole('region', { name: 'Your figures' }).getByText(notice).waitFor();
    } else {
      expect(await card.getByText(/coins? expires? on/).count()).toBe(0);
      await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
      await page.getByRole('region', { name: 'Your figures' }).waitFor();
      expect(await page.getByText(/coins? expires? on/).count()).toBe(0);
    }

    await page.goBack();
    await page
      .getByRole('region', { name: 'Coin Balance' })
      .getByRole('link', { name: 'Coin history' })
      .click();
    await page.waitForURL('**/subscriptions/history');
    await page.getByRole('heading', { level: 1, name: 'Coin History' }).waitFor();

    const all = await asMember<Page<Transaction>>(
      apiURL,
      '/subscriptions/transactions/?page_size=100',
    );
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(Math.min(20, all.count));
    const newest = all.results[0]!;
    await expect.poll(() => rows.first().textContent()).toContain(newest.description);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await expect.poll(() => rows.first().textContent()).toContain(all.results[20]!.description);

    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Expired coins' });
    const expired = all.results.filter((t) => t.transaction_type === 'expiry');
    expect(expired.length).toBeGreaterThan(0);
    await expect.poll(() => rows.count()).toBe(expired.length);
    await expect.poll(() => rows.first().textContent()).toContain(expired[0]!.description);
    await expect.poll(() => rows.first().textContent()).toContain('-');
  });
});

describe('the wallet on a phone', () => {
  const journey = useBrowser(PHONE);

  it('shows the history without sideways scrolling', async () => {
    const { page } = journey;
    await signInToDashboard(page, 'member@pitchside.ng');
    await page.goto('/subscriptions/history');
    await page.getByRole('list', { name: 'Transactions' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
