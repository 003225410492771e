/**
 * The lots of the coin ledger (`ledger.ts`): each credit is a lot, spent from soonest-to-expire
 * first and expired with what is left of it. Only the ledger and `coinHolds.ts` take coins from a
 * lot or give them back.
 */

import { timestamp } from './clock';
import type { CoinLotRecord } from './coinRecords';
import type { Database } from './db';

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

/** Takes `amount` coins out of the user's lots, closest to expiry first; returns what it took. */
export async function takeFromLots(
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

export async function returnToLot(
  database: Database,
  lotId: number,
  amount: number,
): Promise<void> {
  await database.coinLots.update((q) => q.where({ id: lotId }), {
    data(draft) {
      draft.remaining += amount;
    },
  });
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
