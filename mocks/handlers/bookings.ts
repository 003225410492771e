/**
 * Court bookings of approved members (the `bookings` tag): the list, history and figures, creating
 * one with the server's quote and an Idempotency-Key, reading and cancelling one until the cut-off
 * before the start (decisions §2), and staff marking a no-show. Moving a booking is in
 * `bookingsReschedule.ts`, session places and the waitlist in `bookingsSessions.ts`, availability
 * and quotes in `bookingsAvailability.ts`. Coins move only through the ledger (§4.6); the lifecycle
 * (run by `route()` before every request) completes bookings whose end has passed, so every read
 * sees settled coins (§4.7).
 */

import { noticeBookingCancelled, noticeBookingConfirmed } from '../rules/notices';
import {
  BOOKING_STATUSES,
  canCancel,
  hasEnoughCoins,
  isStaff,
  isUpcoming,
  MAX_LENGTH,
  noShowState,
} from '@domain';
import { z } from 'zod';
import { recordStaffAction } from '../audit';
import { clock } from '../clock';
import { db } from '../db';
import { withIdempotency } from '../idempotency';
import {
  badRequest,
  conflict,
  fields,
  http,
  mapPage,
  notFound,
  ok,
  paginate,
  parseBody,
  pathId,
  readJsonObject,
  readQuery,
  route,
  validate,
  validationError,
} from '../http';
import { isCourtFree, withinOpeningHours } from '../schedule';
import { serializeBooking } from '../serializers';
import {
  availableCoins,
  BOOKING_MESSAGES,
  bookingsOf,
  CREATE_OPERATION,
  hasStarted,
  isActive,
  isHistory,
  newestFirst,
  soonestFirst,
  visibleBooking,
} from '../rules/bookings';
import { bookingStats } from '../rules/bookingSchedule';
import {
  cancelBooking,
  cancelSchema,
  createPaidBooking,
  describeBooking,
} from '../rules/bookingWrites';
import { createSchema, quote, resolveRange, validateRange } from '../rules/bookingRange';
import { overlapConflict, ownClash, windowError } from '../rules/reschedule';
import { promoteFromWaitlist } from '../rules/waitlist';

const noShowSchema = z.object({
  reason: fields.string({ blank: true, max: MAX_LENGTH.reason }).optional(),
});

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
];
