import { COIN_ADJUSTMENT_MIN } from '../constants';
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

/** SPEC §5 Coin adjustment. Coins are whole, so the minimum of 1 is the first valid amount. */
export function validateCoinAdjustment(
  values: CoinAdjustmentValues,
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
  }

  if (isBlank(values.reason)) errors.reason = MESSAGES.reasonRequired;
  if (!isOneOf(COIN_ADJUSTMENT_TYPES, values.type)) errors.type = MESSAGES.adjustmentTypeInvalid;

  return errors;
}
