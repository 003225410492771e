/**
 * Staff adjusting a member's coins (POST /subscriptions/admin/add-coins/): who may, how each kind
 * of adjustment is recorded in the ledger, the validation, and never debiting below zero.
 */

import { MESSAGES } from '@domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS, clock } from '../clock';
import { db } from '../db';
import { FIELD_MESSAGES, MESSAGES_HTTP } from '../http';
import { IDEMPOTENCY_MESSAGES } from '../idempotency';
import { setupMockApi } from '../testing';
import { SUBSCRIPTION_MESSAGES } from './subscriptions';
import { subscriptionHelpers } from './subscriptionsTestKit';

const { api, seed } = setupMockApi();
const { wallet, addCoins, newMember } = subscriptionHelpers(api);

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

  it('adjusts once per Idempotency-Key: a retry replays the first answer', async () => {
    const token = await api.loginAs('staff');
    const headers = { 'Idempotency-Key': 'bonus-1' };
    const body = {
      user_id: member(),
      amount: 20,
      transaction_type: 'bonus',
      reason: 'Volunteered',
    };
    const first = await addCoins(token, body, headers);
    const second = await addCoins(token, body, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await wallet(await api.loginAs('member'))).available_balance).toBe(140);

    const reused = await addCoins(token, { ...body, amount: 25 }, headers);
    expect(reused.status).toBe(409);
    expect(reused.error).toMatchObject({
      code: 'idempotency_key_reused',
      message: IDEMPOTENCY_MESSAGES.reused,
    });
    expect((await addCoins(token, body, { 'Idempotency-Key': 'bonus-2' })).status).toBe(200);
    expect((await wallet(await api.loginAs('member'))).available_balance).toBe(160);
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
