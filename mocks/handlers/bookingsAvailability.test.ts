/**
 * Free court time: available slots, the quote of a range, and a venue's daily schedule.
 */

import { describe, expect, it } from 'vitest';
import {
  createBooking,
  createCourt,
  createMaintenanceBlock,
  createMember,
  createSession,
} from '../factories';
import { setupMockApi } from '../testing';
import { BOOKING_MESSAGES } from '../rules/bookings';
import {
  TODAY,
  FRIDAY,
  SATURDAY,
  YESTERDAY,
  range,
  walletOf,
  expectError,
} from './bookingsTestKit';

import { bookingHelpers } from './bookingsTestKit';

const { api } = setupMockApi();
const { setup, book } = bookingHelpers(api);

// ---------------------------------------------------------------------------------------------

describe('GET /bookings/available-slots/', () => {
  const slots = (token: string, query: Record<string, string | number>) =>
    api.get('/bookings/available-slots/', { token, query });

  it('lists hourly starts inside opening hours with cost and peak flag, leaving out taken ranges', async () => {
    const { token, court, locationId } = await setup();
    const second = await createCourt({ location_id: locationId });
    const other = await createMember({ coins: 100 });
    await createBooking({
      user_id: other.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '10:00',
      end_time: '12:00',
    });
    await createSession({
      court_id: second.id,
      session_date: FRIDAY,
      start_time: '18:00',
      end_time: '20:00',
    });
    const res = await slots(token, { location_id: locationId, date: FRIDAY });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ location_id: locationId, date: FRIDAY, duration_hours: 1 });
    const of = (courtId: number) =>
      res.data.slots.filter((slot) => slot.court.id === courtId).map((slot) => slot.start_time);
    const hours = Array.from({ length: 16 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00`);
    expect(of(court.id)).toEqual(hours.filter((h) => h !== '10:00' && h !== '11:00'));
    expect(of(second.id)).toEqual(hours.filter((h) => h !== '18:00' && h !== '19:00'));
    expect(
      res.data.slots.find((s) => s.court.id === court.id && s.start_time === '16:00'),
    ).toMatchObject({
      end_time: '17:00',
      duration_hours: 1,
      coin_cost: 20,
      is_peak: false,
    });
    expect(
      res.data.slots.find((s) => s.court.id === court.id && s.start_time === '17:00'),
    ).toMatchObject({
      coin_cost: 25,
      is_peak: true,
    });
    // Ordered by start, then court.
    expect(res.data.slots.slice(0, 2).map((s) => [s.start_time, s.court.id])).toEqual([
      ['06:00', court.id],
      ['06:00', second.id],
    ]);
  });

  it('filters by court and slot length, all day peak on Saturday', async () => {
    const { token, court, locationId } = await setup();
    await createCourt({ location_id: locationId });
    const res = await slots(token, {
      location_id: locationId,
      date: SATURDAY,
      court_id: court.id,
      duration_hours: 2,
    });
    expect(res.data.slots.every((s) => s.court.id === court.id)).toBe(true);
    expect(res.data.slots.map((s) => s.start_time).at(-1)).toBe('20:00');
    expect(res.data.slots[0]).toMatchObject({
      start_time: '06:00',
      end_time: '08:00',
      coin_cost: 50,
      is_peak: true,
    });
  });

  it('leaves out starts that have passed today', async () => {
    const { token, court, locationId } = await setup();
    const res = await slots(token, { location_id: locationId, date: TODAY, court_id: court.id });
    expect(res.data.slots[0]?.start_time).toBe('10:00');
  });

  it('validates its query', async () => {
    const { token, locationId } = await setup();
    const missing = await slots(token, {});
    expectError(missing, 400, 'validation_error');
    expect(missing.error.errors).toEqual({
      location_id: ['This field is required.'],
      date: ['This field is required.'],
    });
    const step = await slots(token, { location_id: locationId, date: FRIDAY, duration_hours: 0.7 });
    expect(step.error.errors).toEqual({ duration_hours: [BOOKING_MESSAGES.durationStep] });
    const foreignCourt = await createCourt();
    const court = await slots(token, {
      location_id: locationId,
      date: FRIDAY,
      court_id: foreignCourt.id,
    });
    expectError(court, 400, 'validation_error');
    expectError(await slots(token, { location_id: 99999, date: FRIDAY }), 404, 'not_found');
  });
});

// ---------------------------------------------------------------------------------------------

describe('POST /bookings/check-availability/', () => {
  const check = (token: string, body: unknown) =>
    api.post('/bookings/check-availability/', { token, body });

  it('quotes a free range: the same cost the booking then charges', async () => {
    const { member, token, court } = await setup();
    const quote = await check(token, range(court, FRIDAY, '17:00', '19:00'));
    expect(quote.data).toEqual({
      available: true,
      coin_cost: 50,
      is_peak: true,
      duration_hours: 2,
      reason: null,
    });
    const booked = await book(token, range(court, FRIDAY, '17:00', '19:00'));
    expect(booked.data.coin_cost).toBe(quote.data.coin_cost);
    expect(walletOf(member.id).reserved_balance).toBe(50);
  });

  it.each([
    ['Thursday 16:00', TODAY, '16:00', '17:00', 20, false],
    ['Friday 17:00', FRIDAY, '17:00', '18:00', 25, true],
    ['Saturday 09:00', SATURDAY, '09:00', '10:00', 25, true],
  ])('prices %s', async (_, date, start, end, cost, peak) => {
    const { token, court } = await setup();
    const res = await check(token, range(court, date, start, end));
    expect(res.data).toMatchObject({ available: true, coin_cost: cost, is_peak: peak });
  });

  it('answers available false with a reason for a taken, closed or passed range', async () => {
    const { token, court } = await setup();
    const other = await createMember({ coins: 100 });
    await createBooking({
      user_id: other.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '10:00',
      end_time: '12:00',
    });
    await createMaintenanceBlock({
      court_id: court.id,
      date: FRIDAY,
      start_time: '14:00',
      end_time: '16:00',
    });
    await createSession({
      court_id: court.id,
      session_date: FRIDAY,
      start_time: '18:00',
      end_time: '20:00',
    });
    const cases: [ReturnType<typeof range>, string][] = [
      [range(court, FRIDAY, '11:00', '12:00'), BOOKING_MESSAGES.reasonBooked],
      [range(court, FRIDAY, '15:00', '16:00'), BOOKING_MESSAGES.reasonMaintenance],
      [range(court, FRIDAY, '19:00', '20:00'), BOOKING_MESSAGES.reasonSession],
      [
        range(court, FRIDAY, '21:00', '23:00'),
        'Bookings must be within opening hours (06:00–22:00).',
      ],
      [range(court, TODAY, '09:00', '10:00'), BOOKING_MESSAGES.startPassed],
    ];
    for (const [body, reason] of cases) {
      const res = await check(token, body);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ available: false, reason });
      expect(res.data.coin_cost).toBeGreaterThan(0);
    }
  });

  it('answers 400 for invalid input', async () => {
    const { token, court } = await setup();
    const past = await check(token, range(court, YESTERDAY, '10:00', '11:00'));
    expectError(past, 400, 'validation_error');
    expect(past.error.errors).toEqual({ date: ['Cannot book for past dates'] });
    const order = await check(token, range(court, FRIDAY, '12:00', '10:00'));
    expect(order.error.errors).toEqual({
      non_field_errors: ['Start time must be before end time'],
    });
    const missing = await check(token, { location_id: court.location_id });
    expect(missing.error.errors).toEqual({
      non_field_errors: ['Missing required fields: court_id, date, start_time, end_time'],
    });
    const unknown = await check(token, {
      ...range(court, FRIDAY, '10:00', '11:00'),
      court_id: 99999,
    });
    expect(unknown.error.errors).toEqual({
      court_id: ['Invalid pk "99999" - object does not exist.'],
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /bookings/daily-schedule/{id}/', () => {
  it("lists each active court's occupied ranges, without members' identities", async () => {
    const { court, locationId } = await setup();
    const second = await createCourt({ location_id: locationId });
    await createCourt({ location_id: locationId, is_active: false });
    const other = await createMember({ coins: 100 });
    await createBooking({
      user_id: other.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '10:00',
      end_time: '12:00',
    });
    await createBooking({
      user_id: other.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '13:00',
      end_time: '14:00',
      status: 'CANCELLED',
    });
    const session = await createSession({
      court_id: court.id,
      session_date: FRIDAY,
      start_time: '18:00',
      end_time: '20:00',
      title: 'Friday Night 5-a-side',
    });
    await createMaintenanceBlock({
      court_id: court.id,
      date: FRIDAY,
      start_time: '06:00',
      end_time: '08:00',
      note: 'Floor resurfacing',
    });
    const token = await api.loginAs('member');
    const res = await api.get('/bookings/daily-schedule/{id}/', {
      token,
      params: { id: locationId },
      query: { date: FRIDAY },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      date: FRIDAY,
      opening_time: '06:00',
      closing_time: '22:00',
      location: { id: locationId },
    });
    expect(res.data.courts.map((c) => c.court.id)).toEqual([court.id, second.id]);
    expect(res.data.courts[0]?.entries).toEqual([
      {
        kind: 'maintenance',
        start_time: '06:00',
        end_time: '08:00',
        session_id: null,
        title: 'Floor resurfacing',
        is_mine: false,
      },
      {
        kind: 'booking',
        start_time: '10:00',
        end_time: '12:00',
        session_id: null,
        title: null,
        is_mine: false,
      },
      {
        kind: 'session',
        start_time: '18:00',
        end_time: '20:00',
        session_id: session.id,
        title: 'Friday Night 5-a-side',
        is_mine: false,
      },
    ]);
    expect(res.data.courts[1]?.entries).toEqual([]);
    expect(res.text).not.toContain(other.email);
  });

  it("marks the caller's own booking and the sessions they play in, and only those", async () => {
    const { member, token, court, locationId } = await setup();
    const other = await createMember({ coins: 100 });
    await createBooking({
      user_id: member.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '10:00',
      end_time: '11:00',
    });
    await createBooking({
      user_id: other.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '11:00',
      end_time: '12:00',
    });
    const joined = await createSession({
      court_id: court.id,
      session_date: FRIDAY,
      start_time: '18:00',
      end_time: '19:00',
    });
    await createBooking({ user_id: member.id, session_id: joined.id });
    const left = await createSession({
      court_id: court.id,
      session_date: FRIDAY,
      start_time: '19:00',
      end_time: '20:00',
    });
    await createBooking({ user_id: member.id, session_id: left.id, status: 'CANCELLED' });
    const mine = async (viewer: string) => {
      const res = await api.get('/bookings/daily-schedule/{id}/', {
        token: viewer,
        params: { id: locationId },
        query: { date: FRIDAY },
      });
      expect(res.status).toBe(200);
      return res.data.courts[0]?.entries.map((entry) => [entry.start_time, entry.is_mine]);
    };
    expect(await mine(token)).toEqual([
      ['10:00', true],
      ['11:00', false],
      ['18:00', true],
      ['19:00', false],
    ]);
    expect(await mine(await api.tokenFor(other.id))).toEqual([
      ['10:00', false],
      ['11:00', true],
      ['18:00', false],
      ['19:00', false],
    ]);
  });

  it('refuses a date that is not a real day with a field error', async () => {
    const { token, locationId } = await setup();
    for (const date of ['2026-02-30', 'tomorrow', '16-01-2026']) {
      const res = await api.get('/bookings/daily-schedule/{id}/', {
        token,
        params: { id: locationId },
        query: { date },
      });
      expectError(res, 400, 'validation_error');
      expect(res.error.errors).toEqual({ date: ['Enter a valid date.'] });
    }
  });

  it('defaults to today and validates the date and the location', async () => {
    const { token, locationId } = await setup();
    const today = await api.get('/bookings/daily-schedule/{id}/', {
      token,
      params: { id: locationId },
    });
    expect(today.data.date).toBe(TODAY);
    expectError(
      await api.get('/bookings/daily-schedule/{id}/', {
        token,
        params: { id: locationId },
        query: { date: '2026-02-30' },
      }),
      400,
      'validation_error',
    );
    expectError(
      await api.get('/bookings/daily-schedule/{id}/', { token, params: { id: 99999 } }),
      404,
      'not_found',
    );
  });
});
