/**
 * The rules of court closures (maintenance blocks): their messages, what a closure would overlap,
 * and what closing a court does to the bookings and sessions in the way when staff choose to
 * cancel them (every coin back at once, whatever the cancellation cut-off: the court is closed).
 */

import { z } from 'zod';
import { MAX_LENGTH, TEXT_LINE, type Closure, type ClosureOverlaps } from '@domain';
import { clock, timestamp } from '../clock';
import { db } from '../db';
import type { BookingRecord, MaintenanceBlockRecord, SessionRecord } from '../records';
import { fields } from '../http';
import { release } from '../coinHolds';
import { courtConflicts, type TimeRange } from '../schedule';
import { findCourt, serializeBooking, serializeCourtSummary } from '../serializers';
import { cancelSessionBookings, serialize as serializeSession } from './locations';

export const CLOSURE_MESSAGES = {
  closed: 'Court closed for maintenance',
  reopened: 'Court reopened',
  /** The opening-hours rule names what it refuses. */
  what: 'Closures',
  refund: (reference: string) =>
    `Refund for booking ${reference}: the court was closed for maintenance`,
  cancellationReason: 'Court closed for maintenance',
} as const;

export const serializeClosure = (block: MaintenanceBlockRecord): Closure => ({
  id: block.id,
  location_id: block.location_id,
  court: serializeCourtSummary(findCourt(db, block.court_id)),
  date: block.date,
  start_time: block.start_time,
  end_time: block.end_time,
  note: block.note,
  created_at: block.created_at,
});

/** By date, start time, then court and id: the order the closures list uses. */
export const byClosureSchedule = (a: MaintenanceBlockRecord, b: MaintenanceBlockRecord): number =>
  a.date.localeCompare(b.date) ||
  a.start_time.localeCompare(b.start_time) ||
  a.court_id - b.court_id ||
  a.id - b.id;

export interface ClosureOverlapRecords {
  bookings: BookingRecord[];
  sessions: SessionRecord[];
  closures: MaintenanceBlockRecord[];
}

/**
 * What a closure of the court over the range would overlap. Only court bookings are listed as
 * bookings: a session's places go with their session. Finished and cancelled ones are history.
 */
export function closureOverlaps(courtId: number, range: TimeRange): ClosureOverlapRecords {
  const conflicts = courtConflicts(db, courtId, range);
  const byStart = <T extends { start_time: string; id: number }>(a: T, b: T) =>
    a.start_time.localeCompare(b.start_time) || a.id - b.id;
  return {
    bookings: conflicts.bookings
      .filter(
        (booking) =>
          booking.session_id === null &&
          (booking.status === 'PENDING' || booking.status === 'CONFIRMED'),
      )
      .sort(byStart),
    sessions: conflicts.sessions.filter((session) => session.status !== 'completed').sort(byStart),
    closures: conflicts.maintenance,
  };
}

export const serializeOverlaps = (overlaps: ClosureOverlapRecords): ClosureOverlaps => ({
  bookings: overlaps.bookings.map((booking) => serializeBooking(db, booking)),
  sessions: overlaps.sessions.map(serializeSession),
});

/** Cancels the court bookings and sessions a closure overlaps, refunding every player. */
export async function cancelOverlaps(overlaps: ClosureOverlapRecords): Promise<void> {
  const now = clock.now();
  for (const booking of overlaps.bookings) {
    await release(db, {
      userId: booking.user_id,
      reference: booking.booking_reference,
      description: CLOSURE_MESSAGES.refund(booking.booking_reference),
      at: now,
    });
    await db.bookings.update((q) => q.where({ id: booking.id }), {
      data(draft) {
        draft.status = 'CANCELLED';
        // An unpaid (PENDING) booking had nothing to refund.
        if (draft.payment_status === 'PAID') draft.payment_status = 'REFUNDED';
        draft.cancelled_at = timestamp(now);
        draft.cancellation_reason = CLOSURE_MESSAGES.cancellationReason;
      },
    });
  }
  for (const session of overlaps.sessions) {
    await cancelSessionBookings(session);
    await db.sessions.update((q) => q.where({ id: session.id }), {
      data(draft) {
        draft.status = 'cancelled';
      },
    });
  }
}

export const closureCreateSchema = z.object({
  location_id: fields.integer({ min: 1 }),
  court_id: fields.integer({ min: 1 }),
  date: fields.date(),
  start_time: fields.time(),
  end_time: fields.time(),
  note: fields.string({ blank: true, max: MAX_LENGTH.note, pattern: TEXT_LINE }).optional(),
  overlapping: fields.choice(['cancel', 'keep'] as const),
});
