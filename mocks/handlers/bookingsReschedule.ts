/**
 * Moving a booking (the `bookings` tag): the reschedule, with an Idempotency-Key per booking, and
 * its quote, both from the plan of a move of `rules/reschedule.ts` (docs/reschedule.md), until the
 * cut-off before the start (decisions §2). The price difference is settled through the ledger
 * under the booking's reference.
 */

import { noticeBookingRescheduled } from '../rules/notices';
import { canReschedule, formatCoins, hasEnoughCoins } from '@domain';
import { clock } from '../clock';
import { db } from '../db';
import { withIdempotency } from '../idempotency';
import type { BookingRecord } from '../records';
import { heldAmount, release, reserve } from '../coinHolds';
import { badRequest, http, notFound, ok, type Parsed, readJsonObject, route } from '../http';
import { serializeBooking } from '../serializers';
import { availableCoins, BOOKING_MESSAGES, isActive, visibleBooking } from '../rules/bookings';
import { describeBooking, syncSessionStatus } from '../rules/bookingWrites';
import { planMove, rescheduleQuote, type PlannedMove } from '../rules/reschedule';
import { promoteFromWaitlist } from '../rules/waitlist';

export const bookingsRescheduleHandlers = [
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
];

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
