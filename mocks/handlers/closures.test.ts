/**
 * Staff closing a court for maintenance: what it would overlap, cancelling or keeping that, the
 * refusals, reopening, and that the availability operations then see the court blocked.
 */

import { addDays } from '@domain';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import {
  createBooking,
  createCourt,
  createMaintenanceBlock,
  createMember,
  createSession,
} from '../factories';
import { findWallet } from '../ledger';
import { CLOSURE_MESSAGES } from '../rules/closures';
import { LOCATION_MESSAGES } from '../rules/locations';
import { setupMockApi } from '../testing';
import { TODAY, locationGuards } from './locationsTestKit';

const { api, seed } = setupMockApi();
const { expectStaffGuards } = locationGuards(api);
const DAY = addDays(TODAY, 3);

/** A court of its own at Lekki (06:00–22:00), with a court booking and a session of two players. */
async function busyCourt() {
  const court = await createCourt({ location_id: seed.locations.lekki });
  const booker = await createMember({ coins: 100 });
  const booking = await createBooking({
    user_id: booker.id,
    court_id: court.id,
    date: DAY,
    start_time: '10:00',
    end_time: '11:00',
  });
  const session = await createSession({
    court_id: court.id,
    session_date: DAY,
    start_time: '11:00',
    end_time: '13:00',
    coin_cost: 15,
    title: 'Midday Kickabout',
  });
  const players = [];
  for (let i = 0; i < 2; i += 1) {
    const member = await createMember({ coins: 40 });
    players.push({
      member,
      booking: await createBooking({ user_id: member.id, session_id: session.id }),
    });
  }
  return { court, booker, booking, session, players };
}

const closure = (courtId: number, overlapping: 'cancel' | 'keep' = 'cancel') => ({
  location_id: seed.locations.lekki,
  court_id: courtId,
  date: DAY,
  start_time: '09:00',
  end_time: '12:00',
  note: 'Resurfacing',
  overlapping,
});

describe('GET /locations/closures/overlaps/', () => {
  it('is for staff only', async () => {
    const { court } = await busyCourt();
    await expectStaffGuards((token) =>
      api.get('/locations/closures/overlaps/', {
        token,
        query: { court_id: court.id, date: DAY, start_time: '09:00', end_time: '12:00' },
      }),
    );
  });

  it('lists the court booking and the session the range would overlap, by start time', async () => {
    const { court, booking, session } = await busyCourt();
    const token = await api.loginAs('staff');
    const res = await api.get('/locations/closures/overlaps/', {
      token,
      query: { court_id: court.id, date: DAY, start_time: '09:00', end_time: '12:00' },
    });
    expect(res.status).toBe(200);
    expect(res.data.bookings.map((b) => b.booking_reference)).toEqual([booking.booking_reference]);
    expect(res.data.sessions.map((s) => ({ id: s.id, players: s.current_players }))).toEqual([
      { id: session.id, players: 2 },
    ]);
    const none = await api.get('/locations/closures/overlaps/', {
      token,
      query: { court_id: court.id, date: DAY, start_time: '14:00', end_time: '15:00' },
    });
    expect(none.data).toEqual({ bookings: [], sessions: [] });
  });

  it('refuses a range that is not one, and an unknown court', async () => {
    const token = await api.loginAs('admin');
    const backwards = await api.get('/locations/closures/overlaps/', {
      token,
      query: { court_id: 1, date: DAY, start_time: '12:00', end_time: '09:00' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.error.errors).toEqual({
      non_field_errors: ['Start time must be before end time'],
    });
    const unknown = await api.get('/locations/closures/overlaps/', {
      token,
      query: { court_id: 99999, date: DAY, start_time: '09:00', end_time: '12:00' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /locations/closures/', () => {
  it('is for staff only', async () => {
    const court = await createCourt({ location_id: seed.locations.lekki });
    await expectStaffGuards((token) =>
      api.post('/locations/closures/', { token, body: closure(court.id) }),
    );
    expect(db.maintenanceBlocks.findMany((q) => q.where({ court_id: court.id }))).toEqual([]);
  });

  it('cancels what it overlaps and refunds every coin at once', async () => {
    const { court, booker, booking, session, players } = await busyCourt();
    expect(findWallet(db, booker.id)?.reserved_balance).toBe(booking.coin_cost);
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/closures/', { token, body: closure(court.id) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: CLOSURE_MESSAGES.closed });
    expect(res.data).toMatchObject({
      closure: {
        location_id: seed.locations.lekki,
        court: { id: court.id },
        date: DAY,
        start_time: '09:00',
        end_time: '12:00',
        note: 'Resurfacing',
      },
      cancelled_bookings: [booking.booking_reference],
      cancelled_sessions: [session.id],
      kept_bookings: [],
      kept_sessions: [],
    });
    expect(findWallet(db, booker.id)).toMatchObject({
      available_balance: 100,
      reserved_balance: 0,
    });
    expect(db.bookings.findFirst((q) => q.where({ id: booking.id }))).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'REFUNDED',
      cancellation_reason: CLOSURE_MESSAGES.cancellationReason,
    });
    const refund = db.transactions.findFirst((q) =>
      q.where({ user_id: booker.id, transaction_type: 'refund' }),
    );
    expect(refund).toMatchObject({
      amount: booking.coin_cost,
      description: CLOSURE_MESSAGES.refund(booking.booking_reference),
    });
    for (const { member } of players) {
      expect(findWallet(db, member.id)).toMatchObject({
        available_balance: 40,
        reserved_balance: 0,
      });
    }
    expect(db.sessions.findFirst((q) => q.where({ id: session.id }))?.status).toBe('cancelled');
  });

  it('keeps what it overlaps when staff choose to', async () => {
    const { court, booker, booking, session, players } = await busyCourt();
    const token = await api.loginAs('admin');
    const res = await api.post('/locations/closures/', {
      token,
      body: closure(court.id, 'keep'),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      cancelled_bookings: [],
      cancelled_sessions: [],
      kept_bookings: [booking.booking_reference],
      kept_sessions: [session.id],
    });
    expect(db.bookings.findFirst((q) => q.where({ id: booking.id }))?.status).toBe('CONFIRMED');
    expect(findWallet(db, booker.id)?.reserved_balance).toBe(booking.coin_cost);
    expect(findWallet(db, players[0]?.member.id ?? 0)?.reserved_balance).toBe(15);
  });

  it('refuses to overlap another closure, naming it', async () => {
    const court = await createCourt({ location_id: seed.locations.lekki });
    await createMaintenanceBlock({
      court_id: court.id,
      date: DAY,
      start_time: '11:00',
      end_time: '14:00',
    });
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/closures/', { token, body: closure(court.id) });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({
      message: LOCATION_MESSAGES.slotUnavailable,
      code: 'slot_unavailable',
      errors: { non_field_errors: ['Clashes with maintenance (11:00–14:00).'] },
    });
  });

  it('stays inside opening hours and on a court of the location, and asks what to do', async () => {
    const court = await createCourt({ location_id: seed.locations.lekki });
    const token = await api.loginAs('staff');
    const early = await api.post('/locations/closures/', {
      token,
      body: { ...closure(court.id), start_time: '05:00' },
    });
    expect(early.status).toBe(400);
    expect(early.error.errors).toEqual({
      non_field_errors: ['Closures must be within opening hours (06:00–22:00).'],
    });
    const elsewhere = await createCourt();
    const wrongCourt = await api.post('/locations/closures/', {
      token,
      body: closure(elsewhere.id),
    });
    expect(wrongCourt.error.errors).toEqual({
      court_id: [LOCATION_MESSAGES.courtNotAtLocation],
    });
    const { overlapping: _omitted, ...undecided } = closure(court.id);
    const res = await api.post('/locations/closures/', { token, body: undecided });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ overlapping: ['This field is required.'] });
  });

  it('blocks the court for members: no booking, no session, shown in the schedule', async () => {
    const court = await createCourt({ location_id: seed.locations.lekki });
    const staff = await api.loginAs('staff');
    await api.post('/locations/closures/', { token: staff, body: closure(court.id) });

    const session = await api.post('/locations/sessions/', {
      token: staff,
      body: {
        location_id: seed.locations.lekki,
        court_id: court.id,
        session_date: DAY,
        start_time: '11:00',
        end_time: '13:00',
        max_players: 10,
        coin_cost: 10,
      },
    });
    expect(session.status).toBe(409);
    expect(session.error.errors).toEqual({
      non_field_errors: ['Clashes with maintenance (09:00–12:00).'],
    });

    const member = await api.loginAs('member');
    const slots = await api.get('/bookings/available-slots/', {
      token: member,
      query: {
        location_id: seed.locations.lekki,
        date: DAY,
        court_id: court.id,
        duration_hours: 1,
      },
    });
    const starts = slots.data.slots.map((slot) => slot.start_time);
    expect(starts).not.toContain('09:00');
    expect(starts).not.toContain('11:00');
    expect(starts).toContain('12:00');
    const schedule = await api.get('/bookings/daily-schedule/{id}/', {
      token: member,
      params: { id: seed.locations.lekki },
      query: { date: DAY },
    });
    const row = schedule.data.courts.find((entry) => entry.court.id === court.id);
    expect(row?.entries).toContainEqual({
      kind: 'maintenance',
      start_time: '09:00',
      end_time: '12:00',
      session_id: null,
      title: 'Resurfacing',
      is_mine: false,
    });
  });
});

describe('GET /locations/closures/ and DELETE /locations/closures/{id}/', () => {
  it('are for staff only', async () => {
    const court = await createCourt({ location_id: seed.locations.lekki });
    const block = await createMaintenanceBlock({ court_id: court.id, date: DAY });
    await expectStaffGuards((token) =>
      api.get('/locations/closures/', {
        token,
        query: { location_id: seed.locations.lekki, date: DAY },
      }),
    );
    await expectStaffGuards((token) =>
      api.delete('/locations/closures/{id}/', { token, params: { id: block.id } }),
    );
    expect(db.maintenanceBlocks.findFirst((q) => q.where({ id: block.id }))).toBeDefined();
  });

  it("lists a location's closures of a day, and reopening frees the court", async () => {
    const court = await createCourt({ location_id: seed.locations.lekki, name: 'Annex' });
    const block = await createMaintenanceBlock({
      court_id: court.id,
      date: DAY,
      start_time: '15:00',
      end_time: '17:00',
      note: 'Nets',
    });
    const token = await api.loginAs('staff');
    const listed = await api.get('/locations/closures/', {
      token,
      query: { location_id: seed.locations.lekki, date: DAY },
    });
    expect(listed.data).toContainEqual({
      id: block.id,
      location_id: seed.locations.lekki,
      court: { id: court.id, name: 'Annex', court_type: 'football' },
      date: DAY,
      start_time: '15:00',
      end_time: '17:00',
      note: 'Nets',
      created_at: block.created_at,
    });
    const reopened = await api.delete('/locations/closures/{id}/', {
      token,
      params: { id: block.id },
    });
    expect(reopened.body).toEqual({
      success: true,
      message: CLOSURE_MESSAGES.reopened,
      data: null,
    });
    const after = await api.get('/locations/closures/', {
      token,
      query: { location_id: seed.locations.lekki, date: DAY },
    });
    expect(after.data.map((c) => c.id)).not.toContain(block.id);
    const again = await api.delete('/locations/closures/{id}/', {
      token,
      params: { id: block.id },
    });
    expect(again.status).toBe(404);
    const unknown = await api.get('/locations/closures/', {
      token,
      query: { location_id: 99999 },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the audit log of closures', () => {
  it('records closing and reopening a court with the staff member, the court and the note', async () => {
    const { court } = await busyCourt();
    const staff = await api.loginAs('staff');
    const created = await api.post('/locations/closures/', {
      token: staff,
      body: closure(court.id),
    });
    expect(created.status).toBe(201);
    await api.delete('/locations/closures/{id}/', {
      token: staff,
      params: { id: created.data.closure.id },
    });

    const admin = await api.loginAs('admin');
    const res = await api.get('/admin/audit/', { token: admin, query: { action: 'closure' } });
    expect(res.status).toBe(200);
    const [reopened, closed] = res.data.results;
    const lekki = db.locations.findFirst((q) => q.where({ id: seed.locations.lekki }));
    const label = `${court.name} at ${lekki?.name}, ${DAY} 09:00–12:00`;
    expect(closed).toMatchObject({
      action: 'closure',
      actor_email: 'staff@pitchside.ng',
      target_type: 'location',
      target_id: seed.locations.lekki,
      target_user_id: null,
      target_label: label,
      reason: 'Resurfacing',
      details: 'closed; cancelled 1 booking and 1 session',
    });
    expect(reopened).toMatchObject({
      action: 'closure',
      actor_email: 'staff@pitchside.ng',
      target_label: label,
      details: 'reopened',
    });
  });
});
