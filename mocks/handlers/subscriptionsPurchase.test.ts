/**
 * Buying a coin package: in demo mode the coins are granted at once, with an Idempotency-Key
 * replaying a retried request; in provider mode a PENDING purchase waits for the payment's
 * verification, which grants the coins once.
 */

import { SERVICE_FALLBACK_MESSAGES, effectivePrice } from '@domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { createPackage } from '../factories';
import { FIELD_MESSAGES } from '../http';
import { IDEMPOTENCY_MESSAGES } from '../idempotency';
import { setPaymentMode } from '../settings';
import { setupMockApi } from '../testing';
import { SUBSCRIPTION_MESSAGES } from './subscriptions';
import { simulatedProvider } from './subscriptionsPurchase';
import { subscriptionHelpers } from './subscriptionsTestKit';

const { api, seed } = setupMockApi();
const { wallet, purchase, verify, newMember } = subscriptionHelpers(api);

beforeEach(() => simulatedProvider.reset());

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
