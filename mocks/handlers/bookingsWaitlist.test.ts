/**
 * Waitlists of full game sessions (docs/waitlist.md): joining and leaving the queue, places in it,
 * and the promotion every freed place runs (FIFO, paid like a join, skips told why).
 */

import { describe, expect, it } from 'vitest';
import { clock } from '../clock';
import { db } from '../db';
import { createBooking, createMember, createSession } from '../factories';
import { ledgerInvariant } from '../ledgerInvariant';
import { outboxOf } from '../outbox';
import { promoteFromWaitlist } from '../rules/waitlist';
import { setupMockApi } from '../testing';
import { FRIDAY, lagos, walletOf, expectError } from './bookingsTestKit';

const { api } = setupMockApi();

const join = (token: string, id: number) =>
  api.post('/bookings/sessions/{id}/join/', { token, params: { id } });
const leave = (token: string, id: number) =>
  api.post('/bookings/sessions/{id}/leave/', { token, params: { id } });
const wait = (token: string, id: number) =>
  api.post('/bookings/sessions/{id}/waitlist/', { token, params: { id } });
const stopWaiting = (token: string, id: number) =>
  api.delete('/bookings/sessions/{id}/waitlist/', { token, params: { id } });
const entries = async (token: string) => (await api.get('/bookings/waitlist/', { token })).data;

async function member(coins = 100) {
  const user = await createMember({ coins });
  return { user, token: await api.tokenFor(user.id) };
}

/** A session on Friday 18:00–20:00 (15 coins) whose `places` are all taken by members. */
async function fullSession(places = 2) {
  const session = await createSession({ session_date: FRIDAY, max_players: places, coin_cost: 15 });
  const players = [];
  for (let i = 0; i < places; i += 1) {
    const player = await member();
    expect((await join(player.token, session.id)).status).toBe(201);
    players.push(player);
  }
  return { session, players };
}

/** The item at `index`, which the test has just made sure exists. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

const emailsTo = (userId: number) => outboxOf(db).filter((email) => email.user_id === userId);

describe('waitlist: joining and leaving the queue', () => {
  it('queues a member for a full session, with their place, and moves no coins', async () => {
    const { session } = await fullSession();
    const first = await member();
    const second = await member();
    const before = walletOf(second.user.id);

    const res = await wait(first.token, session.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'You are on the waitlist.' });
    expect(res.data).toMatchObject({ status: 'waiting', position: 1, session: { id: session.id } });
    expect((await wait(second.token, session.id)).data.position).toBe(2);
    expect(walletOf(second.user.id)).toEqual(before);
    expect(await entries(second.token)).toMatchObject([{ status: 'waiting', position: 2 }]);
  });

  it('lists full sessions among the joinable ones only when asked (include_full)', async () => {
    const { session, players } = await fullSession();
    const plain = await api.get('/locations/available-sessions/', { token: nth(players, 0).token });
    expect(plain.data.some((listed) => listed.id === session.id)).toBe(false);
    const all = await api.get('/locations/available-sessions/', {
      token: nth(players, 0).token,
      query: { include_full: true },
    });
    expect(all.data.find((listed) => listed.id === session.id)).toMatchObject({
      status: 'booked',
      current_players: 2,
      max_players: 2,
    });
  });

  it('refuses a member already in the session (already_joined) or already waiting (already_waiting)', async () => {
    const { session, players } = await fullSession();
    const res = await wait(nth(players, 0).token, session.id);
    expectError(res, 400, 'already_joined');
    expect(res.error.message).toBe('You already have a place in this session.');
    const waiting = await member();
    expect((await wait(waiting.token, session.id)).status).toBe(201);
    const again = await wait(waiting.token, session.id);
    expectError(again, 400, 'already_waiting');
    expect(again.error.message).toBe('You are already on the waitlist for this session.');
  });

  it('refuses a session with a free place (session_not_full): join it directly', async () => {
    const session = await createSession({ session_date: FRIDAY, max_players: 4 });
    const { token } = await member();
    const res = await wait(token, session.id);
    expectError(res, 409, 'session_not_full');
    expect(res.error.message).toBe('This session has a free place. Join it directly.');
  });

  it('refuses a session that has started (session_started) and a cancelled one', async () => {
    const { session } = await fullSession();
    const { token } = await member();
    clock.set(lagos(FRIDAY, '18:00'));
    const res = await wait(token, session.id);
    expectError(res, 409, 'session_started');
    expect(res.error.message).toBe('This session has already started, so its waitlist is closed.');
    const cancelled = await createSession({ session_date: FRIDAY, status: 'cancelled' });
    expectError(await wait(token, cancelled.id), 409, 'session_unavailable');
  });

  it('refuses a member with another booking at that time (booking_overlap)', async () => {
    const { session } = await fullSession();
    const { user, token } = await member();
    await createBooking({ user_id: user.id, date: FRIDAY, start_time: '19:00', end_time: '21:00' });
    expectError(await wait(token, session.id), 409, 'booking_overlap');
  });

  it('leaves the queue: the members behind move up one place', async () => {
    const { session } = await fullSession();
    const [a, b, c] = [await member(), await member(), await member()];
    for (const who of [a, b, c]) await wait(who.token, session.id);

    const res = await stopWaiting(a.token, session.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'You have left the waitlist.' });
    expect(res.data).toMatchObject({ status: 'left', position: null });
    expect(await entries(a.token)).toEqual([]);
    expect(nth(await entries(b.token), 0).position).toBe(1);
    expect(nth(await entries(c.token), 0).position).toBe(2);
    expectError(await stopWaiting(a.token, session.id), 400, 'not_waiting');
  });

  it('answers 404 for an unknown session and 401 without a token', async () => {
    const { token } = await member();
    expect((await wait(token, 99999)).status).toBe(404);
    expect((await api.get('/bookings/waitlist/')).status).toBe(401);
  });
});

describe('waitlist: promotion when a place frees', () => {
  it('books the first waiting member in when a player leaves, charged like a join, and tells them', async () => {
    const { session, players } = await fullSession();
    const first = await member(40);
    const second = await member(40);
    await wait(first.token, session.id);
    await wait(second.token, session.id);

    expect((await leave(nth(players, 0).token, session.id)).status).toBe(200);

    const wallet = walletOf(first.user.id);
    expect(wallet.available_balance).toBe(25);
    expect(wallet.reserved_balance).toBe(15);
    const entry = nth(await entries(first.token), 0);
    expect(entry).toMatchObject({ status: 'promoted', reason: null, position: null });
    const booking = (
      await api.get('/bookings/bookings/{id}/', {
        token: first.token,
        params: { id: entry.booking_id ?? 0 },
      })
    ).data;
    expect(booking).toMatchObject({
      session_id: session.id,
      status: 'CONFIRMED',
      payment_status: 'PAID',
      coin_cost: 15,
    });
    // The second member waits on, now first in the queue; the session is full again.
    expect(nth(await entries(second.token), 0)).toMatchObject({ status: 'waiting', position: 1 });
    expect(db.sessions.findFirst((q) => q.where({ id: session.id }))?.status).toBe('booked');
    const email = nth(emailsTo(first.user.id), 0);
    expect(email).toMatchObject({
      kind: 'waitlist_promoted',
      subject: 'You are in: Evening 5-a-side',
    });
    expect(email.body).toContain('Your wallet was charged 15 coins.');
    expect(emailsTo(second.user.id)).toEqual([]);
    // The same news waits under the member's bell, unread.
    const bell = (await api.get('/notifications/', { token: first.token })).data;
    expect(bell.unread_count).toBeGreaterThan(0);
    expect(bell.results[0]).toMatchObject({
      kind: 'waitlist_promoted',
      title: 'You are in: Evening 5-a-side',
      link: '/bookings',
    });
    expect(ledgerInvariant(db)).toEqual([]);
  });

  it('skips a member without enough coins, who leaves the queue and is told why', async () => {
    const { session, players } = await fullSession();
    const poor = await member(10);
    const next = await member(40);
    await wait(poor.token, session.id);
    await wait(next.token, session.id);

    const cancelled = await api.post('/bookings/bookings/{id}/cancel/', {
      token: nth(players, 1).token,
      params: {
        id: db.bookings.findFirst((q) => q.where({ user_id: nth(players, 1).user.id }))?.id ?? 0,
      },
      body: {},
    });
    expect(cancelled.status).toBe(200);

    expect(await entries(poor.token)).toMatchObject([
      { status: 'skipped', reason: 'insufficient_coins', coins_available: 10, position: null },
    ]);
    expect(walletOf(poor.user.id).available_balance).toBe(10);
    expect(nth(await entries(next.token), 0)).toMatchObject({ status: 'promoted' });
    const email = nth(emailsTo(poor.user.id), 0);
    expect(email.kind).toBe('waitlist_skipped');
    expect(email.body).toContain('it costs 15 coins and you had 10 coins');
    const bell = (await api.get('/notifications/', { token: poor.token })).data;
    expect(bell.results[0]).toMatchObject({ kind: 'waitlist_skipped', read_at: null });
    // Out of the queue: a skipped member may wait again, and is last.
    const again = await member(0);
    await wait(again.token, session.id);
    expect((await wait(poor.token, session.id)).data.position).toBe(2);
  });

  it('skips a member whose other booking now clashes (fair access)', async () => {
    const { session, players } = await fullSession();
    const busy = await member(100);
    const next = await member(100);
    await wait(busy.token, session.id);
    await wait(next.token, session.id);
    const clash = await createBooking({
      user_id: busy.user.id,
      date: FRIDAY,
      start_time: '17:00',
      end_time: '19:00',
    });

    await leave(nth(players, 0).token, session.id);

    expect(await entries(busy.token)).toMatchObject([
      {
        status: 'skipped',
        reason: 'booking_overlap',
        clash_booking_reference: clash.booking_reference,
      },
    ]);
    expect(nth(await entries(next.token), 0).status).toBe('promoted');
    expect(nth(emailsTo(busy.user.id), 0).body).toContain(`(${clash.booking_reference})`);
  });

  it('fills every new place in queue order when staff raise the capacity', async () => {
    const { session } = await fullSession();
    const waiting = [await member(), await member(), await member()];
    for (const who of waiting) await wait(who.token, session.id);
    const staff = await api.loginAs('staff');

    const res = await api.patch('/locations/sessions/{id}/', {
      token: staff,
      params: { id: session.id },
      body: { max_players: 4 },
    });
    expect(res.status).toBe(200);

    expect(nth(await entries(nth(waiting, 0).token), 0).status).toBe('promoted');
    expect(nth(await entries(nth(waiting, 1).token), 0).status).toBe('promoted');
    expect(nth(await entries(nth(waiting, 2).token), 0)).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    const listed = await api.get('/locations/locations/{id}/sessions/', {
      token: staff,
      params: { id: session.location_id },
      query: { date: FRIDAY },
    });
    expect(listed.data.find((s) => s.id === session.id)).toMatchObject({
      current_players: 4,
      status: 'booked',
    });
  });

  it('promotes when staff cancel a player’s booking', async () => {
    const { session, players } = await fullSession();
    const waiting = await member();
    await wait(waiting.token, session.id);
    const staff = await api.loginAs('staff');
    const booking = db.bookings.findFirst((q) => q.where({ user_id: nth(players, 0).user.id }));
    const res = await api.post('/bookings/bookings/{id}/cancel/', {
      token: staff,
      params: { id: booking?.id ?? 0 },
      body: { reason: 'Injured' },
    });
    expect(res.status).toBe(200);
    expect(nth(await entries(waiting.token), 0).status).toBe('promoted');
  });

  it('stops once the session has started: nobody is promoted, the entries expire', async () => {
    const { session } = await fullSession();
    const waiting = await member();
    await wait(waiting.token, session.id);
    clock.set(lagos(FRIDAY, '18:30'));
    const staff = await api.loginAs('staff');
    await api.patch('/locations/sessions/{id}/', {
      token: staff,
      params: { id: session.id },
      body: { max_players: 3 },
    });
    expect(await entries(waiting.token)).toMatchObject([{ status: 'expired', position: null }]);
    expect(walletOf(waiting.user.id).reserved_balance).toBe(0);
    expect(emailsTo(waiting.user.id)).toEqual([]);
  });

  it('is idempotent: promoting again books nobody twice and tells nobody twice', async () => {
    const { session, players } = await fullSession();
    const first = await member();
    const second = await member();
    await wait(first.token, session.id);
    await wait(second.token, session.id);
    await leave(nth(players, 0).token, session.id);
    const bookingsBefore = db.bookings.count();
    const emailsBefore = outboxOf(db).length;

    await promoteFromWaitlist(session.id, clock.now());
    await promoteFromWaitlist(session.id, clock.now());

    expect(db.bookings.count()).toBe(bookingsBefore);
    expect(outboxOf(db).length).toBe(emailsBefore);
    expect(walletOf(first.user.id).reserved_balance).toBe(15);
    expect(nth(await entries(second.token), 0)).toMatchObject({ status: 'waiting', position: 1 });
  });
});
