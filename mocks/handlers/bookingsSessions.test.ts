/**
 * Joining and leaving game sessions: a place is a booking of the session's coin cost.
 */

import { describe, expect, it } from 'vitest';
import { clock } from '../clock';
import { db } from '../db';
import { createMember, createSession } from '../factories';
import { sessionPlayers } from '../serializers';
import { setupMockApi } from '../testing';
import {
  TODAY,
  FRIDAY,
  lagos,
  walletOf,
  sessionRecord,
  expectError,
  bookingHelpers,
} from './bookingsTestKit';

const { api } = setupMockApi();
const { setup } = bookingHelpers(api);

// ---------------------------------------------------------------------------------------------

describe('sessions: join and leave', () => {
  const join = (token: string, id: number) =>
    api.post('/bookings/sessions/{id}/join/', { token, params: { id } });
  const leave = (token: string, id: number) =>
    api.post('/bookings/sessions/{id}/leave/', { token, params: { id } });

  it('joins: a CONFIRMED, PAID booking for the session paying its coin_cost', async () => {
    const { member, token } = await setup(100);
    const session = await createSession({
      session_date: FRIDAY,
      coin_cost: 15,
      max_players: 10,
      offline_players: 3,
    });
    const before = walletOf(member.id);
    const res = await join(token, session.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'You have joined the session' });
    expect(res.data).toMatchObject({
      session_id: session.id,
      court: { id: session.court_id },
      date: FRIDAY,
      start_time: '18:00',
      end_time: '20:00',
      coin_cost: 15,
      status: 'CONFIRMED',
      payment_status: 'PAID',
    });
    const sessionNow = sessionRecord(session.id);
    expect(sessionNow && sessionPlayers(db, sessionNow)).toBe(4);
    const after = walletOf(member.id);
    expect(after.available_balance).toBe(before.available_balance - 15);
    expect(after.reserved_balance).toBe(before.reserved_balance + 15);
    const listed = await api.get('/locations/locations/{id}/sessions/', {
      token,
      params: { id: session.location_id },
      query: { date: FRIDAY },
    });
    expect(listed.data.find((s) => s.id === session.id)?.current_players).toBe(4);
  });

  it('refuses a second join (already_joined)', async () => {
    const { token } = await setup(100);
    const session = await createSession({ session_date: FRIDAY });
    expect((await join(token, session.id)).status).toBe(201);
    const res = await join(token, session.id);
    expectError(res, 400, 'already_joined');
    expect(res.error.message).toBe('You have already joined this session.');
  });

  it('takes the last place (the session becomes booked) and then answers 409 session_full', async () => {
    const { token } = await setup(100);
    const session = await createSession({
      session_date: FRIDAY,
      max_players: 4,
      offline_players: 3,
    });
    expect((await join(token, session.id)).status).toBe(201);
    expect(sessionRecord(session.id)?.status).toBe('booked');
    const late = await createMember({ coins: 100 });
    const before = walletOf(late.id);
    const res = await join(await api.tokenFor(late.id), session.id);
    expectError(res, 409, 'session_full');
    expect(res.error.message).toBe('This session is full.');
    expect(walletOf(late.id)).toEqual(before);
  });

  it('answers 409 for a session that is cancelled, in maintenance or already started', async () => {
    const { token } = await setup(100);
    const cancelled = await createSession({ session_date: FRIDAY, status: 'cancelled' });
    const maintenance = await createSession({ session_date: FRIDAY, status: 'maintenance' });
    const started = await createSession({
      session_date: TODAY,
      start_time: '09:00',
      end_time: '11:00',
    });
    for (const session of [cancelled, maintenance, started]) {
      const res = await join(token, session.id);
      expectError(res, 409, 'session_full');
      expect(res.error.message).toBe('This session is no longer available.');
    }
  });

  it('answers 400 insufficient_coins when the member cannot pay', async () => {
    const { member, token } = await setup(10);
    const session = await createSession({ session_date: FRIDAY, coin_cost: 15 });
    const res = await join(token, session.id);
    expectError(res, 400, 'insufficient_coins');
    expect(res.error.message).toBe(
      'You do not have enough coins for this session. It costs 15 coins and you have 10 coins available.',
    );
    expect(walletOf(member.id).reserved_balance).toBe(0);
  });

  it('answers 404 for an unknown session', async () => {
    const { token } = await setup();
    expectError(await join(token, 99999), 404, 'not_found');
    expectError(await leave(token, 99999), 404, 'not_found');
  });

  it('leaves: the booking is cancelled, refunded at once, and the place freed', async () => {
    const { member, token } = await setup(100);
    const session = await createSession({
      session_date: FRIDAY,
      max_players: 4,
      offline_players: 3,
    });
    const joined = (await join(token, session.id)).data;
    expect(sessionRecord(session.id)?.status).toBe('booked');
    const before = walletOf(member.id);
    const res = await leave(token, session.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'You have left the session. 15 coins have been refunded.',
    });
    expect(res.data).toMatchObject({
      id: joined.id,
      status: 'CANCELLED',
      payment_status: 'REFUNDED',
    });
    const sessionNow = sessionRecord(session.id);
    expect(sessionNow && sessionPlayers(db, sessionNow)).toBe(3);
    expect(sessionNow?.status).toBe('available');
    const after = walletOf(member.id);
    expect(after.available_balance).toBe(before.available_balance + 15);
    expect(after.reserved_balance).toBe(before.reserved_balance - 15);
    // The place can be taken again.
    expect((await join(token, session.id)).status).toBe(201);
  });

  it('refuses to leave a session not joined (not_joined)', async () => {
    const { token } = await setup();
    const session = await createSession({ session_date: FRIDAY });
    const res = await leave(token, session.id);
    expectError(res, 400, 'not_joined');
    expect(res.error.message).toBe('You have not joined this session.');
  });

  it('keeps the 2-hour rule for leaving', async () => {
    const { member, token } = await setup(100);
    const session = await createSession({
      session_date: FRIDAY,
      start_time: '18:00',
      end_time: '20:00',
    });
    await join(token, session.id);
    const before = walletOf(member.id);
    clock.set(lagos(FRIDAY, '16:01'));
    const res = await leave(token, session.id);
    expectError(res, 400, 'cancellation_window_closed');
    expect(walletOf(member.id)).toEqual(before);
    clock.set(lagos(FRIDAY, '16:00'));
    expect((await leave(token, session.id)).status).toBe(200);
  });
});
