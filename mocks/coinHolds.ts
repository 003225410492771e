/**
 * The coins a booking holds (the reserved balance), one hold per lot it took coins from: a booking
 * reserves them, a cancellation or a cheaper reschedule releases them, its completion settles them.
 * Part of the coin ledger (`ledger.ts`, which describes every movement).
 */

import { clock, timestamp } from './clock';
import { returnToLot, takeFromLots } from './coinLots';
import { nextId } from './db';
import type { CoinHoldRecord, TransactionRecord } from './coinRecords';
import type { Database } from './db';
import {
  InsufficientCoinsError,
  assertWholePositive,
  getWallet,
  updateWallet,
  writeTransaction,
  type Timing,
} from './ledger';

export interface ReserveInput extends Timing {
  userId: number;
  amount: number;
  /** The booking reference that holds the coins. */
  reference: string;
  description: string;
}

export interface ReleaseInput extends Timing {
  userId: number;
  reference: string;
  description: string;
  /** Coins to give back; all the reference holds by default (a partial release on reschedule). */
  amount?: number | undefined;
}

export interface SettleInput extends Timing {
  userId: number;
  reference: string;
  description: string;
}

export function holdsOf(database: Database, userId: number, reference: string): CoinHoldRecord[] {
  return database.coinHolds
    .findMany((q) => q.where({ user_id: userId, reference }))
    .sort((a, b) => a.id - b.id);
}

/** Coins a booking reference currently holds. */
export function heldAmount(database: Database, userId: number, reference: string): number {
  return holdsOf(database, userId, reference).reduce((sum, hold) => sum + hold.amount, 0);
}

/**
 * A booking takes coins from the available balance into the reserved one. Throws
 * InsufficientCoinsError (and changes nothing) when the available balance is short. Reserving
 * again under the same reference adds to its hold (a dearer reschedule).
 */
export async function reserve(database: Database, input: ReserveInput): Promise<TransactionRecord> {
  assertWholePositive(input.amount);
  const at = input.at ?? clock.now();
  const wallet = await getWallet(database, input.userId, at);
  if (wallet.available_balance < input.amount) {
    throw new InsufficientCoinsError(wallet.available_balance, input.amount);
  }
  for (const { lot, taken } of await takeFromLots(database, input.userId, input.amount)) {
    await database.coinHolds.create({
      id: nextId(database, 'coinHolds'),
      user_id: input.userId,
      reference: input.reference,
      lot_id: lot.id,
      amount: taken,
      created_at: timestamp(at),
    });
  }
  const updated = await updateWallet(database, wallet, at, (draft) => {
    draft.available_balance -= input.amount;
    draft.reserved_balance += input.amount;
  });
  return writeTransaction(
    database,
    {
      user_id: input.userId,
      transaction_type: 'booking',
      description: input.description,
      amount: -input.amount,
      balance_after: updated.available_balance,
      actor_email: null,
      reference: input.reference,
    },
    at,
  );
}

/**
 * A cancellation in time (or a cheaper reschedule): held coins go back to the available balance
 * and to the lots they came from, as a refund transaction. Null when the reference holds nothing.
 */
export async function release(
  database: Database,
  input: ReleaseInput,
): Promise<TransactionRecord | null> {
  const at = input.at ?? clock.now();
  const holds = holdsOf(database, input.userId, input.reference);
  const held = holds.reduce((sum, hold) => sum + hold.amount, 0);
  const amount = input.amount ?? held;
  if (amount === 0) return null;
  assertWholePositive(amount);
  if (amount > held) {
    throw new RangeError(`Reference ${input.reference} holds ${held} coins, not ${amount}`);
  }
  // The newest holds go back first, so what stays held is what was reserved first.
  let left = amount;
  for (const hold of [...holds].reverse()) {
    if (left === 0) break;
    const give = Math.min(hold.amount, left);
    await returnToLot(database, hold.lot_id, give);
    if (give === hold.amount) database.coinHolds.delete((q) => q.where({ id: hold.id }));
    else {
      await database.coinHolds.update((q) => q.where({ id: hold.id }), {
        data(draft) {
          draft.amount -= give;
        },
      });
    }
    left -= give;
  }
  const wallet = await getWallet(database, input.userId, at);
  const updated = await updateWallet(database, wallet, at, (draft) => {
    draft.reserved_balance -= amount;
    draft.available_balance += amount;
  });
  return writeTransaction(
    database,
    {
      user_id: input.userId,
      transaction_type: 'refund',
      description: input.description,
      amount,
      balance_after: updated.available_balance,
      actor_email: null,
      reference: input.reference,
    },
    at,
  );
}

/**
 * A booking's end has passed: its held coins are spent. The entry has amount 0 (the available
 * balance already fell when the coins were reserved) and records the completion. Null when the
 * reference holds nothing.
 */
export async function settle(
  database: Database,
  input: SettleInput,
): Promise<TransactionRecord | null> {
  const at = input.at ?? clock.now();
  const holds = holdsOf(database, input.userId, input.reference);
  const held = holds.reduce((sum, hold) => sum + hold.amount, 0);
  if (held === 0) return null;
  for (const hold of holds) database.coinHolds.delete((q) => q.where({ id: hold.id }));
  const wallet = await getWallet(database, input.userId, at);
  const updated = await updateWallet(database, wallet, at, (draft) => {
    draft.reserved_balance -= held;
    draft.total_spent += held;
  });
  return writeTransaction(
    database,
    {
      user_id: input.userId,
      transaction_type: 'booking',
      description: input.description,
      amount: 0,
      balance_after: updated.available_balance,
      actor_email: null,
      reference: input.reference,
    },
    at,
  );
}
