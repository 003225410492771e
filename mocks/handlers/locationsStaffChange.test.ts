/**
 * Staff changing a game session (PATCH /locations/sessions/{id}/: its fields, moving it, cancelling
 * and reinstating it) and deleting one, with its players' bookings moved, cancelled or refunded.
 */

import { addDays } from '@domain';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../clock';
import { db } from '../db';
import { createBooking, createMember, createSession } from '../factories';
import { findWallet } from '../ledger';
import { outboxOf } from '../outbox';
import { TEST_NOW, setupMockApi } from '../testing';
import { LOCATION_MESSAGES } from '../rules/locations';
import { TODAY, locationGuards } from './locationsTestKit';

const { api } = setupMockApi();
const { expectStaffGuards } = locationGuards(api);

describe('PATCH /locations/sessions/{id}/', () => {
  async function joinedSession(players = 2) {
    const session = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, 2),
      start_time: '14:00',
      end_time: '16:00',
      coin_cost: 15,
    });
    const members = [];
    for (let i = 0; i < players; i += 1) {
      const member = await createMember({ coins: 40 });
      members.push({
        member,
        booking: await createBooking({ user_id: member.id, session_id: session.id }),
      });
    }
    return { session, members };
  }

  it('is for staff only, and answers 404 for an unknown session', async () => {
    const { session } = await joinedSession(0);
    await expectStaffGuards((token) =>
      api.patch('/locations/sessions/{id}/', {
        token,
        params: { id: session.id },
        body: { coin_cost: 1 },
      }),
    );
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: 99_999 },
      body: { coin_cost: 1 },
    });
    expect(res.status).toBe(404);
  });

  it('changes only what it is sent', async () => {
    const { session } = await joinedSession(1);
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { max_players: 12, coin_cost: 18, title: 'Renamed' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: LOCATION_MESSAGES.sessionUpdated });
    expect(res.data).toMatchObject({
      id: session.id,
      max_players: 12,
      coin_cost: 18,
      title: 'Renamed',
      start_time: '14:00',
      current_players: 1,
      status: 'available',
    });
  });

  it('keeps max_players at or above the players already in', async () => {
    const { session } = await joinedSession(2);
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { max_players: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ max_players: [LOCATION_MESSAGES.maxBelowPlayers(2)] });
    const same = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { max_players: 2 },
    });
    expect(same.data).toMatchObject({ max_players: 2, current_players: 2, status: 'booked' });
  });

  it('reopens a full session when places are added, unless staff set the status', async () => {
    const { session } = await joinedSession(2);
    const token = await api.loginAs('staff');
    const patch = (body: object) =>
      api.patch('/locations/sessions/{id}/', { token, params: { id: session.id }, body });
    expect((await patch({ max_players: 2 })).data.status).toBe('booked');
    expect((await patch({ max_players: 4 })).data.status).toBe('available');
    expect((await patch({ max_players: 6, status: 'maintenance' })).data.status).toBe(
      'maintenance',
    );
  });

  it("moves the session and its players' bookings to a free time", async () => {
    const { session, members } = await joinedSession(2);
    const token = await api.loginAs('staff');
    const day = addDays(TODAY, 4);
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { court_id: 2, session_date: day, start_time: '10:00', end_time: '11:30' },
    });
    expect(res.data).toMatchObject({
      court: { id: 2 },
      session_date: day,
      start_time: '10:00',
      end_time: '11:30',
    });
    for (const { booking } of members) {
      const moved = db.bookings.findFirst((q) => q.where({ id: booking.id }));
      expect(moved).toMatchObject({
        court_id: 2,
        date: day,
        start_time: '10:00',
        end_time: '11:30',
        status: 'CONFIRMED',
      });
    }
  });

  it('refuses a move into taken court time or outside opening hours', async () => {
    const { session } = await joinedSession(0);
    const other = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, 2),
      start_time: '17:00',
      end_time: '19:00',
    });
    const token = await api.loginAs('staff');
    const clash = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { end_time: '18:00' },
    });
    expect(clash.status).toBe(409);
    expect(clash.error.errors?.non_field_errors?.[0]).toContain(`session ${other.id}`);
    // Its own time does not clash with itself.
    const shorter = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { end_time: '15:00' },
    });
    expect(shorter.status).toBe(200);
    const late = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { start_time: '21:00', end_time: '23:00' },
    });
    expect(late.error.errors).toEqual({
      non_field_errors: ['Sessions must be within opening hours (06:00–22:00).'],
    });
    const reversed = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { start_time: '15:00' },
    });
    expect(reversed.error.errors).toEqual({
      non_field_errors: ['Start time must be before end time'],
    });
    const foreignCourt = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { court_id: 4 },
    });
    expect(foreignCourt.error.errors).toEqual({ court_id: [LOCATION_MESSAGES.courtNotAtLocation] });
  });

  it("cancelling refunds every player's coins", async () => {
    const { session, members } = await joinedSession(2);
    const before = members.map(({ member }) => findWallet(db, member.id));
    expect(before.map((w) => w?.available_balance)).toEqual([25, 25]);
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { status: 'cancelled' },
    });
    expect(res.data).toMatchObject({ status: 'cancelled', current_players: 0 });
    for (const { member, booking } of members) {
      expect(findWallet(db, member.id)).toMatchObject({
        available_balance: 40,
        reserved_balance: 0,
      });
      expect(db.bookings.findFirst((q) => q.where({ id: booking.id }))).toMatchObject({
        status: 'CANCELLED',
        payment_status: 'REFUNDED',
        cancellation_reason: LOCATION_MESSAGES.cancellationReason,
      });
      const refund = db.transactions.findFirst((q) =>
        q.where({ user_id: member.id, transaction_type: 'refund' }),
      );
      expect(refund).toMatchObject({ amount: 15, reference: booking.booking_reference });
      // …and tells each player, in the outbox the demo shows.
      const told = outboxOf(db).filter((email) => email.user_id === member.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ to: member.email, kind: 'booking_cancelled' });
      expect(told[0]?.body).toContain(booking.booking_reference);
      expect(told[0]?.body).toContain('15 coins went back to your wallet');
    }
  });

  it('tells each player why, on their own booking (list and detail)', async () => {
    const { session, members } = await joinedSession(1);
    const [{ member, booking }] = members as [(typeof members)[number]];
    const staff = await api.loginAs('staff');
    await api.patch('/locations/sessions/{id}/', {
      token: staff,
      params: { id: session.id },
      body: { status: 'cancelled' },
    });
    const token = await api.login(member.email);
    const detail = await api.get('/bookings/bookings/{id}/', { token, params: { id: booking.id } });
    expect(detail.data).toMatchObject({
      status: 'CANCELLED',
      cancellation_reason: 'Session cancelled by staff',
    });
    const mine = (await api.get('/bookings/user-bookings/', { token })).data as {
      id: number;
      cancellation_reason: string | null;
    }[];
    expect(mine.find(({ id }) => id === booking.id)?.cancellation_reason).toBe(
      'Session cancelled by staff',
    );
  });

  it('checks the court again before reinstating a cancelled session', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, 2),
      start_time: '14:00',
      end_time: '16:00',
      status: 'cancelled',
    });
    const replacement = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, 2),
      start_time: '14:00',
      end_time: '15:00',
    });
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { status: 'available' },
    });
    expect(res.status).toBe(409);
    expect(res.error.errors?.non_field_errors?.[0]).toContain(`session ${replacement.id}`);
  });

  it('refuses to change a completed session', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, -1),
      status: 'completed',
    });
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { title: 'Too late' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'invalid_state',
      message: LOCATION_MESSAGES.completedSession,
    });
  });
});

describe('DELETE /locations/sessions/{id}/', () => {
  it('is for staff only, and answers 404 for an unknown session', async () => {
    const session = await createSession({ court_id: 1 });
    await expectStaffGuards((token) =>
      api.delete('/locations/sessions/{id}/', { token, params: { id: session.id } }),
    );
    const token = await api.loginAs('staff');
    const res = await api.delete('/locations/sessions/{id}/', { token, params: { id: 99_999 } });
    expect(res.status).toBe(404);
  });

  it('deletes the session, cancelling and refunding its active bookings', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: TODAY,
      start_time: '10:00',
      end_time: '12:00',
      coin_cost: 12,
    });
    const joined = await createMember({ coins: 30 });
    const unpaid = await createMember({ coins: 30 });
    const paid = await createBooking({ user_id: joined.id, session_id: session.id });
    const pending = await createBooking({
      user_id: unpaid.id,
      session_id: session.id,
      status: 'PENDING',
    });
    // Within the 2-hour cut-off a member could not leave; a deleted game refunds anyway.
    expect(findWallet(db, joined.id)).toMatchObject({
      available_balance: 18,
      reserved_balance: 12,
    });

    const token = await api.loginAs('staff');
    const res = await api.delete('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: LOCATION_MESSAGES.sessionDeleted,
      data: null,
    });
    expect(db.sessions.findFirst((q) => q.where({ id: session.id }))).toBeUndefined();
    expect(findWallet(db, joined.id)).toMatchObject({
      available_balance: 30,
      reserved_balance: 0,
      total_spent: 0,
    });
    expect(db.bookings.findFirst((q) => q.where({ id: paid.id }))).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'REFUNDED',
    });
    expect(db.bookings.findFirst((q) => q.where({ id: pending.id }))).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'PENDING',
    });
    expect(findWallet(db, unpaid.id)).toMatchObject({ available_balance: 30, reserved_balance: 0 });

    const again = await api.delete('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
    });
    expect(again.status).toBe(404);
  });

  it('leaves the completed bookings of a past session as they were', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, -2),
      status: 'completed',
    });
    const member = await createMember({ coins: 30 });
    const booking = await createBooking({
      user_id: member.id,
      session_id: session.id,
      status: 'COMPLETED',
      at: new Date(TEST_NOW.getTime() - 72 * HOUR_MS),
    });
    const token = await api.loginAs('admin');
    const res = await api.delete('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
    });
    expect(res.status).toBe(200);
    expect(db.bookings.findFirst((q) => q.where({ id: booking.id }))?.status).toBe('COMPLETED');
    expect(findWallet(db, member.id)).toMatchObject({ available_balance: 15, total_spent: 15 });
  });
});
