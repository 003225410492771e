import { describe, expect, it } from 'vitest';
import { STAFF_ADJUSTMENT_LIMIT } from '../constants';
import { MAX_LENGTH } from '../limits';
import { exceedsStaffLimit, validateCoinAdjustment } from './coinAdjustment';
import type { CoinAdjustmentValues } from './coinAdjustment';

const valid: CoinAdjustmentValues = {
  user_id: '12',
  amount: '1',
  reason: 'Goodwill',
  type: 'credit',
};

describe('validateCoinAdjustment', () => {
  it('passes the minimum amount of 1 and each of the four types', () => {
    for (const type of ['credit', 'debit', 'bonus', 'refund']) {
      expect(validateCoinAdjustment({ ...valid, type })).toEqual({});
    }
    expect(validateCoinAdjustment({ ...valid, user_id: 12, amount: 500 })).toEqual({});
  });

  it('reports every missing field', () => {
    expect(validateCoinAdjustment({ user_id: '', amount: '', reason: ' ', type: '' })).toEqual({
      user_id: 'User ID is required',
      amount: 'Amount must be greater than 0',
      reason: 'Reason is required',
      type: 'Type must be credit, debit, bonus or refund',
    });
  });

  it('needs an amount greater than 0, in whole coins', () => {
    expect(validateCoinAdjustment({ ...valid, amount: '0' })).toEqual({
      amount: 'Amount must be greater than 0',
    });
    expect(validateCoinAdjustment({ ...valid, amount: -5 })).toEqual({
      amount: 'Amount must be greater than 0',
    });
    expect(validateCoinAdjustment({ ...valid, amount: 'ten' })).toEqual({
      amount: 'Amount must be greater than 0',
    });
    expect(validateCoinAdjustment({ ...valid, amount: '0.5' })).toEqual({
      amount: 'Amount must be a whole number of coins',
    });
  });

  it('needs a positive whole user ID', () => {
    expect(validateCoinAdjustment({ ...valid, user_id: null })).toEqual({
      user_id: 'User ID is required',
    });
    expect(validateCoinAdjustment({ ...valid, user_id: 'abc' })).toEqual({
      user_id: 'User ID must be a positive whole number',
    });
    expect(validateCoinAdjustment({ ...valid, user_id: 0 })).toEqual({
      user_id: 'User ID must be a positive whole number',
    });
  });

  it('refuses a type outside the four', () => {
    expect(validateCoinAdjustment({ ...valid, type: 'admin_credit' })).toEqual({
      type: 'Type must be credit, debit, bonus or refund',
    });
  });

  it('refuses a reason longer than the API accepts', () => {
    expect(validateCoinAdjustment({ ...valid, reason: 'r'.repeat(MAX_LENGTH.reason + 1) })).toEqual(
      {
        reason: `Ensure this field has no more than ${MAX_LENGTH.reason} characters.`,
      },
    );
  });

  it('holds staff to the limit, and admins to none, when told who adjusts', () => {
    const over = { ...valid, amount: STAFF_ADJUSTMENT_LIMIT + 1 };
    expect(validateCoinAdjustment(over, { admin: false, available: null })).toEqual({
      amount: `Adjustments of more than ${STAFF_ADJUSTMENT_LIMIT} coins need an admin.`,
    });
    expect(validateCoinAdjustment(over, { admin: true, available: null })).toEqual({});
    const atLimit = { ...valid, amount: STAFF_ADJUSTMENT_LIMIT };
    expect(validateCoinAdjustment(atLimit, { admin: false, available: null })).toEqual({});
  });

  it('refuses a debit below zero when the balance is known, and only a debit', () => {
    const limits = { admin: true, available: 40 };
    expect(validateCoinAdjustment({ ...valid, type: 'debit', amount: 41 }, limits)).toEqual({
      amount: 'A debit cannot take the available balance below zero.',
    });
    expect(validateCoinAdjustment({ ...valid, type: 'debit', amount: 40 }, limits)).toEqual({});
    expect(validateCoinAdjustment({ ...valid, type: 'credit', amount: 41 }, limits)).toEqual({});
    const unknown = { admin: true, available: null };
    expect(validateCoinAdjustment({ ...valid, type: 'debit', amount: 41 }, unknown)).toEqual({});
  });
});

describe('exceedsStaffLimit', () => {
  it('is true for staff above the limit only, and never for an admin', () => {
    expect(exceedsStaffLimit(STAFF_ADJUSTMENT_LIMIT, false)).toBe(false);
    expect(exceedsStaffLimit(STAFF_ADJUSTMENT_LIMIT + 1, false)).toBe(true);
    expect(exceedsStaffLimit(STAFF_ADJUSTMENT_LIMIT + 1, true)).toBe(false);
  });
});
