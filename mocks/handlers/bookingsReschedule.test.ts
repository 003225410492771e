/**
 * POST /bookings/bookings/{id}/reschedule/: moving a booking, under the same cut-off as a cancellation.
 */

import { describe, expect, it } from 'vitest';
import { clock } from '../clock';
import { db } from '../db';
import { createCourt, createMember, createSession } from '../factories';
import { RESCHEDULE_MESSAGES } from '../rules/reschedule';
import { sessionPlayers } from '../serializers';
import { setupMockApi } from '../testing';
import {
  FRIDAY,
  SATURDAY,
  lagos,
  range,
  walletOf,
  record,
  sessionRecord,
  expectError,
} from './bookingsTestKit';

import { bookingHelpers } from './bookingsTestKit';

const { api } = setupMockApi();
const { setup, book } = bookingHelpers(api);

// ---------------------------------------------------------------------------------------------

describe('POST /bookings/bookings/{id}/reschedule/', () => {
  const reschedule = (token: string, id: number, body: unknown) =>
    api.post('/bookings/bookings/{id}/reschedule/', { token, params: { id }, body });

  async function joinedSession(coins = 100, cost = 15) {
    const ctx = await setup(coins);
    const session = await createSession({ session_date: FRIDAY, coin_cost: cost });
    const booking = (
      await api.post('/bookings/sessions/{id}/join/', {
        token: ctx.token,
        params: { id: session.id },
      })
    ).data;
    return { ...ctx, session, booking };
  }

  it('moves the booking to the new session and charges the difference', async () => {
    const { member, token, session, booking } = await joinedSession(100, 15);
    const target = await createSession({
      session_date: SATURDAY,
      start_time: '09:00',
      end_time: '11:00',
      coin_cost: 25,
    });
    const before = walletOf(member.id);
    const res = await reschedule(token, booking.id, { new_session_id: target.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Booking rescheduled' });
    expect(res.data).toMatchObject({
      id: booking.id,
      booking_reference: booking.booking_reference,
      session_id: target.id,
      court: { id: target.court_id },
      date: SATURDAY,
      start_time: '09:00',
      end_time: '11:00',
      coin_cost: 25,
      status: 'CONFIRMED',
      payment_status: 'PAID',
    });
    const after = walletOf(member.id);
    expect(after.available_balance).toBe(before.available_balance - 10);
    expect(after.reserved_balance).toBe(before.reserved_balance + 10);
    const oldSession = sessionRecord(session.id);
    const newSession = sessionRecord(target.id);
    expect(oldSession && sessionPlayers(db, oldSession)).toBe(0);
    expect(newSession && sessionPlayers(db, newSession)).toBe(1);
  });

  it('refunds the difference for a cheaper session', async () => {
    const { member, token, booking } = await joinedSession(100, 15);
    const target = await createSession({ session_date: SATURDAY, coin_cost: 5 });
    const before = walletOf(member.id);
    const res = await reschedule(token, booking.id, { new_session_id: target.id });
    expect(res.status).toBe(200);
    const after = walletOf(member.id);
    expect(after.available_balance).toBe(before.available_balance + 10);
    expect(after.reserved_balance).toBe(before.reserved_balance - 10);
    expect(after.recent_transactions[0]).toMatchObject({ transaction_type: 'refund', amount: 10 });
  });

  it('refuses to move a court booking into a session place, and a session place to a court time', async () => {
    const { token, court } = await setup(100);
    const booking = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const target = await createSession({ session_date: SATURDAY, coin_cost: 15 });
    const intoSession = await reschedule(token, booking.id, { new_session_id: target.id });
    expectError(intoSession, 400, 'validation_error');
    expect(intoSession.error.errors).toEqual({
      non_field_errors: [RESCHEDULE_MESSAGES.courtTargetOnly],
    });
    const place = await joinedSession();
    const intoCourt = await reschedule(place.token, place.booking.id, {
      ...range(place.court, SATURDAY, '10:00', '11:00'),
    });
    expect(intoCourt.error.errors).toEqual({
      non_field_errors: [RESCHEDULE_MESSAGES.sessionTargetOnly],
    });
    expect(record(booking.id)?.session_id).toBeNull();
  });

  it('moves a session place only to a session of the same kind', async () => {
    const { token, booking } = await joinedSession();
    const tennisCourt = await createCourt({ court_type: 'tennis' });
    const tennis = await createSession({ session_date: SATURDAY, court_id: tennisCourt.id });
    const res = await reschedule(token, booking.id, { new_session_id: tennis.id });
    expectError(res, 400, 'validation_error');
    expect(res.error.errors).toEqual({
      new_session_id: [RESCHEDULE_MESSAGES.otherKind('football', 'tennis')],
    });
    expect(record(booking.id)?.session_id).toBe(booking.session_id);
  });

  it('answers 400 insufficient_coins when the difference cannot be paid', async () => {
    const { member, token, booking } = await joinedSession(20, 15);
    const target = await createSession({ session_date: SATURDAY, coin_cost: 30 });
    const before = walletOf(member.id);
    const res = await reschedule(token, booking.id, { new_session_id: target.id });
    expectError(res, 400, 'insufficient_coins');
    expect(walletOf(member.id)).toEqual(before);
    expect(record(booking.id)?.session_id).toBe(booking.session_id);
  });

  it('keeps the 2-hour rule', async () => {
    const { token, booking } = await joinedSession();
    const target = await createSession({ session_date: SATURDAY });
    clock.set(lagos(FRIDAY, '16:01'));
    const res = await reschedule(token, booking.id, { new_session_id: target.id });
    expectError(res, 400, 'cancellation_window_closed');
    expect(res.error.message).toBe(
      'Bookings can only be rescheduled up to 2 hours before they start.',
    );
  });

  it('validates new_session_id', async () => {
    const { token, booking } = await joinedSession();
    const missing = await reschedule(token, booking.id, {});
    expectError(missing, 400, 'validation_error');
    expect(missing.error.errors).toEqual({ new_session_id: ['This field is required.'] });
    const unknown = await reschedule(token, booking.id, { new_session_id: 99999 });
    expect(unknown.error.errors).toEqual({
      new_session_id: ['Invalid pk "99999" - object does not exist.'],
    });
  });

  it('answers 409 session_full for a full session and 400 already_joined for its own', async () => {
    const { token, session, booking } = await joinedSession();
    const full = await createSession({
      session_date: SATURDAY,
      max_players: 2,
      offline_players: 2,
    });
    expectError(
      await reschedule(token, booking.id, { new_session_id: full.id }),
      409,
      'session_full',
    );
    expectError(
      await reschedule(token, booking.id, { new_session_id: session.id }),
      400,
      'already_joined',
    );
  });

  it("answers 404 for another member's booking", async () => {
    const { booking } = await joinedSession();
    const other = await createMember({ coins: 100 });
    const target = await createSession({ session_date: SATURDAY });
    const res = await reschedule(await api.tokenFor(other.id), booking.id, {
      new_session_id: target.id,
    });
    expectError(res, 404, 'not_found');
  });
});
