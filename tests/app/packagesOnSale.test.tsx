/**
 * What /subscriptions offers for sale follows SPEC §5's package validity rule: a package the
 * server lists without a positive price or validity, or without its id, name or coins, is not
 * shown, and a page with none valid says none is on sale. Over the real mock backend, whose answer
 * this test spoils as a backend that breaks the rule would send it. An answer the app cannot read
 * says SPEC §8's 'An error occurred while loading data'.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Package } from '@domain';
import { renderApp, setupAppTests } from './renderApp';

const { api, server } = setupAppTests();

async function listed(): Promise<Package[]> {
  const token = await api.loginAs('member');
  return (await api.get('/subscriptions/packages/', { token })).data as Package[];
}

/** The server lists `packages` instead of its own. */
function serve(packages: unknown[]) {
  server.use(
    http.get('*/api/v1/subscriptions/packages/', () =>
      HttpResponse.json({ success: true, data: packages }),
    ),
  );
}

const cards = () => screen.queryAllByRole('article');

describe('the packages on sale', () => {
  it('leaves out a package without a positive price or validity, or without its coins', async () => {
    const [bronze, silver, gold, platinum] = (await listed()) as [
      Package,
      Package,
      Package,
      Package,
    ];
    serve([
      bronze,
      { ...silver, price: 0 },
      { ...gold, validity_days: 0 },
      { ...platinum, coins: null },
    ]);
    await renderApp('/subscriptions', { as: 'member' });
    await screen.findAllByRole('button', { name: 'Purchase Package' }, { timeout: 15_000 });
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByRole('heading', { name: bronze.name })).toBeVisible();
    for (const hidden of [silver, gold, platinum]) {
      expect(screen.queryByRole('heading', { name: hidden.name })).toBeNull();
    }
  }, 30_000);

  it('says none is on sale when none is valid', async () => {
    const [bronze] = (await listed()) as [Package];
    serve([{ ...bronze, price: -500 }]);
    await renderApp('/subscriptions', { as: 'member' });
    expect(
      await screen.findByText(
        'No packages are on sale right now. Please check back soon.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Purchase Package' })).toBeNull();
  }, 30_000);

  it("says SPEC §8's words when the answer cannot be read", async () => {
    server.use(
      http.get('*/api/v1/subscriptions/packages/', () =>
        HttpResponse.text('<html>Bad gateway</html>', { status: 200 }),
      ),
    );
    await renderApp('/subscriptions', { as: 'member' });
    expect(
      await screen.findByText('An error occurred while loading data', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Purchase Package' })).toBeNull();
  }, 30_000);
});
