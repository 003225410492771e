/**
 * Staff coin adjustments (the `subscriptions` tag): credit, debit, bonus or refund coins to a
 * member's wallet through the ledger, with the reason and the staff member recorded on the entry
 * and in the audit log, within the staff limit (SPEC §5 Coin adjustment).
 */

import { noticeCoinsAdjusted } from '../rules/notices';
import { z } from 'zod';
import {
  COIN_ADJUSTMENT_TYPES,
  validateCoinAdjustment,
  exceedsStaffLimit,
  MAX_LENGTH,
  isAdmin,
  staffActionsFor,
  textLength,
} from '@domain';
import type { CoinAdjustmentType } from '@domain';
import { recordStaffAction } from '../audit';
import { db } from '../db';
import { withIdempotency } from '../idempotency';
import type { TransactionRecord } from '../coinRecords';
import type { UserRecord } from '../records';
import { InsufficientCoinsError, credit, debit } from '../ledger';
import type { CreditType } from '../ledger';
import {
  FIELD_MESSAGES,
  addError,
  badRequest,
  fields,
  fieldErrorsFrom,
  http,
  notFound,
  ok,
  permissionDenied,
  parsed,
  readJsonObject,
  refused,
  route,
  validate,
  validationError,
  type FieldErrors,
  type JsonObject,
  type Parsed,
} from '../http';
import { serializeTransaction, serializeWallet } from '../serializers';
import { SUBSCRIPTION_MESSAGES } from './subscriptions';

/** The largest adjustment a DRF PositiveIntegerField stores; it also keeps coin sums exact. */
const MAX_ADJUSTMENT = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// Staff coin adjustments.

const LEDGER_TYPE: Record<Exclude<CoinAdjustmentType, 'debit'>, CreditType> = {
  credit: 'admin_credit',
  bonus: 'bonus',
  refund: 'refund',
};

const ADJUSTMENT_LABEL: Record<CoinAdjustmentType, string> = {
  credit: 'Credit',
  debit: 'Debit',
  bonus: 'Bonus',
  refund: 'Refund',
};

interface Adjustment {
  user_id: number;
  amount: number;
  transaction_type: CoinAdjustmentType;
  reason: string;
}

/** A JSON value as a form field: numbers and strings as they are, anything else unusable. */
function formValue(value: unknown): string | number | null {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value === null || value === undefined) return null;
  return Number.NaN;
}

/**
 * The admin form's rules with its messages (SPEC §5 Coin adjustment), over the JSON body. The
 * validator names the type `type`; the contract's field is `transaction_type`.
 */
function parseAdjustment(body: JsonObject): Parsed<Adjustment> {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  const { type, ...domainErrors } = validateCoinAdjustment({
    user_id: formValue(body.user_id),
    amount: formValue(body.amount),
    reason,
    type: typeof body.transaction_type === 'string' ? body.transaction_type : '',
  });
  const errors: FieldErrors = fieldErrorsFrom(domainErrors);
  if (type !== undefined) addError(errors, 'transaction_type', type);
  if (body.reason !== undefined && body.reason !== null && typeof body.reason !== 'string') {
    errors.reason = [FIELD_MESSAGES.string];
  } else if (
    !errors.reason &&
    typeof body.reason === 'string' &&
    textLength(body.reason) > MAX_LENGTH.reason
  ) {
    addError(errors, 'reason', FIELD_MESSAGES.maxLength(MAX_LENGTH.reason));
  }
  if (Object.keys(errors).length > 0) return refused(validationError(errors));
  // The validator has accepted these fields; zod turns them into their types.
  return validate(
    { ...body, reason },
    z.object({
      user_id: fields.integer({ min: 1 }),
      amount: fields.integer({ min: 1, max: MAX_ADJUSTMENT }),
      transaction_type: fields.choice(COIN_ADJUSTMENT_TYPES),
      reason: fields.string({ max: MAX_LENGTH.reason }),
    }),
  );
}

/**
 * Writes the adjustment to the member's ledger with the reason and the staff member's e-mail. A
 * debit never takes the available balance below zero: 400 `insufficient_coins` instead.
 */
async function adjustCoins(
  staff: UserRecord,
  member: UserRecord,
  { amount, transaction_type: kind, reason }: Adjustment,
): Promise<Parsed<TransactionRecord>> {
  const description = `${ADJUSTMENT_LABEL[kind]}: ${reason}`;
  if (kind !== 'debit') {
    return parsed(
      await credit(db, {
        userId: member.id,
        amount,
        type: LEDGER_TYPE[kind],
        description,
        actorEmail: staff.email,
      }),
    );
  }
  try {
    return parsed(
      await debit(db, {
        userId: member.id,
        amount,
        type: 'admin_debit',
        description,
        actorEmail: staff.email,
      }),
    );
  } catch (error) {
    if (!(error instanceof InsufficientCoinsError)) throw error;
    const message = SUBSCRIPTION_MESSAGES.debitTooLarge(amount, member, error.available);
    return refused(badRequest(message, 'insufficient_coins', { amount: [message] }));
  }
}

const ADJUST_OPERATION = 'POST /subscriptions/admin/add-coins/';

export const subscriptionsAdjustHandlers = [
  http.post(
    '/subscriptions/admin/add-coins/',
    route({ auth: 'staff' }, async ({ request, response, user: staff }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      return withIdempotency(request, staff.id, ADJUST_OPERATION, body.value, async () => {
        const input = parseAdjustment(body.value);
        if (!input.ok) return input.response;
        const userId = input.value.user_id;
        const member = db.users.findFirst((q) => q.where({ id: userId }));
        if (!member) return notFound();

        // Seen in the field: staff credited themselves. Both limits are the server's, not the
        // form's.
        if (!staffActionsFor(staff, member).adjustCoins) {
          return permissionDenied(SUBSCRIPTION_MESSAGES.ownWallet);
        }
        if (exceedsStaffLimit(input.value.amount, isAdmin(staff))) {
          return permissionDenied(SUBSCRIPTION_MESSAGES.aboveStaffLimit);
        }

        const before = serializeWallet(db, member.id).available_balance;
        const adjusted = await adjustCoins(staff, member, input.value);
        if (!adjusted.ok) return adjusted.response;
        await noticeCoinsAdjusted(member, adjusted.value, input.value.reason);
        await recordStaffAction({
          action: 'coin_adjustment',
          actor: staff,
          target: { type: 'user', user: member },
          reason: input.value.reason,
          details: `${input.value.transaction_type} ${adjusted.value.amount > 0 ? '+' : ''}${adjusted.value.amount} coins; available ${before} → ${adjusted.value.balance_after}`,
        });
        return response(200).json(
          ok(
            {
              user_id: member.id,
              transaction: serializeTransaction(adjusted.value),
              wallet: serializeWallet(db, member.id),
            },
            input.value.transaction_type === 'debit'
              ? SUBSCRIPTION_MESSAGES.removed(input.value.amount, member)
              : SUBSCRIPTION_MESSAGES.added(input.value.amount, member),
          ),
        );
      });
    }),
  ),
];
