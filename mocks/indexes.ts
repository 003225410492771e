/**
 * Indexes over the collections whose history grows (bookings, coin lots), kept up to date by the
 * collections' own hooks, so that what every request does (the lifecycle pass of `route()`) and the
 * session lists cost the same whatever the history's length (without them, each session's player
 * count and each request's lifecycle pass scanned every booking ever made, so every list grew
 * slower with every booking; `npm run bench:api` measures it).
 *
 * The lifecycle indexes hold ids and the fields they are keyed on; the per-user ones hold the
 * latest version of each record as it was written (equal in every field to the stored one), for
 * reading. Writes still go through the collections, which stay the truth.
 */

import { bookingEnd, lagosDate } from '@domain';
import { instant } from './clock';
import type { BookingRecord } from './records';
import type { CoinLotRecord, TransactionRecord } from './coinRecords';

/** Records grouped by their user, each the latest version written (same values as stored). */
export type ByUser<R> = Map<number, Map<number, R>>;

/** Coins a booking charged: paid and not cancelled (the dashboard's revenue). */
export function chargedCoins(booking: BookingRecord): number {
  return booking.payment_status === 'PAID' && booking.status !== 'CANCELLED'
    ? booking.coin_cost
    : 0;
}

/** Coins a booking spent for good: completed or no-show, and paid. */
export function spentCoins(booking: BookingRecord): number {
  return (booking.status === 'COMPLETED' || booking.status === 'NO_SHOW') &&
    booking.payment_status === 'PAID'
    ? booking.coin_cost
    : 0;
}

/** The Lagos day a booking was made on. */
export const madeOn = (booking: BookingRecord): string => lagosDate(instant(booking.created_at));

/**
 * Running totals of all bookings for the staff dashboard, by the day they were made. `byId` keeps
 * what each booking contributes, so that a change is applied as "remove the old, add the new"
 * however many update events one write emits.
 */
export interface BookingTotals {
  byId: Map<number, { day: string; charged: number; spent: number }>;
  days: Map<string, { count: number; charged: number }>;
  total: number;
  spent: number;
}

export interface Indexes {
  bookingTotals: BookingTotals;
  /** Every booking, by its member: a member's lists cost what that member has, not what all do. */
  bookingsByUser: ByUser<BookingRecord>;
  /** Every ledger entry, by its member (the wallet and its history). */
  transactionsByUser: ByUser<TransactionRecord>;
  /**
   * Court bookings (no session) that occupy their court, by `courtDay(court, date)`: what every
   * availability check, schedule and utilisation figure asks for, court by court and day by day.
   */
  courtDayBookings: Map<string, Map<number, BookingRecord>>;
  /** PENDING or CONFIRMED bookings: id → the end instant (ms), when they complete. */
  activeBookings: Map<number, number>;
  /** Bookings holding a place in a game session (all but CANCELLED): session id → booking ids. */
  sessionPlaces: Map<number, Set<number>>;
  /** Coin lots with coins left and an expiry: id → expires_at (a sortable timestamp). */
  expiringLots: Map<number, string>;
}

type Change<R> = (previous: R | undefined, next: R | undefined) => void;

interface Hooked<R> {
  hooks: {
    on(event: 'create', listener: (event: { data: { record: R } }) => void): unknown;
    on(
      event: 'update',
      listener: (event: { data: { prevRecord: R; nextRecord: R } }) => void,
    ): unknown;
    on(event: 'delete', listener: (event: { data: { deletedRecord: R } }) => void): unknown;
  };
}

/**
 * Calls `change(previous, next)` for every write. An update emits one event per changed field,
 * all with the same previous and next record, so `change` must be idempotent (remove what the
 * previous record contributed, add what the next one does).
 */
function track<R>(collection: Hooked<R>, change: Change<R>): void {
  collection.hooks.on('create', (event) => change(undefined, event.data.record));
  collection.hooks.on('update', (event) => change(event.data.prevRecord, event.data.nextRecord));
  collection.hooks.on('delete', (event) => change(event.data.deletedRecord, undefined));
}

/** Groups records by `keyOf` (undefined: in no group), each group by id, latest version. */
function trackGroups<R extends { id: number }, K>(
  collection: Hooked<R>,
  index: Map<K, Map<number, R>>,
  keyOf: (record: R) => K | undefined,
): void {
  track<R>(collection, (previous, next) => {
    const before = previous && keyOf(previous);
    if (previous && before !== undefined) {
      const group = index.get(before);
      group?.delete(previous.id);
      if (group?.size === 0) index.delete(before);
    }
    const after = next && keyOf(next);
    if (next && after !== undefined) {
      const group = index.get(after) ?? new Map<number, R>();
      group.set(next.id, next);
      index.set(after, group);
    }
  });
}

/** The records of one group (a user's, a court day's), in the order they were created. */
export function inGroup<R extends { id: number }, K>(index: Map<K, Map<number, R>>, key: K): R[] {
  return [...(index.get(key)?.values() ?? [])].sort((a, b) => a.id - b.id);
}

/** The key of `courtDayBookings`. */
export const courtDay = (courtId: number, date: string): string => `${courtId} ${date}`;

const isActive = (booking: BookingRecord): boolean =>
  booking.status === 'PENDING' || booking.status === 'CONFIRMED';

/** The collections the indexes follow (db.ts's, read through their hooks alone). */
export interface IndexedCollections {
  bookings: Hooked<BookingRecord>;
  coinLots: Hooked<CoinLotRecord>;
  transactions: Hooked<TransactionRecord>;
}

export function createIndexes(collections: IndexedCollections): Indexes {
  const indexes: Indexes = {
    bookingTotals: { byId: new Map(), days: new Map(), total: 0, spent: 0 },
    bookingsByUser: new Map(),
    transactionsByUser: new Map(),
    courtDayBookings: new Map(),
    activeBookings: new Map(),
    sessionPlaces: new Map(),
    expiringLots: new Map(),
  };

  track<BookingRecord>(collections.bookings, (previous, next) => {
    if (previous) {
      indexes.activeBookings.delete(previous.id);
      if (previous.session_id !== null) {
        const places = indexes.sessionPlaces.get(previous.session_id);
        places?.delete(previous.id);
        if (places?.size === 0) indexes.sessionPlaces.delete(previous.session_id);
      }
    }
    if (next) {
      if (isActive(next)) indexes.activeBookings.set(next.id, bookingEnd(next).getTime());
      if (next.session_id !== null && next.status !== 'CANCELLED') {
        const places = indexes.sessionPlaces.get(next.session_id) ?? new Set<number>();
        places.add(next.id);
        indexes.sessionPlaces.set(next.session_id, places);
      }
    }
  });

  trackGroups(collections.bookings, indexes.bookingsByUser, (booking) => booking.user_id);
  trackGroups(collections.transactions, indexes.transactionsByUser, (entry) => entry.user_id);
  trackGroups(collections.bookings, indexes.courtDayBookings, (booking) =>
    booking.session_id === null && booking.status !== 'CANCELLED'
      ? courtDay(booking.court_id, booking.date)
      : undefined,
  );

  track<BookingRecord>(collections.bookings, (previous, next) => {
    const totals = indexes.bookingTotals;
    const id = next?.id ?? previous?.id;
    if (id === undefined) return;
    const old = totals.byId.get(id);
    if (old) {
      const day = totals.days.get(old.day);
      if (day) {
        day.count -= 1;
        day.charged -= old.charged;
        if (day.count === 0) totals.days.delete(old.day);
      }
      totals.total -= 1;
      totals.spent -= old.spent;
      totals.byId.delete(id);
    }
    if (next) {
      const entry = { day: madeOn(next), charged: chargedCoins(next), spent: spentCoins(next) };
      const day = totals.days.get(entry.day) ?? { count: 0, charged: 0 };
      day.count += 1;
      day.charged += entry.charged;
      totals.days.set(entry.day, day);
      totals.total += 1;
      totals.spent += entry.spent;
      totals.byId.set(id, entry);
    }
  });

  track<CoinLotRecord>(collections.coinLots, (previous, next) => {
    if (previous) indexes.expiringLots.delete(previous.id);
    if (next && next.remaining > 0 && next.expires_at !== null) {
      indexes.expiringLots.set(next.id, next.expires_at);
    }
  });

  return indexes;
}

/** Empties the indexes along with their collections (`clear()` emits no delete events). */
export function clearIndexes(indexes: Indexes): void {
  indexes.bookingTotals.byId.clear();
  indexes.bookingTotals.days.clear();
  indexes.bookingTotals.total = 0;
  indexes.bookingTotals.spent = 0;
  indexes.bookingsByUser.clear();
  indexes.transactionsByUser.clear();
  indexes.courtDayBookings.clear();
  indexes.activeBookings.clear();
  indexes.sessionPlaces.clear();
  indexes.expiringLots.clear();
}
