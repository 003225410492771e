import { EXPIRING_SOON_DAYS, expiringCoinsText } from '@domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, clock } from '../clock';
import { createMember } from '../factories';
import { setupMockApi } from '../testing';

const { api, seed } = setupMockApi();

const transactions = (token: string, query: Record<string, string | number> = {}) =>
  api.get('/subscriptions/transactions/', { token, query });

const wallet = async (token: string) => (await api.get('/subscriptions/wallet/', { token })).data;

const purchase = (token: string, packageId: number) =>
  api.post('/subscriptions/purchase/', { token, body: { package_id: packageId } });

async function newMember(coins?: number) {
  const member = await createMember(coins === undefined ? {} : { coins });
  return { member, token: await api.tokenFor(member.id) };
}

describe('GET /subscriptions/transactions/', () => {
  it('answers 401 without a token and 403 for an unapproved account', async () => {
    expect((await api.get('/subscriptions/transactions/')).status).toBe(401);
    const res = await transactions(await api.tokenFor('pending'));
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('account_not_approved');
  });

  it('pages the whole ledger newest first, each entry with its balance after', async () => {
    const { token } = await newMember();
    for (let i = 0; i < 3; i += 1) {
      await purchase(token, seed.packages.bronze);
      clock.advance(MINUTE_MS);
    }
    const first = await transactions(token, { page_size: 2 });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ count: 3, page: 1, page_size: 2, previous: null });
    expect(first.data.next).toContain('page=2');
    expect(first.data.results.map((t) => [t.amount, t.balance_after])).toEqual([
      [50, 150],
      [50, 100],
    ]);
    const second = await transactions(token, { page: 2, page_size: 2 });
    expect(second.data).toMatchObject({ count: 3, page: 2, next: null });
    expect(second.data.results.map((t) => [t.amount, t.balance_after])).toEqual([[50, 50]]);
    expect((await transactions(token, { page: 3, page_size: 2 })).status).toBe(404);
  });

  it('holds more than the wallet card: every entry of the demo member is there', async () => {
    const token = await api.loginAs('member');
    const card = await wallet(token);
    const all = await transactions(token, { page_size: 100 });
    expect(all.data.count).toBeGreaterThan(card.recent_transactions.length);
    expect(all.data.results.slice(0, card.recent_transactions.length)).toEqual(
      card.recent_transactions,
    );
  });

  it('filters by transaction type', async () => {
    const { token } = await newMember();
    await purchase(token, seed.packages.bronze);
    const staff = await api.loginAs('staff');
    const member = (await api.get('/auth/me/', { token })).data;
    await api.post('/subscriptions/admin/add-coins/', {
      token: staff,
      body: { user_id: member.id, amount: 5, transaction_type: 'debit', reason: 'Correction' },
    });
    const debits = await transactions(token, { transaction_type: 'admin_debit' });
    expect(debits.data.count).toBe(1);
    expect(debits.data.results[0]).toMatchObject({ amount: -5, balance_after: 45 });
    const purchases = await transactions(token, { transaction_type: 'purchase' });
    expect(purchases.data.results.map((t) => t.transaction_type)).toEqual(['purchase']);
    expect((await transactions(token, { transaction_type: 'expiry' })).data.count).toBe(0);
  });

  it('refuses an unknown type as a field error', async () => {
    const { token } = await newMember();
    const res = await transactions(token, { transaction_type: 'gift' });
    expect(res.status).toBe(400);
    expect(res.error.errors?.transaction_type).toEqual([
      'Select a valid choice. gift is not one of the available choices.',
    ]);
  });

  it('lists expired coins as expiry entries', async () => {
    const { token } = await newMember();
    await purchase(token, seed.packages.bronze);
    clock.advance(31 * DAY_MS);
    const expired = await transactions(token, { transaction_type: 'expiry' });
    expect(expired.data.results).toEqual([
      expect.objectContaining({ transaction_type: 'expiry', amount: -50, balance_after: 0 }),
    ]);
  });

  it("shows only one's own entries", async () => {
    const { token } = await newMember();
    await purchase(token, seed.packages.bronze);
    const other = await newMember(7);
    const res = await transactions(other.token);
    expect(res.data.count).toBe(1);
    expect(res.data.results[0]).toMatchObject({ amount: 7, balance_after: 7 });
  });
});

describe('the wallet announces coins that expire soon', () => {
  it("tells the demo member of the gold package's coins left", async () => {
    const { expiring } = await wallet(await api.loginAs('member'));
    expect(expiring?.coins).toBeGreaterThan(0);
    const left = new Date(expiring?.expires_at ?? '').getTime() - clock.now().getTime();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(EXPIRING_SOON_DAYS * DAY_MS);
  });

  it('says nothing while the first expiry is further off than the window', async () => {
    const { token } = await newMember(20);
    await purchase(token, seed.packages.bronze);
    clock.advance((30 - EXPIRING_SOON_DAYS) * DAY_MS - MINUTE_MS);
    expect((await wallet(token)).expiring).toBeNull();
  });

  it('gives the coins left and their date once inside the window, and stops when they expire', async () => {
    const { token } = await newMember(20);
    const bought = await purchase(token, seed.packages.bronze);
    clock.advance((30 - EXPIRING_SOON_DAYS) * DAY_MS + MINUTE_MS);
    const soon = await wallet(token);
    const expiresAt = new Date(bought.data.wallet?.recent_transactions[0]?.created_at ?? '');
    expiresAt.setTime(expiresAt.getTime() + 30 * DAY_MS);
    expect(soon.expiring?.coins).toBe(50);
    expect(new Date(soon.expiring?.expires_at ?? '').getTime()).toBe(expiresAt.getTime());
    // Never-expiring bonus coins are not announced.
    expect(soon.available_balance).toBe(70);
    clock.advance(EXPIRING_SOON_DAYS * DAY_MS);
    const after = await wallet(token);
    expect(after.expiring).toBeNull();
    expect(after.available_balance).toBe(20);
  });

  it('counts only the coins still unspent, adding lots that expire on the same day', async () => {
    const { token } = await newMember();
    await purchase(token, seed.packages.bronze);
    await purchase(token, seed.packages.bronze);
    const staff = await api.loginAs('staff');
    const me = (await api.get('/auth/me/', { token })).data;
    await api.post('/subscriptions/admin/add-coins/', {
      token: staff,
      body: { user_id: me.id, amount: 30, transaction_type: 'debit', reason: 'Correction' },
    });
    clock.advance(20 * DAY_MS);
    const { expiring } = await wallet(token);
    expect(expiring?.coins).toBe(70);
    expect(expiringCoinsText({ coins: 40, expires_at: '2026-12-12T10:00:00+01:00' })).toBe(
      '40 coins expire on 12 Dec 2026',
    );
  });
});
