/**
 * Moving a booking (docs/reschedule.md): a court booking to another court time, a game-session
 * place to another session of the same kind. The reschedule and its quote share one plan of the
 * move, so the price the dialog shows is the price charged, and one list of refusals, which the
 * quote reports as a reason and the reschedule as its error.
 */

import { z } from 'zod';
import {
  bookingOverlapText,
  bookingsOverlap,
  bookingWindowClosedText,
  durationHours,
  isInsideBookingWindow,
  isPeak,
  lastBookableDate,
} from '@domain';
import { db } from '../db';
import type { BookingRecord, SessionRecord } from '../records';
import { badRequest, conflict, fields, validationError, zodFieldErrors } from '../http';
import type { ErrorResponse, JsonObject, Parsed } from '../http';
import { courtConflicts, isCourtFree, withinOpeningHours } from '../schedule';
import {
  activeSessionBooking,
  BOOKING_MESSAGES,
  bookingsOf,
  hasStarted,
  isActive,
} from './bookings';
import { conflictReason, quote, rangeSchema, resolveRange, validateRange } from './bookingRange';
import { sessionRefusalMessage } from './bookingWrites';

export const RESCHEDULE_MESSAGES = {
  sessionTargetOnly:
    'A game-session place moves to another game session: send new_session_id only.',
  courtTargetOnly:
    'A court booking moves to another court time: send location_id, court_id, date, start_time and end_time.',
  otherKind: (wanted: string, offered: string) =>
    `Your place is in a ${wanted} session; this session is ${offered}. Choose a ${wanted} session.`,
} as const;

const RANGE_FIELDS = ['location_id', 'court_id', 'date', 'start_time', 'end_time'] as const;

const sessionTargetSchema = z.object({ new_session_id: fields.integer({ min: 1 }) });

/** Where the booking would move, with what it would then cost. */
export interface PlannedMove {
  fields: Pick<
    BookingRecord,
    'location_id' | 'court_id' | 'session_id' | 'date' | 'start_time' | 'end_time' | 'coin_cost'
  >;
  isPeak: boolean;
  /** Why the move cannot be made, as the reschedule answers it; null when it can. */
  refusal: { response: ErrorResponse; reason: string } | null;
}

function refusal(response: ErrorResponse, reason: string) {
  return { response, reason };
}

/** Another pending or confirmed booking of the member that shares a minute with the range. */
export function ownClash(
  userId: number,
  range: Pick<BookingRecord, 'date' | 'start_time' | 'end_time'>,
  exceptBookingId?: number,
): BookingRecord | undefined {
  return bookingsOf(userId).find(
    (other) => other.id !== exceptBookingId && isActive(other) && bookingsOverlap(other, range),
  );
}

export function overlapMessage(clash: BookingRecord): string {
  const location = db.locations.findFirst((q) => q.where({ id: clash.location_id }));
  const court = db.courts.findFirst((q) => q.where({ id: clash.court_id }));
  return bookingOverlapText({
    venue: location?.name ?? `location ${clash.location_id}`,
    court: court?.name ?? `court ${clash.court_id}`,
    date: clash.date,
    start_time: clash.start_time,
    end_time: clash.end_time,
    reference: clash.booking_reference,
  });
}

/** The 409 `booking_overlap` of a create, a join or a reschedule. */
export function overlapConflict(clash: BookingRecord): ErrorResponse {
  return conflict(overlapMessage(clash), 'booking_overlap');
}

export function windowClosedMessage(now: Date): string {
  return bookingWindowClosedText(lastBookableDate(now));
}

/** A date after the booking window, as the 400 field error on `date`. */
export function windowError(date: string, now: Date): ErrorResponse | null {
  if (isInsideBookingWindow(date, now)) return null;
  return validationError({ date: [windowClosedMessage(now)] });
}

function kindOf(courtId: number): string | undefined {
  return db.courts.findFirst((q) => q.where({ id: courtId }))?.court_type;
}

function planSessionMove(booking: BookingRecord, session: SessionRecord, now: Date): PlannedMove {
  const range = {
    date: session.session_date,
    start_time: session.start_time,
    end_time: session.end_time,
  };
  const move: PlannedMove = {
    fields: {
      location_id: session.location_id,
      court_id: session.court_id,
      session_id: session.id,
      ...range,
      coin_cost: session.coin_cost,
    },
    isPeak: isPeak(range.date, range.start_time),
    refusal: null,
  };
  if (
    booking.session_id === session.id ||
    activeSessionBooking(booking.user_id, session.id) !== undefined
  ) {
    move.refusal = refusal(
      badRequest(BOOKING_MESSAGES.alreadyJoined, 'already_joined'),
      BOOKING_MESSAGES.alreadyJoined,
    );
    return move;
  }
  const full = sessionRefusalMessage(session, now);
  if (full !== null) {
    move.refusal = refusal(conflict(full, 'session_full'), full);
    return move;
  }
  const clash = ownClash(booking.user_id, range, booking.id);
  if (clash) move.refusal = refusal(overlapConflict(clash), overlapMessage(clash));
  return move;
}

/**
 * Reads the target of a move from the request body and plans it. A body of the wrong kind for
 * the booking, or invalid fields, is the 400 to answer; a target that cannot be taken is a plan
 * with a refusal.
 */
export function planMove(booking: BookingRecord, body: JsonObject, now: Date): Parsed<PlannedMove> {
  const namesRange = RANGE_FIELDS.some((field) => body[field] !== undefined);
  const namesSession = body.new_session_id !== undefined;

  if (booking.session_id !== null) {
    if (namesRange) {
      return {
        ok: false,
        response: validationError({ non_field_errors: [RESCHEDULE_MESSAGES.sessionTargetOnly] }),
      };
    }
    const parsed = sessionTargetSchema.safeParse(body);
    if (!parsed.success) {
      return { ok: false, response: validationError(zodFieldErrors(parsed.error)) };
    }
    const sessionId = parsed.data.new_session_id;
    const session = db.sessions.findFirst((q) => q.where({ id: sessionId }));
    if (!session) {
      return {
        ok: false,
        response: validationError({
          new_session_id: [BOOKING_MESSAGES.doesNotExist(sessionId)],
        }),
      };
    }
    const wanted = kindOf(booking.court_id);
    const offered = kindOf(session.court_id);
    if (wanted !== undefined && offered !== undefined && wanted !== offered) {
      return {
        ok: false,
        response: validationError({
          new_session_id: [RESCHEDULE_MESSAGES.otherKind(wanted, offered)],
        }),
      };
    }
    return { ok: true, value: planSessionMove(booking, session, now) };
  }

  if (namesSession) {
    return {
      ok: false,
      response: validationError({ non_field_errors: [RESCHEDULE_MESSAGES.courtTargetOnly] }),
    };
  }
  const input = validateRange(body, rangeSchema, now);
  if (!input.ok) return input;
  const range = input.value;
  const resolved = resolveRange(range);
  if (!resolved.ok) return resolved;
  const { location, court } = resolved.value;
  const move: PlannedMove = {
    fields: {
      location_id: location.id,
      court_id: court.id,
      session_id: null,
      date: range.date,
      start_time: range.start_time,
      end_time: range.end_time,
      coin_cost: quote(location, range),
    },
    isPeak: isPeak(range.date, range.start_time),
    refusal: null,
  };
  const window = windowError(range.date, now);
  if (!withinOpeningHours(location, range)) {
    const message = BOOKING_MESSAGES.outsideOpeningHours(location);
    move.refusal = refusal(validationError({ non_field_errors: [message] }), message);
  } else if (hasStarted(range, now)) {
    move.refusal = refusal(
      validationError({ start_time: [BOOKING_MESSAGES.startPassed] }),
      BOOKING_MESSAGES.startPassed,
    );
  } else if (window) {
    move.refusal = refusal(window, windowClosedMessage(now));
  } else {
    const clash = ownClash(booking.user_id, range, booking.id);
    const ignore = { bookingId: booking.id };
    if (clash) {
      move.refusal = refusal(overlapConflict(clash), overlapMessage(clash));
    } else if (!isCourtFree(db, court.id, range, ignore)) {
      const reason =
        conflictReason(courtConflicts(db, court.id, range, ignore)) ??
        BOOKING_MESSAGES.slotUnavailable;
      move.refusal = refusal(
        conflict(BOOKING_MESSAGES.slotUnavailable, 'slot_unavailable'),
        reason,
      );
    }
  }
  return { ok: true, value: move };
}

/** The quote's answer: the move's price against the booking's, and why it cannot be made. */
export function rescheduleQuote(booking: BookingRecord, move: PlannedMove) {
  return {
    available: move.refusal === null,
    coin_cost: move.fields.coin_cost,
    previous_coin_cost: booking.coin_cost,
    difference: move.fields.coin_cost - booking.coin_cost,
    is_peak: move.isPeak,
    duration_hours: durationHours(move.fields.start_time, move.fields.end_time),
    reason: move.refusal?.reason ?? null,
  };
}
