/**
 * Places in game sessions (the `bookings` tag): joining and leaving a session (decisions §5), and
 * its waitlist, joining, leaving and listing a member's places in the queue (docs/waitlist.md). A
 * place given up goes to the first member waiting (`rules/waitlist.ts`).
 */

import { noticeBookingCancelled, noticeBookingConfirmed } from '../rules/notices';
import { canCancel, hasEnoughCoins } from '@domain';
import { clock } from '../clock';
import { db } from '../db';
import { badRequest, conflict, http, notFound, ok, route } from '../http';
import { serializeBooking } from '../serializers';
import {
  activeSessionBooking,
  availableCoins,
  BOOKING_MESSAGES,
  findSession,
} from '../rules/bookings';
import { cancelBooking, sessionRefusal } from '../rules/bookingWrites';
import { overlapConflict, ownClash } from '../rules/reschedule';
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

export const bookingsSessionsHandlers = [
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
];
