/**
 * Coin packages and the wallet: the packages on sale, a member's balances and latest ledger
 * entries, coins expiring oldest first, and one member's wallet kept apart from another's.
 * Purchases are in subscriptionsPurchase.test.ts, staff adjustments in subscriptionsAdjust.test.ts.
 */

import { addDays, isValidPackage, lagosToday, promotionalSavings } from '@domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, clock } from '../clock';
import { db } from '../db';
import { createBooking, createCourt, createPackage, createStaff } from '../factories';
import { MESSAGES_HTTP } from '../http';
import { compareTransactionsNewestFirst, WALLET_RECENT_TRANSACTIONS } from '../serializers';
import { setPaymentMode } from '../settings';
import { TEST_NOW, setupMockApi } from '../testing';
import { simulatedProvider } from './subscriptionsPurchase';
import { subscriptionHelpers } from './subscriptionsTestKit';

const { api, seed } = setupMockApi();
const { wallet, purchase, verify, addCoins, newMember } = subscriptionHelpers(api);

beforeEach(() => simulatedProvider.reset());

describe('GET /subscriptions/packages/', () => {
  it('answers 401 without a token', async () => {
    const res = await api.get('/subscriptions/packages/');
    expect(res.status).toBe(401);
    expect(res.error.code).toBe('not_authenticated');
  });

  it.each(['pending', 'suspended', 'rejected'] as const)(
    'answers 403 account_not_approved for a %s account',
    async (role) => {
      const token = await api.tokenFor(role);
      const res = await api.get('/subscriptions/packages/', { token });
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({
        code: 'account_not_approved',
        message: MESSAGES_HTTP.accountNotApproved,
      });
    },
  );

  it('offers only packages valid by SPEC §5, and stores none without a positive price or validity', async () => {
    await expect(createPackage({ price: 0 })).rejects.toThrow();
    await expect(createPackage({ validity_days: 0 })).rejects.toThrow();
    const token = await api.tokenFor('member');
    const listed = (await api.get('/subscriptions/packages/', { token })).data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((pkg) => !isValidPackage(pkg))).toEqual([]);
  });

  it('lists the active packages bronze to platinum with their savings fields', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/subscriptions/packages/', { token });
    expect(res.status).toBe(200);
    const packages = res.data;
    expect(packages.map((p) => p.package_type)).toEqual(['bronze', 'silver', 'gold', 'platinum']);
    const gold = packages.find((p) => p.id === seed.packages.gold);
    expect(gold).toMatchObject({
      price: 25000,
      discounted_price: 20000,
      discount_percentage: 20,
      is_promotional: true,
      coins: 300,
      validity_days: 90,
    });
    expect(gold && promotionalSavings(gold)).toBe(5000);
    const bronze = packages.find((p) => p.id === seed.packages.bronze);
    expect(bronze).toMatchObject({ discounted_price: null, discount_percentage: 0 });
    expect(bronze?.features).toContain('50 coins');
  });

  it('leaves inactive packages out', async () => {
    const retired = await createPackage({ name: 'Retired Package', is_active: false });
    const token = await api.loginAs('member');
    const res = await api.get('/subscriptions/packages/', { token });
    expect(res.data.map((p) => p.id)).not.toContain(retired.id);
    expect(res.data).toHaveLength(4);
  });

  it('lets staff read the packages too', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/subscriptions/packages/', { token });
    expect(res.status).toBe(200);
  });
});

describe('GET /subscriptions/wallet/', () => {
  it('answers 401 without a token and 403 for an unapproved account', async () => {
    expect((await api.get('/subscriptions/wallet/')).status).toBe(401);
    const res = await api.get('/subscriptions/wallet/', { token: await api.tokenFor('pending') });
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('account_not_approved');
  });

  it("shows the member's balances and the latest ledger entries, newest first", async () => {
    const token = await api.loginAs('member');
    const data = await wallet(token);
    expect(data).toMatchObject({
      available_balance: 120,
      reserved_balance: 134,
      total_balance: 254,
      total_earned: 490,
      total_spent: 236,
    });
    expect(data.total_earned - data.total_spent).toBe(data.total_balance);
    const expected = db.transactions
      .findMany((q) => q.where({ user_id: seed.users.member }))
      .sort(compareTransactionsNewestFirst)
      .slice(0, WALLET_RECENT_TRANSACTIONS)
      .map((t) => t.id);
    expect(data.recent_transactions.map((t) => t.id)).toEqual(expected);
    expect(data.recent_transactions[0]?.balance_after).toBe(data.available_balance);
  });

  it('keeps at most 10 recent entries, the newest first', async () => {
    const { member, token } = await newMember();
    const staffToken = await api.loginAs('staff');
    for (let n = 1; n <= 12; n++) {
      const res = await addCoins(staffToken, {
        user_id: member.id,
        amount: n,
        transaction_type: 'bonus',
        reason: `Bonus number ${n}`,
      });
      expect(res.status).toBe(200);
      clock.advance(MINUTE_MS);
    }
    const data = await wallet(token);
    expect(data.recent_transactions).toHaveLength(10);
    expect(data.recent_transactions.map((t) => t.amount)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    const times = data.recent_transactions.map((t) => t.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.available_balance).toBe(78);
  });

  it('settles a booking whose end has passed before answering', async () => {
    const { member, token } = await newMember(100);
    const court = await createCourt();
    const booking = await createBooking({
      user_id: member.id,
      court_id: court.id,
      date: addDays(lagosToday(TEST_NOW), 1),
      start_time: '10:00',
      end_time: '11:00',
    });
    const before = await wallet(token);
    expect(before.reserved_balance).toBe(booking.coin_cost);
    clock.advance(2 * DAY_MS);
    const after = await wallet(token);
    expect(after).toMatchObject({
      available_balance: 100 - booking.coin_cost,
      reserved_balance: 0,
      total_spent: booking.coin_cost,
      total_earned: 100,
    });
    expect(after.recent_transactions[0]).toMatchObject({
      transaction_type: 'booking',
      amount: 0,
      reference: booking.booking_reference,
    });
  });

  it("only ever shows one's own wallet", async () => {
    const { member: other } = await newMember(777);
    const token = await api.loginAs('member');
    const res = await api.get('/subscriptions/wallet/', { token, query: { user_id: other.id } });
    expect(res.data.available_balance).toBe(120);
    const ownIds = new Set(
      db.transactions.findMany((q) => q.where({ user_id: seed.users.member })).map((t) => t.id),
    );
    expect(res.data.recent_transactions.every((t) => ownIds.has(t.id))).toBe(true);
  });
});

describe('coin expiry', () => {
  it("expires a package's coins validity_days after the purchase", async () => {
    const { member, token } = await newMember();
    const bought = (await purchase(token, { package_id: seed.packages.bronze })).data;
    clock.advance(30 * DAY_MS - MINUTE_MS);
    expect((await wallet(token)).available_balance).toBe(50);
    clock.advance(2 * MINUTE_MS);
    const after = await wallet(token);
    expect(after).toMatchObject({
      available_balance: 0,
      total_balance: 0,
      total_earned: 50,
      total_spent: 50,
    });
    expect(after.recent_transactions[0]).toMatchObject({
      transaction_type: 'expiry',
      amount: -50,
      balance_after: 0,
      reference: bought.reference,
    });
    expect(db.transactions.findMany((q) => q.where({ user_id: member.id }))).toHaveLength(2);
  });

  it('spends and expires the oldest coins first', async () => {
    const { member, token } = await newMember();
    const staffToken = await api.loginAs('staff');
    const first = (await purchase(token, { package_id: seed.packages.bronze })).data;
    clock.advance(10 * DAY_MS);
    const second = (await purchase(token, { package_id: seed.packages.bronze })).data;
    clock.advance(5 * DAY_MS);
    const debited = await addCoins(staffToken, {
      user_id: member.id,
      amount: 20,
      transaction_type: 'debit',
      reason: 'Correction',
    });
    expect(debited.data.wallet.available_balance).toBe(80);

    // Day 31: what is left of the first package (50 − 20) expires; the second is untouched.
    clock.advance(16 * DAY_MS);
    const mid = await wallet(token);
    expect(mid.available_balance).toBe(50);
    expect(mid.recent_transactions[0]).toMatchObject({
      transaction_type: 'expiry',
      amount: -30,
      reference: first.reference,
    });

    // Day 41: the second package's coins expire too.
    clock.advance(10 * DAY_MS);
    const end = await wallet(token);
    expect(end).toMatchObject({ available_balance: 0, total_earned: 100, total_spent: 100 });
    expect(end.recent_transactions[0]).toMatchObject({
      transaction_type: 'expiry',
      amount: -50,
      reference: second.reference,
    });
  });

  it('counts the validity of a provider payment from its verification', async () => {
    setPaymentMode('provider');
    const { token } = await newMember();
    const { reference } = (await purchase(token, { package_id: seed.packages.bronze })).data;
    clock.advance(DAY_MS);
    await verify(token, reference);
    clock.advance(30 * DAY_MS - MINUTE_MS);
    expect((await wallet(token)).available_balance).toBe(50);
    clock.advance(2 * MINUTE_MS);
    expect((await wallet(token)).available_balance).toBe(0);
  });
});

describe('one member and another', () => {
  it("keeps each member's purchases and wallet apart", async () => {
    const { member: other, token: otherToken } = await newMember();
    const token = await api.loginAs('member');
    const before = await wallet(token);
    await purchase(otherToken, { package_id: seed.packages.gold });
    expect(await wallet(token)).toEqual(before);
    const theirs = await wallet(otherToken);
    expect(theirs.available_balance).toBe(300);
    expect(theirs.recent_transactions.every((t) => t.reference?.startsWith('PSP-DEMO-'))).toBe(
      true,
    );
    expect(db.transactions.findMany((q) => q.where({ user_id: other.id }))).toHaveLength(1);
    const staff = await createStaff();
    expect((await wallet(await api.tokenFor(staff.id))).available_balance).toBe(0);
  });
});
