import { COIN_ADJUSTMENT_MIN, STAFF_ADJUSTMENT_LIMIT } from '../constants';
import { staffAdjustmentLimitText } from '../policy';
import { COIN_ADJUSTMENT_TYPES, isOneOf } from '../types';
import type { FieldErrors } from '../types';
import { MESSAGES } from './messages';
import { isBlank, toNumber, tooLongErrors } from './rules';

/** As typed into the admin form: numbers may still be strings. */
export interface CoinAdjustmentValues {
  user_id: string | number | null;
  amount: string | number | null;
  reason: string;
  type: string;
}

/** Who adjusts, and what the member has: the rules the form can check before sending. */
export interface CoinAdjustmentLimits {
  /** Admins have no limit on one adjustment; other staff have `STAFF_ADJUSTMENT_LIMIT`. */
  admin: boolean;
  /** The member's available balance, which a debit may not take below zero; null when unknown. */
  available: number | null;
}

/**
 * Whether one adjustment of `amount` coins is above what its author may make: admins have no
 * limit, other staff `STAFF_ADJUSTMENT_LIMIT`. The form says so before sending; the server refuses
 * it (403).
 */
export function exceedsStaffLimit(amount: number, admin: boolean): boolean {
  return !admin && amount > STAFF_ADJUSTMENT_LIMIT;
}

/**
 * SPEC §5 Coin adjustment. Coins are whole, so the minimum of 1 is the first valid amount. With
 * `limits`, an amount is also held to the staff limit and a debit to the available balance, the
 * server's own rules (403 above the limit, 400 `insufficient_coins` below zero) said before sending.
 */
export function validateCoinAdjustment(
  values: CoinAdjustmentValues,
  limits?: CoinAdjustmentLimits,
): FieldErrors<CoinAdjustmentValues> {
  const errors: FieldErrors<CoinAdjustmentValues> = tooLongErrors({ reason: values.reason });

  if (isBlank(values.user_id)) errors.user_id = MESSAGES.userIdRequired;
  else {
    const userId = toNumber(values.user_id);
    if (userId === undefined || !Number.isInteger(userId) || userId < 1) {
      errors.user_id = MESSAGES.userIdInvalid;
    }
  }

  const amount = toNumber(values.amount);
  if (amount === undefined || amount <= 0) errors.amount = MESSAGES.amountNotPositive;
  else if (!Number.isInteger(amount) || amount < COIN_ADJUSTMENT_MIN) {
    errors.amount = MESSAGES.amountNotWhole;
  } else if (limits && exceedsStaffLimit(amount, limits.admin)) {
    errors.amount = staffAdjustmentLimitText();
  } else if (
    limits &&
    values.type === 'debit' &&
    limits.available !== null &&
    amount > limits.available
  ) {
    errors.amount = MESSAGES.debitBelowZero;
  }

  if (isBlank(values.reason)) errors.reason = MESSAGES.reasonRequired;
  if (!isOneOf(COIN_ADJUSTMENT_TYPES, values.type)) errors.type = MESSAGES.adjustmentTypeInvalid;

  return errors;
}
