/**
 * Time-driven changes, applied at the start of every request (`route()` in http/route.ts calls
 * `advanceTo`): bookings whose end has passed become COMPLETED and their coins are spent; sessions
 * whose end has passed become completed; coin lots past expiry expire. Events are applied in the
 * order they happened, each dated when it happened, so the ledger reads chronologically even when
 * the clock jumps days ahead between two requests.
 */

import { bookingEnd, lagosDateTimeToInstant } from '@domain';
import { DAY_MS, clock, instant, timestamp } from './clock';
import { db as defaultDb } from './db';
import type { BookingRecord } from './records';
import type { CoinLotRecord } from './coinRecords';
import type { Database } from './db';
import { dueLots } from './coinLots';
import { expireLot } from './ledger';
import { settle } from './coinHolds';

type Event =
  | { kind: 'booking'; at: Date; booking: BookingRecord }
  | { kind: 'expiry'; at: Date; lot: CoinLotRecord };

/** Idempotency keys are remembered for 24 hours (the contract's Idempotency-Key parameter). */
export const IDEMPOTENCY_TTL_MS = DAY_MS;

/** PENDING or CONFIRMED bookings whose end has passed; from the index, so no scan of history. */
export function bookingsDueForCompletion(database: Database, now: Date): BookingRecord[] {
  const due = new Set<number>();
  for (const [id, end] of database.indexes.activeBookings) if (end <= now.getTime()) due.add(id);
  if (due.size === 0) return [];
  return database.bookings.findMany((q) =>
    q.where(
      (booking) =>
        due.has(booking.id) &&
        (booking.status === 'PENDING' || booking.status === 'CONFIRMED') &&
        bookingEnd(booking).getTime() <= now.getTime(),
    ),
  );
}

/** Marks one booking COMPLETED at its end and spends the coins it holds. */
export async function completeBooking(
  database: Database,
  booking: BookingRecord,
  at: Date = bookingEnd(booking),
): Promise<void> {
  await database.bookings.update((q) => q.where({ id: booking.id }), {
    data(draft) {
      draft.status = 'COMPLETED';
      draft.completed_at = timestamp(at);
    },
  });
  await settle(database, {
    userId: booking.user_id,
    reference: booking.booking_reference,
    description: `Booking ${booking.booking_reference} completed: ${booking.coin_cost} coins spent`,
    at,
  });
}

async function completeSessions(database: Database, now: Date): Promise<void> {
  await database.sessions.updateMany(
    (q) =>
      q.where(
        (session) =>
          (session.status === 'available' || session.status === 'booked') &&
          lagosDateTimeToInstant(session.session_date, session.end_time).getTime() <= now.getTime(),
      ),
    {
      data(draft) {
        draft.status = 'completed';
      },
    },
  );
}

function forgetOldIdempotencyKeys(database: Database, now: Date): void {
  const cutoff = timestamp(now.getTime() - IDEMPOTENCY_TTL_MS);
  database.idempotencyRecords.deleteMany((q) =>
    q.where({ created_at: (createdAt) => createdAt < cutoff }),
  );
}

/** Applies every time-driven change due at `now`. Safe to call any number of times. */
export async function advanceTo(
  now: Date = clock.now(),
  database: Database = defaultDb,
): Promise<void> {
  const events: Event[] = [
    ...bookingsDueForCompletion(database, now).map((booking): Event => ({
      kind: 'booking',
      at: bookingEnd(booking),
      booking,
    })),
    ...dueLots(database, now).map((lot): Event => ({
      kind: 'expiry',
      at: instant(lot.expires_at ?? timestamp(now)),
      lot,
    })),
  ];
  // At the same instant a booking completes before coins expire: the booking used them first.
  events.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || (a.kind === b.kind ? 0 : a.kind === 'booking' ? -1 : 1),
  );
  for (const event of events) {
    if (event.kind === 'booking') await completeBooking(database, event.booking, event.at);
    else {
      // Re-read: an earlier event may have changed the lot (a settle does not, but be exact).
      const lot = database.coinLots.findFirst((q) => q.where({ id: event.lot.id }));
      if (lot) await expireLot(database, lot, event.at);
    }
  }
  await completeSessions(database, now);
  forgetOldIdempotencyKeys(database, now);
}
