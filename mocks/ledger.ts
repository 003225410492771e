/**
 * The coin ledger (decisions §6): the only code that changes a wallet. Every movement writes one
 * transaction with its signed effect on the available balance and the available balance after it.
 *
 *   credit   purchase, bonus, admin_credit, refund (staff)   earned += n, available += n
 *   reserve  booking                                         available −= c, reserved += c
 *   release  refund (cancellation)                           reserved −= c, available += c
 *   settle   booking completed (amount 0)                    reserved −= c, spent += c
 *   debit    admin_debit, expiry                             available −= n, spent += n
 *
 * so total_earned − total_spent = available + reserved always, and the sum of a wallet's
 * transaction amounts is its available balance. Coins are tracked in lots (one per credit) so that
 * a package's coins expire validity_days after purchase; spending takes the coins closest to
 * expiry first, and reserved coins are held against their lot so a refund returns them to it.
 */

import { clock, timestamp } from './clock';
import { nextId } from './db';
import type {
  CoinHoldRecord,
  CoinLotRecord,
  Database,
  TransactionRecord,
  WalletRecord,
} from './db';

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

interface Timing {
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

export interface DebitInput extends Timing {
  userId: number;
  amount: number;
  type: DebitType;
  description: string;
  actorEmail?: string | null | undefined;
  reference?: string | null | undefined;
}

function assertWholePositive(amount: number): void {
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

/** Coins closest to expiry first; among equals the oldest credit; never-expiring coins last. */
function compareLotsForSpending(a: CoinLotRecord, b: CoinLotRecord): number {
  if (a.expires_at !== b.expires_at) {
    if (a.expires_at === null) return 1;
    if (b.expires_at === null) return -1;
    return a.expires_at < b.expires_at ? -1 : 1;
  }
  return a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1;
}

export function spendableLots(database: Database, userId: number): CoinLotRecord[] {
  return database.coinLots
    .findMany((q) => q.where({ user_id: userId, remaining: (remaining) => remaining > 0 }))
    .sort(compareLotsForSpending);
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

async function updateWallet(
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

async function writeTransaction(
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

/** Takes `amount` coins out of the user's lots, closest to expiry first; returns what it took. */
async function takeFromLots(
  database: Database,
  userId: number,
  amount: number,
): Promise<{ lot: CoinLotRecord; taken: number }[]> {
  const taken: { lot: CoinLotRecord; taken: number }[] = [];
  let left = amount;
  for (const lot of spendableLots(database, userId)) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    await database.coinLots.update((q) => q.where({ id: lot.id }), {
      data(draft) {
        draft.remaining -= take;
      },
    });
    taken.push({ lot, taken: take });
    left -= take;
  }
  // The wallet said the coins were there; lots that disagree mean a ledger bug.
  if (left > 0) throw new Error(`Ledger integrity: lots of user ${userId} are ${left} coins short`);
  return taken;
}

async function returnToLot(database: Database, lotId: number, amount: number): Promise<void> {
  await database.coinLots.update((q) => q.where({ id: lotId }), {
    data(draft) {
      draft.remaining += amount;
    },
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

/** Lots past their expiry that still hold available coins, soonest expiry first. */
export function dueLots(database: Database, at: Date): CoinLotRecord[] {
  const now = timestamp(at);
  // The index of lots with coins left and an expiry spares every request a scan of all lots.
  const due = new Set<number>();
  for (const [id, expiresAt] of database.indexes.expiringLots) if (expiresAt <= now) due.add(id);
  if (due.size === 0) return [];
  return database.coinLots
    .findMany((q) =>
      q.where({
        id: (id) => due.has(id),
        remaining: (remaining) => remaining > 0,
        expires_at: (expiresAt) => expiresAt !== null && expiresAt <= now,
      }),
    )
    .sort(compareLotsForSpending);
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

// ---------------------------------------------------------------------------------------------

/**
 * Every way a wallet can disagree with its lots, holds and transactions. Empty when the ledger is
 * sound: no negative balance, earned − spent = available + reserved, lots = available,
 * holds = reserved, Σ transaction amounts = available, and the newest entry's balance_after =
 * available.
 */
export function ledgerInvariant(database: Database): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const wallet of database.wallets.all()) {
    const who = `wallet of user ${wallet.user_id}`;
    if (seen.has(wallet.user_id)) problems.push(`${who}: more than one wallet`);
    seen.add(wallet.user_id);
    const {
      available_balance: available,
      reserved_balance: reserved,
      total_earned: earned,
      total_spent: spent,
    } = wallet;
    for (const [name, value] of Object.entries({ available, reserved, earned, spent })) {
      if (!Number.isInteger(value) || value < 0) problems.push(`${who}: ${name} is ${value}`);
    }
    if (earned - spent !== available + reserved) {
      problems.push(
        `${who}: earned ${earned} − spent ${spent} ≠ available ${available} + reserved ${reserved}`,
      );
    }
    const lots = database.coinLots.findMany((q) => q.where({ user_id: wallet.user_id }));
    for (const lot of lots) {
      if (lot.remaining < 0 || lot.remaining > lot.amount) {
        problems.push(`${who}: lot ${lot.id} has ${lot.remaining} of ${lot.amount} coins`);
      }
    }
    const inLots = lots.reduce((sum, lot) => sum + lot.remaining, 0);
    if (inLots !== available) problems.push(`${who}: lots hold ${inLots}, available ${available}`);
    const held = database.coinHolds
      .findMany((q) => q.where({ user_id: wallet.user_id }))
      .reduce((sum, hold) => sum + hold.amount, 0);
    if (held !== reserved) problems.push(`${who}: holds ${held}, reserved ${reserved}`);
    const entries = database.transactions.findMany((q) => q.where({ user_id: wallet.user_id }));
    const net = entries.reduce((sum, entry) => sum + entry.amount, 0);
    if (net !== available)
      problems.push(`${who}: transactions sum to ${net}, available ${available}`);
    const newest = entries.reduce<TransactionRecord | undefined>(
      (latest, entry) => (latest === undefined || entry.id > latest.id ? entry : latest),
      undefined,
    );
    if (newest && newest.balance_after !== available) {
      problems.push(`${who}: newest entry says ${newest.balance_after}, available ${available}`);
    }
  }
  for (const entry of database.transactions.all()) {
    if (!seen.has(entry.user_id)) problems.push(`transaction ${entry.id} has no wallet`);
  }
  return problems;
}

export function assertLedgerInvariant(database: Database): void {
  const problems = ledgerInvariant(database);
  if (problems.length > 0) throw new Error(`Ledger invariant broken:\n${problems.join('\n')}`);
}
