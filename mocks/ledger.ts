/**
 * The coin ledger (decisions §6): the only code that changes a wallet, with its two companions,
 * `coinLots.ts` (the lots coins are spent from and expire with) and `coinHolds.ts` (the coins a
 * booking holds). Every movement writes one transaction with its signed effect on the available
 * balance and the available balance after it.
 *
 *   credit   purchase, bonus, admin_credit, refund (staff)   earned += n, available += n
 *   reserve  booking                                         available −= c, reserved += c
 *   release  refund (cancellation)                           reserved −= c, available += c
 *   settle   booking completed (amount 0)                    reserved −= c, spent += c
 *   debit    admin_debit, expiry                             available −= n, spent += n
 *
 * so total_earned − total_spent = available + reserved always, and the sum of a wallet's
 * transaction amounts is its available balance (`ledgerInvariant.ts` checks it). Coins are
 * tracked in lots (one per credit) so that a package's coins expire validity_days after purchase;
 * spending takes the coins closest to expiry first, and reserved coins are held against their lot
 * so a refund returns them to it. This module holds the wallet itself and the movements in and
 * out of it: credit, debit and expiry; reserve, release and settle are in `coinHolds.ts`.
 */

import { clock, timestamp } from './clock';
import { takeFromLots } from './coinLots';
import { nextId } from './db';
import type { CoinLotRecord, TransactionRecord, WalletRecord } from './coinRecords';
import type { Database } from './db';

export type CreditType = 'purchase' | 'bonus' | 'admin_credit' | 'refund';
export type DebitType = 'admin_debit' | 'expiry';

export class InsufficientCoinsError extends Error {
  constructor(
    readonly available: number,
    readonly required: number,
  ) {
    super(`Insufficient coins: ${available} available, ${required} required`);
    this.name = 'InsufficientCoinsError';
  }
}

export interface Timing {
  /** When the movement happens; the clock's now by default. */
  at?: Date | undefined;
}

export interface CreditInput extends Timing {
  userId: number;
  amount: number;
  type: CreditType;
  description: string;
  /** Payment or booking reference. */
  reference?: string | null | undefined;
  /** The staff member's e-mail for staff adjustments. */
  actorEmail?: string | null | undefined;
  /** When these coins expire; null or omitted for coins that never do. */
  expiresAt?: Date | null | undefined;
}

export interface DebitInput extends Timing {
  userId: number;
  amount: number;
  type: DebitType;
  description: string;
  actorEmail?: string | null | undefined;
  reference?: string | null | undefined;
}

export function assertWholePositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new RangeError(`Coin amounts are whole and positive: ${amount}`);
  }
}

export function findWallet(database: Database, userId: number): WalletRecord | undefined {
  return database.wallets.findFirst((q) => q.where({ user_id: userId }));
}

/** The user's wallet, created empty on first use. */
export async function getWallet(
  database: Database,
  userId: number,
  at: Date = clock.now(),
): Promise<WalletRecord> {
  const existing = findWallet(database, userId);
  if (existing) return existing;
  return database.wallets.create({
    id: nextId(database, 'wallets'),
    user_id: userId,
    available_balance: 0,
    reserved_balance: 0,
    total_earned: 0,
    total_spent: 0,
    created_at: timestamp(at),
    updated_at: timestamp(at),
  });
}

export async function updateWallet(
  database: Database,
  wallet: WalletRecord,
  at: Date,
  change: (draft: WalletRecord) => void,
): Promise<WalletRecord> {
  const updated = await database.wallets.update((q) => q.where({ id: wallet.id }), {
    data(draft) {
      change(draft);
      draft.updated_at = timestamp(at);
    },
  });
  if (!updated) throw new Error(`Database integrity: wallet ${wallet.id} vanished`);
  return updated;
}

export async function writeTransaction(
  database: Database,
  entry: Omit<TransactionRecord, 'id' | 'created_at'>,
  at: Date,
): Promise<TransactionRecord> {
  return database.transactions.create({
    id: nextId(database, 'transactions'),
    ...entry,
    created_at: timestamp(at),
  });
}

/** purchase, bonus, admin_credit or a staff refund: new coins enter the wallet. */
export async function credit(database: Database, input: CreditInput): Promise<TransactionRecord> {
  assertWholePositive(input.amount);
  const at = input.at ?? clock.now();
  const wallet = await getWallet(database, input.userId, at);
  const updated = await updateWallet(database, wallet, at, (draft) => {
    draft.available_balance += input.amount;
    draft.total_earned += input.amount;
  });
  const transaction = await writeTransaction(
    database,
    {
      user_id: input.userId,
      transaction_type: input.type,
      description: input.description,
      amount: input.amount,
      balance_after: updated.available_balance,
      actor_email: input.actorEmail ?? null,
      reference: input.reference ?? null,
    },
    at,
  );
  await database.coinLots.create({
    id: nextId(database, 'coinLots'),
    user_id: input.userId,
    transaction_id: transaction.id,
    amount: input.amount,
    remaining: input.amount,
    created_at: timestamp(at),
    expires_at: input.expiresAt ? timestamp(input.expiresAt) : null,
    expired_at: null,
  });
  return transaction;
}

/**
 * A staff debit or an expiry: coins leave the available balance for good. Throws
 * InsufficientCoinsError (and changes nothing) when the available balance is short: a wallet never
 * goes below zero.
 */
export async function debit(database: Database, input: DebitInput): Promise<TransactionRecord> {
  assertWholePositive(input.amount);
  const at = input.at ?? clock.now();
  const wallet = await getWallet(database, input.userId, at);
  if (wallet.available_balance < input.amount) {
    throw new InsufficientCoinsError(wallet.available_balance, input.amount);
  }
  await takeFromLots(database, input.userId, input.amount);
  return debitWallet(database, wallet, input, at);
}

async function debitWallet(
  database: Database,
  wallet: WalletRecord,
  input: DebitInput,
  at: Date,
): Promise<TransactionRecord> {
  const updated = await updateWallet(database, wallet, at, (draft) => {
    draft.available_balance -= input.amount;
    draft.total_spent += input.amount;
  });
  return writeTransaction(
    database,
    {
      user_id: input.userId,
      transaction_type: input.type,
      description: input.description,
      amount: -input.amount,
      balance_after: updated.available_balance,
      actor_email: input.actorEmail ?? null,
      reference: input.reference ?? null,
    },
    at,
  );
}

/**
 * Expires one lot: what is left of it leaves the wallet as an expiry entry dated at the lot's
 * expiry. Coins of the lot that are reserved stay reserved (the booking already paid with them);
 * if they are released later, the next expiry run removes them.
 */
export async function expireLot(
  database: Database,
  lot: CoinLotRecord,
  at: Date,
): Promise<TransactionRecord | null> {
  if (lot.remaining === 0) return null;
  const amount = lot.remaining;
  await database.coinLots.update((q) => q.where({ id: lot.id }), {
    data(draft) {
      draft.remaining = 0;
      draft.expired_at = timestamp(at);
    },
  });
  const wallet = await getWallet(database, lot.user_id, at);
  const source = database.transactions.findFirst((q) => q.where({ id: lot.transaction_id }));
  return debitWallet(
    database,
    wallet,
    {
      userId: lot.user_id,
      amount,
      type: 'expiry',
      description: `${amount} coin${amount === 1 ? '' : 's'} expired${source ? ` (${source.description})` : ''}`,
      reference: source?.reference ?? null,
    },
    at,
  );
}
