/**
 * Court bookings and game-session places of approved members (the `bookings` tag): create with the
 * server's quote and an Idempotency-Key, cancel and reschedule until the cut-off before the start
 * (decisions §2), join and leave sessions (§5), availability and quotes (§4), history and
 * figures. Coins move only through the ledger (§4.6); the lifecycle (run by `route()` before every
 * request) completes bookings whose end has passed, so every read sees settled coins (§4.7).
 */

import {
  noticeBookingCancelled,
  noticeBookingConfirmed,
  noticeBookingRescheduled,
} from '../rules/notices';
import {
  BOOKING_STATUSES,
  canCancel,
  canReschedule,
  isInsideBookingWindow,
  durationHours,
  formatCoins,
  hasEnoughCoins,
  isPeak,
  isStaff,
  isUpcoming,
  lagosToday,
  MAX_LENGTH,
  noShowState,
} from '@domain';
import { z } from 'zod';
import { recordStaffAction } from '../audit';
import { clock } from '../clock';
import { db } from '../db';
import { withIdempotency } from '../idempotency';
import type { BookingRecord } from '../records';
import { heldAmount, release, reserve } from '../coinHolds';
import {
  addError,
  badRequest,
  conflict,
  fields,
  http,
  mapPage,
  notFound,
  ok,
  paginate,
  type Parsed,
  parseBody,
  pathId,
  readJsonObject,
  readQuery,
  route,
  validate,
  validationError,
} from '../http';
import { courtConflicts, isCourtFree, withinOpeningHours } from '../schedule';
import { serializeBooking, serializeCourtSummary } from '../serializers';
import {
  activeCourtsOf,
  activeSessionBooking,
  availableCoins,
  BOOKING_MESSAGES,
  bookingsOf,
  bookingStats,
  cancelBooking,
  cancelSchema,
  conflictReason,
  CREATE_OPERATION,
  createPaidBooking,
  createSchema,
  dailySchedule,
  describeBooking,
  findActiveLocation,
  findSession,
  hasStarted,
  hourlyStarts,
  isActive,
  isHistory,
  newestFirst,
  quote,
  rangeSchema,
  resolveRange,
  sessionRefusal,
  soonestFirst,
  syncSessionStatus,
  validateRange,
  visibleBooking,
} from '../rules/bookings';
import {
  overlapConflict,
  overlapMessage,
  ownClash,
  planMove,
  rescheduleQuote,
  type PlannedMove,
  windowClosedMessage,
  windowError,
} from '../rules/reschedule';
import {
  addToWaitlist,
  bookSessionPlace,
  leaveWaitlist,
  promoteFromWaitlist,
  serializeWaitlistEntry,
  WAITLIST_MESSAGES,
  waitingEntry,
  waitlistOf,
  waitRefusal,
} from '../rules/waitlist';

const noShowSchema = z.object({
  reason: fields.string({ blank: true, max: MAX_LENGTH.reason }).optional(),
});

// ---------------------------------------------------------------------------------------------

export const bookingsHandlers = [
  http.post(
    '/bookings/bookings/{id}/no-show/',
    route({ auth: 'staff' }, async ({ request, params, response, user }) => {
      const id = pathId(params.id);
      const booking = id === undefined ? undefined : db.bookings.findFirst((q) => q.where({ id }));
      if (!booking) return notFound();
      // The body is optional; one that is sent must be a JSON object with at most a reason.
      const body = await readJsonObject(request, { allowEmpty: true });
      if (!body.ok) return body.response;
      const input = validate(body.value, noShowSchema);
      if (!input.ok) return input.response;
      const state = noShowState(booking, clock.now());
      if (state === 'wrong_status') {
        return badRequest(BOOKING_MESSAGES.noShowWrongStatus, 'invalid_state');
      }
      if (state === 'not_ended')
        return badRequest(BOOKING_MESSAGES.noShowNotEnded, 'invalid_state');
      if (state === 'window_closed') {
        return badRequest(BOOKING_MESSAGES.noShowWindowClosed, 'no_show_window_closed');
      }
      // Coins are kept (domain/policy.ts noShowPolicyText): the charge the lifecycle settled at the
      // booking's end stands, so only the status changes and the ledger is left as it is.
      const updated = await db.bookings.update((q) => q.where({ id: booking.id }), {
        data(draft) {
          draft.status = 'NO_SHOW';
        },
      });
      if (!updated) throw new Error(`Database integrity: booking ${booking.id} vanished`);
      await recordStaffAction({
        action: 'no_show',
        actor: user,
        target: {
          type: 'booking',
          id: booking.id,
          userId: booking.user_id,
          label: booking.booking_reference,
        },
        reason: input.value.reason ?? null,
      });
      return response(200).json(
        ok(serializeBooking(db, updated), BOOKING_MESSAGES.markedNoShow(booking.booking_reference)),
      );
    }),
  ),

  http.get(
    '/bookings/user-bookings/',
    route({ auth: 'approved' }, ({ response, user }) => {
      const bookings = bookingsOf(user.id).sort(newestFirst);
      return response(200).json(ok(bookings.map((booking) => serializeBooking(db, booking))));
    }),
  ),

  http.get(
    '/bookings/bookings/',
    route({ auth: 'approved' }, ({ request, response, user }) => {
      const query = readQuery(request);
      const status = query.choice('status', BOOKING_STATUSES);
      const upcoming = query.bool('upcoming');
      if (query.failed) return query.response();
      const now = clock.now();
      const scope = isStaff(user) ? db.bookings.all() : bookingsOf(user.id);
      const bookings = scope
        .filter((booking) => status === undefined || booking.status === status)
        .filter((booking) => {
          if (upcoming === undefined) return true;
          return upcoming ? isUpcoming(booking, now) : isHistory(booking, now);
        })
        .sort(upcoming === true ? soonestFirst : newestFirst);
      const page = paginate(request, bookings);
      if (!page.ok) return page.response;
      return response(200).json(
        ok(mapPage(page.value, (booking) => serializeBooking(db, booking))),
      );
    }),
  ),

  http.post(
    '/bookings/bookings/',
    route({ auth: 'approved' }, async ({ request, response, user }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      return withIdempotency(request, user.id, CREATE_OPERATION, body.value, async () => {
        const now = clock.now();
        const input = validateRange(body.value, createSchema, now);
        if (!input.ok) return input.response;
        const range = input.value;
        const resolved = resolveRange(range);
        if (!resolved.ok) return resolved.response;
        const { location, court } = resolved.value;
        if (!withinOpeningHours(location, range)) {
          return validationError({
            non_field_errors: [BOOKING_MESSAGES.outsideOpeningHours(location)],
          });
        }
        if (hasStarted(range, now)) {
          return validationError({ start_time: [BOOKING_MESSAGES.startPassed] });
        }
        const window = windowError(range.date, now);
        if (window) return window;
        const clash = ownClash(user.id, range);
        if (clash) return overlapConflict(clash);
        if (!isCourtFree(db, court.id, range)) {
          return conflict(BOOKING_MESSAGES.slotUnavailable, 'slot_unavailable');
        }
        const cost = quote(location, range);
        const available = availableCoins(user.id);
        if (!hasEnoughCoins(available, cost)) {
          return badRequest(
            BOOKING_MESSAGES.insufficientForBooking(cost, available),
            'insufficient_coins',
          );
        }
        const booking = await createPaidBooking(
          user,
          {
            location_id: location.id,
            court_id: court.id,
            session_id: null,
            date: range.date,
            start_time: range.start_time,
            end_time: range.end_time,
            coin_cost: cost,
            notes: range.notes ?? '',
          },
          (reference) =>
            `Court booking ${reference}: ${location.name}, ${court.name}, ${describeBooking(range)}`,
          now,
        );
        await noticeBookingConfirmed(booking);
        return response(201).json(ok(serializeBooking(db, booking), BOOKING_MESSAGES.created));
      });
    }),
  ),

  http.get(
    '/bookings/bookings/{id}/',
    route({ auth: 'approved' }, ({ params, response, user }) => {
      const booking = visibleBooking(user, params.id);
      if (!booking) return notFound();
      return response(200).json(ok(serializeBooking(db, booking)));
    }),
  ),

  http.post(
    '/bookings/bookings/{id}/cancel/',
    route({ auth: 'approved' }, async ({ request, params, response, user }) => {
      const booking = visibleBooking(user, params.id);
      if (!booking) return notFound();
      const body = await parseBody(request, cancelSchema, { allowEmpty: true });
      if (!body.ok) return body.response;
      const now = clock.now();
      if (!isActive(booking)) {
        return badRequest(BOOKING_MESSAGES.notCancellable(booking.status), 'invalid_state');
      }
      if (!canCancel(booking, now)) {
        return badRequest(BOOKING_MESSAGES.cancelWindowClosed, 'cancellation_window_closed');
      }
      const reason = body.value.reason || null;
      const result = await cancelBooking(booking, reason, now);
      await noticeBookingCancelled(result.booking, result.refunded, user);
      await promoteFromWaitlist(booking.session_id, now);
      return response(200).json(
        ok(serializeBooking(db, result.booking), BOOKING_MESSAGES.cancelled(result.refunded)),
      );
    }),
  ),

  http.post(
    '/bookings/bookings/{id}/reschedule/',
    route({ auth: 'approved' }, async ({ request, params, response, user }) => {
      const found = visibleBooking(user, params.id);
      if (!found) return notFound();
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      // Keyed per booking: the same move of another booking is another action.
      const operation = `POST /bookings/bookings/${found.id}/reschedule/`;
      return withIdempotency(request, user.id, operation, body.value, async () => {
        const now = clock.now();
        const booking = movableBooking(found.id, now);
        if (!booking.ok) return booking.response;
        const plan = planMove(booking.value, body.value, now);
        if (!plan.ok) return plan.response;
        const move = plan.value;
        if (move.refusal) return move.refusal.response;
        const moved = await moveBooking(booking.value, move.fields, now);
        if (!moved.ok) return moved.response;
        await noticeBookingRescheduled(booking.value, moved.value);
        return response(200).json(
          ok(serializeBooking(db, moved.value), BOOKING_MESSAGES.rescheduled),
        );
      });
    }),
  ),

  http.post(
    '/bookings/bookings/{id}/reschedule-quote/',
    route({ auth: 'approved' }, async ({ request, params, response, user }) => {
      const found = visibleBooking(user, params.id);
      if (!found) return notFound();
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const now = clock.now();
      const booking = movableBooking(found.id, now);
      if (!booking.ok) return booking.response;
      const plan = planMove(booking.value, body.value, now);
      if (!plan.ok) return plan.response;
      return response(200).json(ok(rescheduleQuote(booking.value, plan.value)));
    }),
  ),

  http.post(
    '/bookings/sessions/{id}/join/',
    route({ auth: 'approved' }, async ({ params, response, user }) => {
      const session = findSession(params.id);
      if (!session) return notFound();
      const now = clock.now();
      if (activeSessionBooking(user.id, session.id)) {
        return badRequest(BOOKING_MESSAGES.alreadyJoined, 'already_joined');
      }
      const refusal = sessionRefusal(session, now);
      if (refusal) return refusal;
      const clash = ownClash(user.id, {
        date: session.session_date,
        start_time: session.start_time,
        end_time: session.end_time,
      });
      if (clash) return overlapConflict(clash);
      const available = availableCoins(user.id);
      if (!hasEnoughCoins(available, session.coin_cost)) {
        return badRequest(
          BOOKING_MESSAGES.insufficientForSession(session.coin_cost, available),
          'insufficient_coins',
        );
      }
      const booking = await bookSessionPlace(user, session, now);
      await noticeBookingConfirmed(booking);
      // Holding the place itself, the member no longer waits for one.
      const waiting = waitingEntry(user.id, session.id);
      if (waiting) await leaveWaitlist(waiting, now);
      return response(201).json(ok(serializeBooking(db, booking), BOOKING_MESSAGES.joined));
    }),
  ),

  http.post(
    '/bookings/sessions/{id}/leave/',
    route({ auth: 'approved' }, async ({ params, response, user }) => {
      const session = findSession(params.id);
      if (!session) return notFound();
      const now = clock.now();
      const booking = activeSessionBooking(user.id, session.id);
      if (!booking) return badRequest(BOOKING_MESSAGES.notJoined, 'not_joined');
      if (!canCancel(booking, now)) {
        return badRequest(BOOKING_MESSAGES.leaveWindowClosed, 'cancellation_window_closed');
      }
      const result = await cancelBooking(booking, BOOKING_MESSAGES.sessionLeftReason, now);
      await noticeBookingCancelled(result.booking, result.refunded, user);
      await promoteFromWaitlist(session.id, now);
      return response(200).json(
        ok(serializeBooking(db, result.booking), BOOKING_MESSAGES.left(result.refunded)),
      );
    }),
  ),

  http.post(
    '/bookings/sessions/{id}/waitlist/',
    route({ auth: 'approved' }, async ({ params, response, user }) => {
      const session = findSession(params.id);
      if (!session) return notFound();
      const now = clock.now();
      if (activeSessionBooking(user.id, session.id)) {
        return badRequest(WAITLIST_MESSAGES.alreadyJoined, 'already_joined');
      }
      if (waitingEntry(user.id, session.id)) {
        return badRequest(WAITLIST_MESSAGES.alreadyWaiting, 'already_waiting');
      }
      const refusal = waitRefusal(session, now);
      if (refusal === 'unavailable') {
        return conflict(WAITLIST_MESSAGES.unavailable, 'session_unavailable');
      }
      if (refusal === 'started') return conflict(WAITLIST_MESSAGES.started, 'session_started');
      if (refusal === 'not_full') return conflict(WAITLIST_MESSAGES.notFull, 'session_not_full');
      // Waiting for a game the member could never be booked into would only end in a skip.
      const clash = ownClash(user.id, {
        date: session.session_date,
        start_time: session.start_time,
        end_time: session.end_time,
      });
      if (clash) return overlapConflict(clash);
      const entry = await addToWaitlist(user, session, now);
      return response(201).json(ok(serializeWaitlistEntry(entry, now), WAITLIST_MESSAGES.joined));
    }),
  ),

  http.delete(
    '/bookings/sessions/{id}/waitlist/',
    route({ auth: 'approved' }, async ({ params, response, user }) => {
      const session = findSession(params.id);
      if (!session) return notFound();
      const entry = waitingEntry(user.id, session.id);
      if (!entry) return badRequest(WAITLIST_MESSAGES.notWaiting, 'not_waiting');
      const now = clock.now();
      const left = await leaveWaitlist(entry, now);
      return response(200).json(ok(serializeWaitlistEntry(left, now), WAITLIST_MESSAGES.left));
    }),
  ),

  http.get(
    '/bookings/waitlist/',
    route({ auth: 'approved' }, ({ response, user }) => {
      return response(200).json(ok(waitlistOf(user.id, clock.now())));
    }),
  ),

  http.get(
    '/bookings/available-slots/',
    route({ auth: 'approved' }, ({ request, response }) => {
      const query = readQuery(request);
      const locationId = query.requiredInt('location_id', { min: 1 });
      const date = query.requiredDate('date');
      const courtId = query.int('court_id', { min: 1 });
      const hours = query.number('duration_hours', { min: 0.5, max: 12 }) ?? 1;
      if (!Number.isInteger(hours * 2))
        addError(query.errors, 'duration_hours', BOOKING_MESSAGES.durationStep);
      if (query.failed || locationId === undefined || date === undefined) return query.response();
      const location = findActiveLocation(locationId);
      if (!location) return notFound();
      const courts = activeCourtsOf(location.id, courtId);
      if (courtId !== undefined && courts.length === 0) {
        return validationError({ court_id: [BOOKING_MESSAGES.invalidCourtChoice] });
      }
      const now = clock.now();
      const slots = hourlyStarts(location, hours).flatMap(({ start, end }) => {
        const range = { date, start_time: start, end_time: end };
        if (hasStarted(range, now)) return [];
        return courts
          .filter((court) => isCourtFree(db, court.id, range))
          .map((court) => ({
            court: serializeCourtSummary(court),
            start_time: start,
            end_time: end,
            duration_hours: hours,
            coin_cost: quote(location, { ...range, location_id: location.id, court_id: court.id }),
            is_peak: isPeak(date, start),
          }));
      });
      return response(200).json(
        ok({ location_id: location.id, date, duration_hours: hours, slots }),
      );
    }),
  ),

  http.post(
    '/bookings/check-availability/',
    route({ auth: 'approved' }, async ({ request, response, user }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const now = clock.now();
      const input = validateRange(body.value, rangeSchema, now);
      if (!input.ok) return input.response;
      const range = input.value;
      const resolved = resolveRange(range);
      if (!resolved.ok) return resolved.response;
      const { location, court } = resolved.value;
      const coins = quote(location, range);
      // A range that cannot be booked is an answer, not an error: the UI shows the reason.
      const reason = !withinOpeningHours(location, range)
        ? BOOKING_MESSAGES.outsideOpeningHours(location)
        : hasStarted(range, now)
          ? BOOKING_MESSAGES.startPassed
          : !isInsideBookingWindow(range.date, now)
            ? windowClosedMessage(now)
            : (ownReason(user.id, range) ?? conflictReason(courtConflicts(db, court.id, range)));
      return response(200).json(
        ok({
          available: reason === null,
          coin_cost: coins,
          is_peak: isPeak(range.date, range.start_time),
          duration_hours: durationHours(range.start_time, range.end_time),
          reason,
        }),
      );
    }),
  ),

  http.get(
    '/bookings/history/',
    route({ auth: 'approved' }, ({ request, response, user }) => {
      const now = clock.now();
      const history = bookingsOf(user.id)
        .filter((booking) => isHistory(booking, now))
        .sort(newestFirst);
      const page = paginate(request, history);
      if (!page.ok) return page.response;
      return response(200).json(
        ok(mapPage(page.value, (booking) => serializeBooking(db, booking))),
      );
    }),
  ),

  http.get(
    '/bookings/stats/',
    route({ auth: 'approved' }, ({ response, user }) => {
      return response(200).json(ok(bookingStats(user.id, clock.now())));
    }),
  ),

  http.get(
    '/bookings/daily-schedule/{id}/',
    route({ auth: 'approved' }, ({ request, params, response, user }) => {
      const query = readQuery(request);
      const date = query.date('date') ?? lagosToday(clock.now());
      if (query.failed) return query.response();
      const id = pathId(params.id);
      const location = id === undefined ? undefined : findActiveLocation(id);
      if (!location) return notFound();
      return response(200).json(ok(dailySchedule(location, date, user.id)));
    }),
  ),
];

/** The member's own booking that clashes with a range, as check-availability's reason. */
function ownReason(userId: number, range: { date: string; start_time: string; end_time: string }) {
  const clash = ownClash(userId, range);
  return clash ? overlapMessage(clash) : null;
}

/** The booking, read afresh, if it may still be moved: pending or confirmed, before the cut-off. */
function movableBooking(id: number, now: Date): Parsed<BookingRecord> {
  const booking = db.bookings.findFirst((q) => q.where({ id }));
  if (!booking) return { ok: false, response: notFound() };
  if (!isActive(booking)) {
    return {
      ok: false,
      response: badRequest(BOOKING_MESSAGES.notReschedulable(booking.status), 'invalid_state'),
    };
  }
  if (!canReschedule(booking, now)) {
    return {
      ok: false,
      response: badRequest(BOOKING_MESSAGES.rescheduleWindowClosed, 'cancellation_window_closed'),
    };
  }
  return { ok: true, value: booking };
}

/**
 * Moves the booking, keeping its id and reference, and settles the price difference through the
 * ledger under that reference: more coins are reserved, or the surplus is refunded at once.
 */
async function moveBooking(
  booking: BookingRecord,
  target: PlannedMove['fields'],
  now: Date,
): Promise<Parsed<BookingRecord>> {
  // Only coins actually paid are adjusted: an unpaid (PENDING) booking holds none.
  if (booking.payment_status === 'PAID') {
    const difference = target.coin_cost - booking.coin_cost;
    const reference = booking.booking_reference;
    const where = `${describeBooking(target)}`;
    if (difference > 0) {
      const available = availableCoins(booking.user_id);
      if (!hasEnoughCoins(available, difference)) {
        return {
          ok: false,
          response: badRequest(
            BOOKING_MESSAGES.insufficientForReschedule(difference, available),
            'insufficient_coins',
          ),
        };
      }
      await reserve(db, {
        userId: booking.user_id,
        amount: difference,
        reference,
        description: `Rescheduled booking ${reference} to ${where}: ${formatCoins(difference)} more`,
        at: now,
      });
    } else if (difference < 0) {
      const back = Math.min(-difference, heldAmount(db, booking.user_id, reference));
      if (back > 0) {
        await release(db, {
          userId: booking.user_id,
          reference,
          amount: back,
          description: `Refund of the price difference for rescheduled booking ${reference} (now ${where})`,
          at: now,
        });
      }
    }
  }
  const previousSession = booking.session_id;
  const updated = await db.bookings.update((q) => q.where({ id: booking.id }), {
    data(draft) {
      draft.location_id = target.location_id;
      draft.court_id = target.court_id;
      draft.session_id = target.session_id;
      draft.date = target.date;
      draft.start_time = target.start_time;
      draft.end_time = target.end_time;
      draft.coin_cost = target.coin_cost;
    },
  });
  if (!updated) throw new Error(`Database integrity: booking ${booking.id} vanished`);
  await syncSessionStatus(previousSession, now);
  await syncSessionStatus(target.session_id, now);
  if (previousSession !== target.session_id) await promoteFromWaitlist(previousSession, now);
  return { ok: true, value: updated };
}
