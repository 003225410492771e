import {
  MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  addDays,
  effectivePrice,
  isValidPackage,
  lagosToday,
  promotionalSavings,
} from '@domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, clock } from '../clock';
import { db } from '../db';
import { createBooking, createCourt, createMember, createPackage, createStaff } from '../factories';
import { FIELD_MESSAGES, MESSAGES_HTTP } from '../http';
import { IDEMPOTENCY_MESSAGES } from '../idempotency';
import { compareTransactionsNewestFirst, WALLET_RECENT_TRANSACTIONS } from '../serializers';
import { setPaymentMode } from '../settings';
import { TEST_NOW, setupMockApi } from '../testing';
import { SUBSCRIPTION_MESSAGES } from './subscriptions';
import { simulatedProvider } from './subscriptionsPurchase';

const { api, seed } = setupMockApi();

beforeEach(() => simulatedProvider.reset());

const wallet = async (token: string) => (await api.get('/subscriptions/wallet/', { token })).data;

const purchase = (token: string, body: unknown, headers?: Record<string, string>) =>
  api.post('/subscriptions/purchase/', { token, body, headers });

const verify = (token: string, reference: unknown) =>
  api.post('/subscriptions/payment/verify/', { token, body: { reference } });

const addCoins = (token: string, body: unknown) =>
  api.post('/subscriptions/admin/add-coins/', { token, body });

function pkg(id: number) {
  const record = db.packages.findFirst((q) => q.where({ id }));
  if (!record) throw new Error(`No package ${id}`);
  return record;
}

function purchaseRecord(reference: string) {
  return db.purchases.findFirst((q) => q.where({ reference }));
}

function ledgerEntries(reference: string) {
  return db.transactions.findMany((q) => q.where({ reference }));
}

/** A fresh approved member with an empty wallet and a token. */
async function newMember(coins?: number) {
  const member = await createMember(coins === undefined ? {} : { coins });
  return { member, token: await api.tokenFor(member.id) };
}

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

describe('POST /subscriptions/purchase/ in demo mode', () => {
  it('answers 401 without a token and 403 for unapproved accounts', async () => {
    const body = { package_id: seed.packages.bronze };
    expect((await api.post('/subscriptions/purchase/', { body })).status).toBe(401);
    for (const role of ['pending', 'suspended', 'rejected'] as const) {
      const res = await purchase(await api.tokenFor(role), body);
      expect(res.status).toBe(403);
      expect(res.error.code).toBe('account_not_approved');
    }
    expect(db.purchases.findMany((q) => q.where({ status: 'PENDING' }))).toHaveLength(0);
  });

  it('grants the coins at once: available and total_earned grow by the package coins', async () => {
    const token = await api.loginAs('member');
    const before = await wallet(token);
    const res = await purchase(token, { package_id: seed.packages.silver });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SUBSCRIPTION_MESSAGES.purchased(130));
    expect(res.body.message).toBe('Purchase Successful! 130 coins have been added to your wallet.');
    const data = res.data;
    expect(data).toMatchObject({ demo_mode: true, coins_granted: 130, payment_url: null });
    expect(data.reference).toMatch(/^PSP-DEMO-[A-Z0-9]{6}$/);
    expect(data.wallet).toMatchObject({
      available_balance: before.available_balance + 130,
      total_earned: before.total_earned + 130,
      reserved_balance: before.reserved_balance,
      total_spent: before.total_spent,
    });
    expect(data.wallet?.recent_transactions[0]).toMatchObject({
      transaction_type: 'purchase',
      amount: 130,
      balance_after: before.available_balance + 130,
      reference: data.reference,
      actor_email: null,
    });
    expect(await wallet(token)).toEqual(data.wallet);
    expect(purchaseRecord(data.reference)).toMatchObject({
      user_id: seed.users.member,
      package_id: seed.packages.silver,
      status: 'PAID',
      coins: 130,
      amount: 12000,
    });
  });

  it('charges the discounted price when the package has one', async () => {
    const token = await api.loginAs('member');
    const res = await purchase(token, { package_id: seed.packages.gold, payment_method: 'demo' });
    expect(res.status).toBe(201);
    expect(purchaseRecord(res.data.reference)?.amount).toBe(
      effectivePrice(pkg(seed.packages.gold)),
    );
    expect(purchaseRecord(res.data.reference)?.amount).toBe(20000);
  });

  it('lets staff buy coins too', async () => {
    const res = await purchase(await api.loginAs('staff'), { package_id: seed.packages.bronze });
    expect(res.status).toBe(201);
    expect(res.data.coins_granted).toBe(50);
  });

  it('refuses an unknown or inactive package as a field error', async () => {
    const token = await api.loginAs('member');
    const retired = await createPackage({ is_active: false });
    for (const id of [999, retired.id]) {
      const res = await purchase(token, { package_id: id });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        code: 'validation_error',
        errors: { package_id: [SUBSCRIPTION_MESSAGES.packageDoesNotExist(id)] },
      });
    }
    expect(db.purchases.findMany((q) => q.where({ user_id: seed.users.member }))).toHaveLength(
      db.purchases.findMany((q) => q.where({ user_id: seed.users.member, status: 'PAID' })).length,
    );
  });

  it('validates the body', async () => {
    const token = await api.loginAs('member');
    const missing = await purchase(token, {});
    expect(missing.status).toBe(400);
    expect(missing.error.errors).toEqual({ package_id: [FIELD_MESSAGES.required] });
    const junk = await purchase(token, { package_id: 'gold', payment_method: 'cash' });
    expect(junk.error.errors).toEqual({
      package_id: [FIELD_MESSAGES.integer],
      payment_method: [FIELD_MESSAGES.choice('cash')],
    });
    const notObject = await purchase(token, [1]);
    expect(notObject.status).toBe(400);
    const before = await wallet(token);
    expect(before.available_balance).toBe(120);
  });

  it('refuses a package id sent as a string, and buys nothing', async () => {
    const token = await api.loginAs('member');
    const before = await wallet(token);
    const res = await purchase(token, { package_id: String(seed.packages.bronze) });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ package_id: [FIELD_MESSAGES.integer] });
    expect(await wallet(token)).toEqual(before);
  });

  it('replays a retried request with the same Idempotency-Key and charges once', async () => {
    const token = await api.loginAs('member');
    const before = await wallet(token);
    const headers = { 'Idempotency-Key': 'buy-gold-1' };
    const body = { package_id: seed.packages.gold };
    const first = await purchase(token, body, headers);
    const second = await purchase(token, body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.body).toEqual(first.body);
    expect(ledgerEntries(first.data.reference)).toHaveLength(1);
    expect((await wallet(token)).available_balance).toBe(before.available_balance + 300);

    const reused = await purchase(token, { package_id: seed.packages.bronze }, headers);
    expect(reused.status).toBe(409);
    expect(reused.error).toMatchObject({
      code: 'idempotency_key_reused',
      message: IDEMPOTENCY_MESSAGES.reused,
    });
    expect((await wallet(token)).available_balance).toBe(before.available_balance + 300);

    const another = await purchase(token, body, { 'Idempotency-Key': 'buy-gold-2' });
    expect(another.data.reference).not.toBe(first.data.reference);
    expect((await wallet(token)).available_balance).toBe(before.available_balance + 600);
  });
});

describe('POST /subscriptions/purchase/ in provider mode, then verify', () => {
  it('creates a PENDING purchase and answers a payment_url back to /subscriptions', async () => {
    setPaymentMode('provider');
    const token = await api.loginAs('member');
    const before = await wallet(token);
    const res = await purchase(token, { package_id: seed.packages.platinum });
    expect(res.status).toBe(201);
    const data = res.data;
    expect(data).toMatchObject({ demo_mode: false, coins_granted: null });
    expect(data.wallet).toBeUndefined();
    expect(data.reference).toMatch(/^PSP-[A-Z0-9]{8}$/);
    const url = new URL(data.payment_url ?? '');
    expect(url.origin).toBe('http://127.0.0.1');
    expect(url.pathname).toBe('/subscriptions');
    expect(url.searchParams.get('reference')).toBe(data.reference);
    expect(purchaseRecord(data.reference)).toMatchObject({
      status: 'PENDING',
      payment_method: 'paystack',
      amount: 40500,
      paid_at: null,
    });
    expect(await wallet(token)).toEqual(before);
  });

  it("returns to the app's origin when the app runs elsewhere", async () => {
    setPaymentMode('provider');
    const token = await api.loginAs('member');
    const res = await purchase(
      token,
      { package_id: seed.packages.bronze },
      { Origin: 'http://localhost:4173' },
    );
    expect(new URL(res.data.payment_url ?? '').origin).toBe('http://localhost:4173');
  });

  it('refuses the demo payment method outside demo mode', async () => {
    setPaymentMode('provider');
    const token = await api.loginAs('member');
    const res = await purchase(token, { package_id: seed.packages.bronze, payment_method: 'demo' });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ payment_method: [SUBSCRIPTION_MESSAGES.demoNotAccepted] });
  });

  it('grants the coins on the first verification and never again', async () => {
    setPaymentMode('provider');
    const token = await api.loginAs('member');
    const before = await wallet(token);
    const { reference } = (await purchase(token, { package_id: seed.packages.silver })).data;

    const first = await verify(token, reference);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(SUBSCRIPTION_MESSAGES.verified(130));
    expect(first.data).toMatchObject({ reference, payment_status: 'PAID', coins_granted: 130 });
    expect(first.data.wallet).toMatchObject({
      available_balance: before.available_balance + 130,
      total_earned: before.total_earned + 130,
    });
    expect(purchaseRecord(reference)).toMatchObject({ status: 'PAID' });

    const second = await verify(token, reference);
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(ledgerEntries(reference)).toHaveLength(1);
    expect((await wallet(token)).available_balance).toBe(before.available_balance + 130);
  });

  it('answers PENDING while the provider has not confirmed, then grants once it has', async () => {
    setPaymentMode('provider');
    const token = await api.loginAs('member');
    const before = await wallet(token);
    const { reference } = (await purchase(token, { package_id: seed.packages.bronze })).data;
    simulatedProvider.setOutcome(reference, 'pending');
    const waiting = await verify(token, reference);
    expect(waiting.status).toBe(200);
    expect(waiting.data).toMatchObject({ payment_status: 'PENDING', coins_granted: null });
    expect(waiting.data.wallet).toEqual(before);
    simulatedProvider.setOutcome(reference, 'paid');
    const paid = await verify(token, reference);
    expect(paid.data).toMatchObject({ payment_status: 'PAID', coins_granted: 50 });
    expect(paid.data.wallet.available_balance).toBe(before.available_balance + 50);
  });

  it('answers 400 payment_failed for a declined payment, every time', async () => {
    setPaymentMode('provider');
    const token = await api.loginAs('member');
    const before = await wallet(token);
    const { reference } = (await purchase(token, { package_id: seed.packages.bronze })).data;
    simulatedProvider.setOutcome(reference, 'declined');
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await verify(token, reference);
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        code: 'payment_failed',
        message: SERVICE_FALLBACK_MESSAGES.subscriptions.paymentVerification,
      });
    }
    expect(purchaseRecord(reference)?.status).toBe('FAILED');
    expect(await wallet(token)).toEqual(before);
  });

  it('replays an idempotent provider purchase without a second payment', async () => {
    setPaymentMode('provider');
    const token = await api.loginAs('member');
    const headers = { 'Idempotency-Key': 'provider-once' };
    const first = await purchase(token, { package_id: seed.packages.gold }, headers);
    const second = await purchase(token, { package_id: seed.packages.gold }, headers);
    expect(second.body).toEqual(first.body);
    expect(db.purchases.findMany((q) => q.where({ status: 'PENDING' }))).toHaveLength(1);
  });

  it("refuses unknown references and other members' references with 404", async () => {
    setPaymentMode('provider');
    const { token: otherToken } = await newMember();
    const { reference } = (await purchase(otherToken, { package_id: seed.packages.bronze })).data;
    const token = await api.loginAs('member');
    const before = await wallet(token);
    for (const ref of [reference, 'PSP-NOTREAL1']) {
      const res = await verify(token, ref);
      expect(res.status).toBe(404);
      expect(res.error.code).toBe('not_found');
    }
    expect(purchaseRecord(reference)?.status).toBe('PENDING');
    expect(await wallet(token)).toEqual(before);
    expect((await verify(otherToken, reference)).data.payment_status).toBe('PAID');
  });

  it('answers a demo purchase verified again with the same result', async () => {
    const token = await api.loginAs('member');
    const bought = (await purchase(token, { package_id: seed.packages.bronze })).data;
    const res = await verify(token, bought.reference);
    expect(res.data).toMatchObject({ payment_status: 'PAID', coins_granted: 50 });
    expect(res.data.wallet).toEqual(bought.wallet);
  });

  it('validates the body and guards access', async () => {
    const token = await api.loginAs('member');
    const res = await api.post('/subscriptions/payment/verify/', { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ reference: [FIELD_MESSAGES.required] });
    expect((await verify(token, '  ')).error.errors).toEqual({ reference: [FIELD_MESSAGES.blank] });
    const anonymous = await api.post('/subscriptions/payment/verify/', {
      body: { reference: 'PSP-X' },
    });
    expect(anonymous.status).toBe(401);
    const pending = await verify(await api.tokenFor('pending'), 'PSP-X');
    expect(pending.status).toBe(403);
    expect(pending.error.code).toBe('account_not_approved');
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

describe('POST /subscriptions/admin/add-coins/', () => {
  const member = () => seed.users.member;

  it('answers 401 without a token and 403 permission_denied for non-staff', async () => {
    const body = { user_id: member(), amount: 5, transaction_type: 'bonus', reason: 'Thanks' };
    expect((await api.post('/subscriptions/admin/add-coins/', { body })).status).toBe(401);
    for (const token of [await api.loginAs('member'), await api.tokenFor('pending')]) {
      const res = await addCoins(token, body);
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({
        code: 'permission_denied',
        message: MESSAGES_HTTP.permissionDenied,
      });
    }
    expect((await wallet(await api.loginAs('member'))).available_balance).toBe(120);
  });

  it.each([
    ['credit', 'admin_credit', 25, 145],
    ['bonus', 'bonus', 20, 140],
    ['refund', 'refund', 15, 135],
    ['debit', 'admin_debit', -30, 90],
  ] as const)(
    'records a %s as %s with the reason, the staff member and balance_after',
    async (kind, ledgerType, signed, availableAfter) => {
      const token = await api.loginAs('staff');
      const amount = Math.abs(signed);
      const reason = `Adjustment for the Lekki tournament (${kind})`;
      const res = await addCoins(token, {
        user_id: member(),
        amount,
        transaction_type: kind,
        reason,
      });
      expect(res.status).toBe(200);
      const memberRecord = db.users.findFirst((q) => q.where({ id: member() }));
      if (!memberRecord) throw new Error('No member');
      expect(res.body.message).toBe(
        kind === 'debit'
          ? SUBSCRIPTION_MESSAGES.removed(amount, memberRecord)
          : SUBSCRIPTION_MESSAGES.added(amount, memberRecord),
      );
      const { transaction, wallet: after, user_id } = res.data;
      expect(user_id).toBe(member());
      expect(transaction).toMatchObject({
        transaction_type: ledgerType,
        amount: signed,
        balance_after: availableAfter,
        actor_email: 'staff@pitchside.ng',
        reference: null,
      });
      expect(transaction.description).toContain(reason);
      expect(after.available_balance).toBe(availableAfter);
      expect(after.reserved_balance).toBe(134);
      expect(after.total_earned).toBe(signed > 0 ? 490 + signed : 490);
      expect(after.total_spent).toBe(signed < 0 ? 236 - signed : 236);
      expect(after.recent_transactions[0]).toEqual(transaction);
      const seen = await wallet(await api.loginAs('member'));
      expect(seen.recent_transactions[0]).toEqual(transaction);
    },
  );

  it('lets an admin adjust coins and names the admin as the actor', async () => {
    const res = await addCoins(await api.loginAs('admin'), {
      user_id: member(),
      amount: 10,
      transaction_type: 'credit',
      reason: 'Goodwill',
    });
    expect(res.status).toBe(200);
    expect(res.data.transaction).toMatchObject({
      amount: 10,
      actor_email: 'admin@pitchside.ng',
      description: 'Credit: Goodwill',
    });
  });

  it('refuses an amount or a user id sent as a string: the contract types them integer', async () => {
    const token = await api.loginAs('admin');
    const before = await wallet(await api.loginAs('member'));
    const res = await addCoins(token, {
      user_id: String(member()),
      amount: '10',
      transaction_type: 'credit',
      reason: 'Goodwill',
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'validation_error',
      errors: {
        user_id: ['A valid integer is required.'],
        amount: ['A valid integer is required.'],
      },
    });
    expect(await wallet(await api.loginAs('member'))).toEqual(before);
  });

  it('never debits below zero', async () => {
    const token = await api.loginAs('staff');
    const before = await wallet(await api.loginAs('member'));
    const res = await addCoins(token, {
      user_id: member(),
      amount: before.available_balance + 1,
      transaction_type: 'debit',
      reason: 'Too much',
    });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('insufficient_coins');
    expect(res.error.message).toBe(
      'Cannot remove 121 coins: Adaeze Okafor has only 120 coins available.',
    );
    expect(res.error.errors).toEqual({ amount: [res.error.message] });
    expect(await wallet(await api.loginAs('member'))).toEqual(before);

    const all = await addCoins(token, {
      user_id: member(),
      amount: before.available_balance,
      transaction_type: 'debit',
      reason: 'Everything available',
    });
    expect(all.data.wallet).toMatchObject({ available_balance: 0, reserved_balance: 134 });
  });

  it('refuses a debit from a member who has never had coins', async () => {
    const { member: empty } = await newMember();
    const res = await addCoins(await api.loginAs('staff'), {
      user_id: empty.id,
      amount: 1,
      transaction_type: 'debit',
      reason: 'Nothing to take',
    });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('insufficient_coins');
  });

  it("validates with the admin form's messages", async () => {
    const token = await api.loginAs('staff');
    const empty = await addCoins(token, {});
    expect(empty.status).toBe(400);
    expect(empty.error).toMatchObject({ code: 'validation_error' });
    expect(empty.error.errors).toEqual({
      user_id: [MESSAGES.userIdRequired],
      amount: [MESSAGES.amountNotPositive],
      reason: [MESSAGES.reasonRequired],
      transaction_type: [MESSAGES.adjustmentTypeInvalid],
    });

    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ amount: 0 }, { amount: [MESSAGES.amountNotPositive] }],
      [{ amount: -5 }, { amount: [MESSAGES.amountNotPositive] }],
      [{ amount: 1.5 }, { amount: [MESSAGES.amountNotWhole] }],
      [{ amount: 'lots' }, { amount: [MESSAGES.amountNotPositive] }],
      [{ user_id: 'abc' }, { user_id: [MESSAGES.userIdInvalid] }],
      [{ user_id: 0 }, { user_id: [MESSAGES.userIdInvalid] }],
      [{ reason: '   ' }, { reason: [MESSAGES.reasonRequired] }],
      [{ reason: 'x'.repeat(501) }, { reason: [FIELD_MESSAGES.maxLength(500)] }],
      [{ reason: 42 }, { reason: [FIELD_MESSAGES.string] }],
      [{ transaction_type: 'gift' }, { transaction_type: [MESSAGES.adjustmentTypeInvalid] }],
    ];
    const valid = { user_id: member(), amount: 5, transaction_type: 'bonus', reason: 'Thanks' };
    for (const [change, errors] of cases) {
      const res = await addCoins(token, { ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.error.errors, JSON.stringify(change)).toEqual(errors);
    }
    expect((await wallet(await api.loginAs('member'))).available_balance).toBe(120);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await addCoins(await api.loginAs('staff'), {
      user_id: 9999,
      amount: 5,
      transaction_type: 'bonus',
      reason: 'Thanks',
    });
    expect(res.status).toBe(404);
    expect(res.error.code).toBe('not_found');
  });

  it('credits a member whose staff adjustments never expire', async () => {
    const { member: fresh, token } = await newMember();
    const staffToken = await api.loginAs('staff');
    await addCoins(staffToken, {
      user_id: fresh.id,
      amount: 40,
      transaction_type: 'bonus',
      reason: 'Community volunteer',
    });
    clock.advance(400 * DAY_MS);
    expect((await wallet(token)).available_balance).toBe(40);
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
