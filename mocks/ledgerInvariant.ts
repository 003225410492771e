/**
 * The ledger's invariant (`ledger.ts`): what every wallet must agree with, checked by the test
 * client after every write, by the seed's tests and by the admin system health figures.
 */

import type { Database } from './db';
import type { TransactionRecord } from './coinRecords';

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
