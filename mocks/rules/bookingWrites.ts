/**
 * Writing bookings: creating and cancelling a paid booking with its coins moved through the ledger
 * (decisions §6), keeping a session's status in step with its players, and whether a session
 * takes one more.
 */

import { z } from 'zod';
import { bookingReference, formatSchedule, isSessionJoinable, MAX_LENGTH } from '@domain';
import { timestamp } from '../clock';
import { db, nextId } from '../db';
import type { BookingRecord, SessionRecord, UserRecord } from '../records';
import { release, reserve } from '../coinHolds';
import { conflict, fields, type ErrorResponse } from '../http';
import { sessionPlayers } from '../serializers';
import { BOOKING_MESSAGES, hasStarted } from './bookings';

export function describeBooking(booking: Pick<BookingRecord, 'date' | 'start_time' | 'end_time'>) {
  // Members read this in their transaction history: the same words as every date on screen.
  return formatSchedule(booking.date, booking.start_time, booking.end_time);
}

/**
 * Keeps a session's status in step with its places, as the seed writes it: 'booked' once full,
 * 'available' again when a place frees up before the start. Other states are staff decisions.
 */
export async function syncSessionStatus(sessionId: number | null, now: Date): Promise<void> {
  if (sessionId === null) return;
  const session = db.sessions.findFirst((q) => q.where({ id: sessionId }));
  if (!session) return;
  const full = sessionPlayers(db, session) >= session.max_players;
  const started = hasStarted({ date: session.session_date, start_time: session.start_time }, now);
  let status = session.status;
  if (session.status === 'available' && full) status = 'booked';
  else if (session.status === 'booked' && !full && !started) status = 'available';
  if (status === session.status) return;
  await db.sessions.update((q) => q.where({ id: session.id }), {
    data(draft) {
      draft.status = status;
    },
  });
}

/**
 * Cancels a booking and refunds every coin it holds at once (a refund transaction). Returns the
 * updated booking and the coins refunded.
 */
export async function cancelBooking(
  booking: BookingRecord,
  reason: string | null,
  now: Date,
): Promise<{ booking: BookingRecord; refunded: number }> {
  const entry = await release(db, {
    userId: booking.user_id,
    reference: booking.booking_reference,
    description: `Refund for cancelled booking ${booking.booking_reference}`,
    at: now,
  });
  const updated = await db.bookings.update((q) => q.where({ id: booking.id }), {
    data(draft) {
      draft.status = 'CANCELLED';
      // An unpaid (PENDING) booking had nothing to refund.
      if (draft.payment_status === 'PAID') draft.payment_status = 'REFUNDED';
      draft.cancelled_at = timestamp(now);
      draft.cancellation_reason = reason;
    },
  });
  if (!updated) throw new Error(`Database integrity: booking ${booking.id} vanished`);
  await syncSessionStatus(booking.session_id, now);
  return { booking: updated, refunded: entry?.amount ?? 0 };
}

/** A new CONFIRMED and PAID booking whose coins the ledger reserves under its reference. */
export async function createPaidBooking(
  user: UserRecord,
  fieldsOf: Pick<
    BookingRecord,
    | 'location_id'
    | 'court_id'
    | 'session_id'
    | 'date'
    | 'start_time'
    | 'end_time'
    | 'coin_cost'
    | 'notes'
  >,
  description: (reference: string) => string,
  now: Date,
): Promise<BookingRecord> {
  const id = nextId(db, 'bookings');
  const reference = bookingReference({ id });
  // A free booking (a rate or session of 0 coins) moves no coins and writes no entry.
  if (fieldsOf.coin_cost > 0) {
    await reserve(db, {
      userId: user.id,
      amount: fieldsOf.coin_cost,
      reference,
      description: description(reference),
      at: now,
    });
  }
  const booking = await db.bookings.create({
    ...fieldsOf,
    id,
    booking_reference: reference,
    user_id: user.id,
    status: 'CONFIRMED',
    payment_status: 'PAID',
    created_at: timestamp(now),
    cancelled_at: null,
    cancellation_reason: null,
    completed_at: null,
  });
  await syncSessionStatus(booking.session_id, now);
  return booking;
}

/** Why a session cannot take a new player, or null when it can. */
export function sessionRefusalMessage(session: SessionRecord, now: Date): string | null {
  const occupancy = {
    status: session.status,
    current_players: sessionPlayers(db, session),
    max_players: session.max_players,
  };
  const started = hasStarted({ date: session.session_date, start_time: session.start_time }, now);
  if (isSessionJoinable(occupancy) && !started) return null;
  const full =
    !started &&
    (session.status === 'booked' ||
      (session.status === 'available' && occupancy.current_players >= occupancy.max_players));
  return full ? BOOKING_MESSAGES.sessionFull : BOOKING_MESSAGES.sessionUnavailable;
}

/** The 409 `session_full` of a session that cannot take a new player, or null when it can. */
export function sessionRefusal(session: SessionRecord, now: Date): ErrorResponse | null {
  const message = sessionRefusalMessage(session, now);
  return message === null ? null : conflict(message, 'session_full');
}

export const cancelSchema = z.object({
  reason: fields.string({ blank: true, max: MAX_LENGTH.reason }).optional(),
});
