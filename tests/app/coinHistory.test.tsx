/**
 * The wallet tells the whole story: the Coin History page over the real mock
 * backend, reached from the wallet card, a page at a time and filtered by kind.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRANSACTIONS_PAGE_SIZE, formatCoins, formatSignedCoins } from '@domain';
import { renderApp, setupAppTests } from './renderApp';

const { api } = setupAppTests();

async function memberLedger() {
  const token = await api.loginAs('member');
  const res = await api.get('/subscriptions/transactions/', { token, query: { page_size: 100 } });
  return res.data as {
    count: number;
    results: {
      description: string;
      amount: number;
      balance_after: number;
      transaction_type: string;
    }[];
  };
}

describe('the Coin History page', () => {
  it('is reached from the wallet card and lists the newest entries with their balance after', async () => {
    const ledger = await memberLedger();
    await renderApp('/dashboard', { as: 'member' });
    // The click itself is the journey's (tests/e2e/wallet.e2e.ts): here, where it leads.
    expect(
      await screen.findByRole('link', { name: 'Coin history' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/subscriptions/history');
    cleanup();
    await renderApp('/subscriptions/history', { as: 'member' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coin History' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Transactions' }, { timeout: 10_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(Math.min(TRANSACTIONS_PAGE_SIZE, ledger.count));
    const newest = ledger.results[0]!;
    expect(rows[0]).toHaveTextContent(newest.description);
    expect(rows[0]).toHaveTextContent(formatSignedCoins(newest.amount));
    expect(rows[0]).toHaveTextContent(`Balance after: ${formatCoins(newest.balance_after)}`);
  }, 30_000);

  it('pages through the ledger and filters it by kind', async () => {
    const ledger = await memberLedger();
    expect(ledger.count).toBeGreaterThan(TRANSACTIONS_PAGE_SIZE);
    await renderApp('/subscriptions/history', { as: 'member' });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Transactions' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(/^Page 2 of/)).toBeInTheDocument());
    const second = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    );
    expect(second[0]).toHaveTextContent(ledger.results[TRANSACTIONS_PAGE_SIZE]!.description);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Purchase');
    const purchases = ledger.results.filter((t) => t.transaction_type === 'purchase');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem'),
      ).toHaveLength(Math.min(purchases.length, TRANSACTIONS_PAGE_SIZE)),
    );
    for (const row of within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    )) {
      expect(row).toHaveTextContent('Purchase');
    }
  }, 30_000);
});
