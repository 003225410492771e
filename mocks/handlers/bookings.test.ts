/**
 * The 13 bookings operations through the validating client: every answer is checked against
 * openapi.yaml and the ledger invariant is asserted after every write. The clock is pinned at
 * TEST_NOW (Thursday 2026-01-15 09:30 in Lagos) unless a test moves it.
 */

import { describe, expect, it } from 'vitest';
import { MESSAGES, missingFieldsMessage } from '@domain';
import { clock } from '../clock';
import { db } from '../db';
import {
  createBooking,
  createCourt,
  createMaintenanceBlock,
  createMember,
  createSession,
  createStaff,
} from '../factories';
import { serializeWallet, sessionPlayers } from '../serializers';
import { setupMockApi, type ApiResult } from '../testing';
import { BOOKING_MESSAGES } from './bookings';

const { api, seed } = setupMockApi();

const TODAY = '2026-01-15'; // Thursday
const FRIDAY = '2026-01-16';
const SATURDAY = '2026-01-17';
const YESTERDAY = '2026-01-14';
const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

/** A fresh approved member with `coins`, and a court of a new venue (20 coins/h, 06:00–22:00). */
async function setup(coins = 200) {
  const member = await createMember({ coins });
  const token = await api.tokenFor(member.id);
  const court = await createCourt();
  return { member, token, court, locationId: court.location_id };
}

function range(
  court: { id: number; location_id: number },
  date: string,
  start: string,
  end: string,
) {
  return {
    location_id: court.location_id,
    court_id: court.id,
    date,
    start_time: start,
    end_time: end,
  };
}

function book(token: string, body: unknown, headers?: Record<string, string>) {
  return api.post('/bookings/bookings/', { token, body, ...(headers ? { headers } : {}) });
}

const walletOf = (userId: number) => serializeWallet(db, userId);
const bookingCount = () => db.bookings.count();
const record = (id: number) => db.bookings.findFirst((q) => q.where({ id }));
const sessionRecord = (id: number) => db.sessions.findFirst((q) => q.where({ id }));

function expectError(res: ApiResult<unknown>, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, code });
}

// ---------------------------------------------------------------------------------------------

describe('access', () => {
  const operations: [string, (token?: string) => Promise<ApiResult<unknown>>][] = [
    ['user-bookings', (token) => api.get('/bookings/user-bookings/', { token })],
    ['list', (token) => api.get('/bookings/bookings/', { token })],
    ['create', (token) => api.post('/bookings/bookings/', { token, body: {} })],
    ['read', (token) => api.get('/bookings/bookings/{id}/', { token, params: { id: 1 } })],
    [
      'cancel',
      (token) =>
        api.post('/bookings/bookings/{id}/cancel/', { token, params: { id: 1 }, body: {} }),
    ],
    [
      'reschedule',
      (token) =>
        api.post('/bookings/bookings/{id}/reschedule/', {
          token,
          params: { id: 1 },
          body: { new_session_id: 1 },
        }),
    ],
    ['join', (token) => api.post('/bookings/sessions/{id}/join/', { token, params: { id: 1 } })],
    ['leave', (token) => api.post('/bookings/sessions/{id}/leave/', { token, params: { id: 1 } })],
    [
      'available-slots',
      (token) =>
        api.get('/bookings/available-slots/', { token, query: { location_id: 1, date: FRIDAY } }),
    ],
    [
      'check-availability',
      (token) =>
        api.post('/bookings/check-availability/', {
          token,
          body: range({ id: 1, location_id: 1 }, FRIDAY, '10:00', '11:00'),
        }),
    ],
    ['history', (token) => api.get('/bookings/history/', { token })],
    ['stats', (token) => api.get('/bookings/stats/', { token })],
    [
      'daily-schedule',
      (token) => api.get('/bookings/daily-schedule/{id}/', { token, params: { id: 1 } }),
    ],
  ];

  it.each(operations)('%s answers 401 without a token', async (_, call) => {
    const res = await call();
    expectError(res, 401, 'not_authenticated');
    expect(res.body).toMatchObject({ message: 'Authentication credentials were not provided.' });
  });

  it.each(operations)('%s answers 401 for an unknown token', async (_, call) => {
    expectError(await call('0'.repeat(40)), 401, 'authentication_failed');
  });

  it.each(operations)(
    '%s answers 403 to pending, suspended and rejected accounts',
    async (_, call) => {
      for (const role of ['pending', 'suspended', 'rejected'] as const) {
        const res = await call(await api.tokenFor(role));
        expectError(res, 403, 'account_not_approved');
      }
    },
  );

  it('changes nothing for an unapproved account', async () => {
    const court = await createCourt();
    const before = bookingCount();
    const res = await book(await api.tokenFor('suspended'), range(court, FRIDAY, '10:00', '11:00'));
    expectError(res, 403, 'account_not_approved');
    expect(bookingCount()).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------

describe('POST /bookings/bookings/', () => {
  it('books the court CONFIRMED and PAID at the server quote, reserving the coins', async () => {
    const { member, token, court } = await setup(200);
    const before = walletOf(member.id);
    const res = await book(token, {
      ...range(court, FRIDAY, '10:00', '12:00'),
      notes: 'Birthday kickabout',
      coin_cost: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: BOOKING_MESSAGES.created });
    const booking = res.data;
    expect(booking).toMatchObject({
      booking_reference: `PSB-${booking.id}`,
      court: { id: court.id },
      location: { id: court.location_id },
      facility: 'football',
      session_id: null,
      date: FRIDAY,
      start_time: '10:00',
      end_time: '12:00',
      duration_hours: 2,
      // 20 coins/h × 2 h off-peak: the client's coin_cost is ignored.
      coin_cost: 40,
      status: 'CONFIRMED',
      payment_status: 'PAID',
      cancelled_at: null,
      notes: 'Birthday kickabout',
    });
    const after = walletOf(member.id);
    expect(after.available_balance).toBe(before.available_balance - 40);
    expect(after.reserved_balance).toBe(before.reserved_balance + 40);
    expect(after.total_earned).toBe(before.total_earned);
    expect(after.total_spent).toBe(before.total_spent);
    expect(after.total_balance).toBe(before.total_balance);
    expect(after.recent_transactions[0]).toMatchObject({
      transaction_type: 'booking',
      amount: -40,
      balance_after: 160,
      reference: booking.booking_reference,
    });
  });

  it('normalises HH:MM:SS times', async () => {
    const { token, court } = await setup();
    const res = await book(token, range(court, FRIDAY, '10:00:00', '11:00:00'));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ start_time: '10:00', end_time: '11:00' });
  });

  it.each([
    ['a weekday 17:00 start is peak', FRIDAY, '17:00', '18:00', 25],
    ['a weekday 21:00 start is peak', FRIDAY, '21:00', '22:00', 25],
    ['a weekday 16:00 start is off-peak', FRIDAY, '16:00', '17:00', 20],
    ['a weekday 16:00–18:00 range is priced by its start', FRIDAY, '16:00', '18:00', 40],
    ['a Saturday morning is peak', SATURDAY, '09:00', '10:00', 25],
    ['90 minutes at peak round half up', SATURDAY, '09:00', '10:30', 38],
  ])('%s', async (_, date, start, end, cost) => {
    const { member, token, court } = await setup(200);
    const res = await book(token, range(court, date, start, end));
    expect(res.status).toBe(201);
    expect(res.data.coin_cost).toBe(cost);
    expect(walletOf(member.id).reserved_balance).toBe(cost);
  });

  it('names every missing field in one message', async () => {
    const { token } = await setup();
    const res = await book(token, {});
    expectError(res, 400, 'validation_error');
    expect(res.error.errors).toEqual({
      non_field_errors: [
        missingFieldsMessage(['location_id', 'court_id', 'date', 'start_time', 'end_time']),
      ],
    });
    expect(res.error.errors?.non_field_errors?.[0]).toBe(
      'Missing required fields: location_id, court_id, date, start_time, end_time',
    );
  });

  it('names only the fields that are missing or blank', async () => {
    const { token, court } = await setup();
    const res = await book(token, {
      ...range(court, FRIDAY, '10:00', '11:00'),
      court_id: null,
      end_time: ' ',
    });
    expectError(res, 400, 'validation_error');
    expect(res.error.errors).toEqual({
      non_field_errors: ['Missing required fields: court_id, end_time'],
    });
  });

  it('refuses a past date', async () => {
    const { token, court } = await setup();
    const res = await book(token, range(court, YESTERDAY, '10:00', '11:00'));
    expectError(res, 400, 'validation_error');
    expect(res.error.errors).toEqual({ date: [MESSAGES.cannotBookPastDates] });
    expect(MESSAGES.cannotBookPastDates).toBe('Cannot book for past dates');
  });

  it.each([
    ['equal', '11:00', '11:00'],
    ['reversed', '12:00', '10:00'],
  ])('refuses a start not before the end (%s)', async (_, start, end) => {
    const { token, court } = await setup();
    const res = await book(token, range(court, FRIDAY, start, end));
    expectError(res, 400, 'validation_error');
    expect(res.error.errors).toEqual({ non_field_errors: ['Start time must be before end time'] });
  });

  it('reports malformed fields with the domain and DRF wording', async () => {
    const { token, court } = await setup();
    const res = await book(token, {
      location_id: 'abc',
      court_id: court.id,
      date: '16/01/2026',
      start_time: '9am',
      end_time: 1100,
      notes: 'x'.repeat(501),
    });
    expectError(res, 400, 'validation_error');
    expect(res.error.errors).toEqual({
      location_id: ['A valid integer is required.'],
      date: [MESSAGES.dateInvalid],
      start_time: [MESSAGES.timeInvalid],
      end_time: [MESSAGES.timeInvalid],
      notes: ['Ensure this field has no more than 500 characters.'],
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    const { token } = await setup();
    expectError(await book(token, '[1, 2]'), 400, 'validation_error');
    expectError(await book(token, '{not json'), 400, 'validation_error');
  });

  it('refuses unknown, inactive and mismatched locations and courts as field errors', async () => {
    const { token, court } = await setup();
    const other = await createCourt();
    const unknown = await book(token, {
      ...range(court, FRIDAY, '10:00', '11:00'),
      location_id: 999,
    });
    expectError(unknown, 400, 'validation_error');
    expect(unknown.error.errors).toEqual({
      location_id: ['Invalid pk "999" - object does not exist.'],
    });
    const unknownCourt = await book(token, {
      ...range(court, FRIDAY, '10:00', '11:00'),
      court_id: 999,
    });
    expect(unknownCourt.error.errors).toEqual({
      court_id: ['Invalid pk "999" - object does not exist.'],
    });
    const mismatched = await book(token, {
      ...range(court, FRIDAY, '10:00', '11:00'),
      court_id: other.id,
    });
    expectError(mismatched, 400, 'validation_error');
    expect(mismatched.error.errors).toEqual({ court_id: [BOOKING_MESSAGES.courtNotAtLocation] });
    // Surulere (location 9, court 25) is inactive in the seed.
    const inactive = await book(token, {
      location_id: seed.locations.surulere ?? 9,
      court_id: 25,
      date: FRIDAY,
      start_time: '10:00',
      end_time: '11:00',
    });
    expectError(inactive, 400, 'validation_error');
    expect(Object.keys(inactive.error.errors ?? {})).toContain('location_id');
  });

  it('keeps bookings inside opening hours, both ends included', async () => {
    const { token, court } = await setup();
    for (const [start, end] of [
      ['05:00', '07:00'],
      ['21:00', '23:00'],
    ] as const) {
      const res = await book(token, range(court, FRIDAY, start, end));
      expectError(res, 400, 'validation_error');
      expect(res.error.errors).toEqual({
        non_field_errors: ['Bookings must be within opening hours (06:00–22:00).'],
      });
    }
    expect((await book(token, range(court, FRIDAY, '06:00', '07:00'))).status).toBe(201);
    expect((await book(token, range(court, FRIDAY, '21:00', '22:00'))).status).toBe(201);
  });

  it('refuses a start that has passed today, and books a later one', async () => {
    const { token, court } = await setup();
    const started = await book(token, range(court, TODAY, '09:00', '10:00'));
    expectError(started, 400, 'validation_error');
    expect(started.error.errors).toEqual({ start_time: [BOOKING_MESSAGES.startPassed] });
    clock.set(lagos(TODAY, '11:00'));
    const exactlyNow = await book(token, range(court, TODAY, '11:00', '12:00'));
    expect(exactlyNow.status).toBe(400);
    expect((await book(token, range(court, TODAY, '12:00', '13:00'))).status).toBe(201);
  });

  it('answers 409 slot_unavailable for a range overlapping a booking, and charges nothing', async () => {
    const { member, token, court } = await setup(200);
    const other = await createMember({ coins: 100 });
    await createBooking({
      user_id: other.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '10:00',
      end_time: '12:00',
    });
    const before = walletOf(member.id);
    const count = bookingCount();
    const res = await book(token, range(court, FRIDAY, '11:00', '13:00'));
    expectError(res, 409, 'slot_unavailable');
    expect(res.error.message).toBe(
      'This time slot is no longer available. Please choose another time.',
    );
    expect(walletOf(member.id)).toEqual(before);
    expect(bookingCount()).toBe(count);
    // Ranges are half-open: 12:00–13:00 follows 10:00–12:00.
    expect((await book(token, range(court, FRIDAY, '12:00', '13:00'))).status).toBe(201);
    expect((await book(token, range(court, FRIDAY, '09:00', '10:00'))).status).toBe(201);
  });

  it('answers 409 for a range overlapping a game session or a maintenance block', async () => {
    const { token, court } = await setup();
    await createSession({
      court_id: court.id,
      session_date: FRIDAY,
      start_time: '18:00',
      end_time: '20:00',
    });
    await createMaintenanceBlock({
      court_id: court.id,
      date: FRIDAY,
      start_time: '06:00',
      end_time: '08:00',
    });
    expectError(await book(token, range(court, FRIDAY, '19:00', '21:00')), 409, 'slot_unavailable');
    expectError(await book(token, range(court, FRIDAY, '07:00', '09:00')), 409, 'slot_unavailable');
    expect((await book(token, range(court, FRIDAY, '08:00', '09:00'))).status).toBe(201);
  });

  it('lets a cancelled booking free its range', async () => {
    const { token, court } = await setup();
    const other = await createMember({ coins: 100 });
    await createBooking({
      user_id: other.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '10:00',
      end_time: '11:00',
      status: 'CANCELLED',
    });
    expect((await book(token, range(court, FRIDAY, '10:00', '11:00'))).status).toBe(201);
  });

  it('answers 400 insufficient_coins when the quote exceeds the available coins', async () => {
    const { member, token, court } = await setup(39);
    const before = walletOf(member.id);
    const count = bookingCount();
    const res = await book(token, range(court, FRIDAY, '10:00', '12:00'));
    expectError(res, 400, 'insufficient_coins');
    expect(res.error.message).toBe(BOOKING_MESSAGES.insufficientForBooking(40, 39));
    expect(res.error.message).toBe(
      'You do not have enough coins for this booking. It costs 40 coins and you have 39 coins available.',
    );
    expect(walletOf(member.id)).toEqual(before);
    expect(bookingCount()).toBe(count);
  });

  it('books with exactly enough coins, leaving none available', async () => {
    const { member, token, court } = await setup(40);
    expect((await book(token, range(court, FRIDAY, '10:00', '12:00'))).status).toBe(201);
    expect(walletOf(member.id)).toMatchObject({
      available_balance: 0,
      reserved_balance: 40,
      total_balance: 40,
    });
  });

  it('lets staff book too', async () => {
    const staff = await createStaff({ coins: 50 });
    const court = await createCourt();
    const res = await book(await api.tokenFor(staff.id), range(court, FRIDAY, '10:00', '11:00'));
    expect(res.status).toBe(201);
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer and charges once', async () => {
      const { member, token, court } = await setup(200);
      const body = range(court, FRIDAY, '10:00', '11:00');
      const headers = { 'Idempotency-Key': 'a1b2c3d4-booking' };
      const first = await book(token, body, headers);
      expect(first.status).toBe(201);
      expect(first.headers.get('Idempotent-Replayed')).toBeNull();
      const count = bookingCount();
      const wallet = walletOf(member.id);

      const replay = await book(token, { ...body }, headers);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(replay.body).toEqual(first.body);
      expect(bookingCount()).toBe(count);
      expect(walletOf(member.id)).toEqual(wallet);
      expect(walletOf(member.id).available_balance).toBe(180);
    });

    it('refuses the same key with a different body (409) and changes nothing', async () => {
      const { member, token, court } = await setup(200);
      const headers = { 'Idempotency-Key': 'reused-key' };
      expect((await book(token, range(court, FRIDAY, '10:00', '11:00'), headers)).status).toBe(201);
      const count = bookingCount();
      const wallet = walletOf(member.id);
      const res = await book(token, range(court, FRIDAY, '14:00', '15:00'), headers);
      expectError(res, 409, 'idempotency_key_reused');
      expect(res.error.message).toBe(
        'This Idempotency-Key was already used with a different request.',
      );
      expect(bookingCount()).toBe(count);
      expect(walletOf(member.id)).toEqual(wallet);
    });

    it('keeps keys per member', async () => {
      const { token, court } = await setup();
      const other = await createMember({ coins: 100 });
      const headers = { 'Idempotency-Key': 'shared-key' };
      expect((await book(token, range(court, FRIDAY, '10:00', '11:00'), headers)).status).toBe(201);
      const res = await book(
        await api.tokenFor(other.id),
        range(court, FRIDAY, '11:00', '12:00'),
        headers,
      );
      expect(res.status).toBe(201);
      expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    });

    it('without a key, a retry is a new request (here, a taken slot)', async () => {
      const { token, court } = await setup();
      const body = range(court, FRIDAY, '10:00', '11:00');
      expect((await book(token, body)).status).toBe(201);
      expectError(await book(token, body), 409, 'slot_unavailable');
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /bookings/bookings/{id}/', () => {
  it('answers the member their own booking', async () => {
    const { member, token, court } = await setup();
    const booking = await createBooking({ user_id: member.id, court_id: court.id, date: FRIDAY });
    const res = await api.get('/bookings/bookings/{id}/', { token, params: { id: booking.id } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: booking.id,
      booking_reference: booking.booking_reference,
    });
  });

  it("answers 404 for another member's booking and for unknown ids", async () => {
    const { token, court } = await setup();
    const other = await createMember({ coins: 100 });
    const booking = await createBooking({ user_id: other.id, court_id: court.id, date: FRIDAY });
    for (const id of [booking.id, 99999]) {
      const res = await api.get('/bookings/bookings/{id}/', { token, params: { id } });
      expectError(res, 404, 'not_found');
    }
  });

  it('lets staff read any booking', async () => {
    const member = await createMember({ coins: 100 });
    const booking = await createBooking({ user_id: member.id, date: FRIDAY });
    const res = await api.get('/bookings/bookings/{id}/', {
      token: await api.loginAs('staff'),
      params: { id: booking.id },
    });
    expect(res.status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------

describe('POST /bookings/bookings/{id}/cancel/', () => {
  async function bookedFriday10() {
    const ctx = await setup(200);
    const res = await book(ctx.token, range(ctx.court, FRIDAY, '10:00', '12:00'));
    return { ...ctx, booking: res.data };
  }

  const cancel = (token: string, id: number, body: unknown = { reason: 'Cancelled by user' }) =>
    api.post('/bookings/bookings/{id}/cancel/', { token, params: { id }, body });

  it('cancels exactly 2 hours before the start: CANCELLED, REFUNDED, coins back at once', async () => {
    const { member, token, booking } = await bookedFriday10();
    const before = walletOf(member.id);
    clock.set(lagos(FRIDAY, '08:00'));
    const res = await cancel(token, booking.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Booking cancelled. 40 coins have been refunded.',
    });
    expect(res.data).toMatchObject({
      id: booking.id,
      status: 'CANCELLED',
      payment_status: 'REFUNDED',
      cancelled_at: '2026-01-16T08:00:00+01:00',
    });
    expect(record(booking.id)?.cancellation_reason).toBe('Cancelled by user');
    const after = walletOf(member.id);
    expect(after.available_balance).toBe(before.available_balance + 40);
    expect(after.reserved_balance).toBe(before.reserved_balance - 40);
    expect(after.total_earned).toBe(before.total_earned);
    expect(after.total_spent).toBe(before.total_spent);
    expect(after.recent_transactions[0]).toMatchObject({
      transaction_type: 'refund',
      amount: 40,
      reference: booking.booking_reference,
    });
  });

  it('refuses 1h59m before the start (cancellation_window_closed) and changes nothing', async () => {
    const { member, token, booking } = await bookedFriday10();
    const before = walletOf(member.id);
    clock.set(lagos(FRIDAY, '08:01'));
    const res = await cancel(token, booking.id);
    expectError(res, 400, 'cancellation_window_closed');
    expect(res.error.message).toBe(
      'Bookings can only be cancelled up to 2 hours before they start.',
    );
    expect(record(booking.id)?.status).toBe('CONFIRMED');
    expect(walletOf(member.id)).toEqual(before);
  });

  it('accepts an empty body and stores no reason', async () => {
    const { token, booking } = await bookedFriday10();
    const res = await api.post('/bookings/bookings/{id}/cancel/', {
      token,
      params: { id: booking.id },
    });
    expect(res.status).toBe(200);
    expect(record(booking.id)?.cancellation_reason).toBeNull();
  });

  it('refuses a reason over 500 characters', async () => {
    const { token, booking } = await bookedFriday10();
    const res = await cancel(token, booking.id, { reason: 'x'.repeat(501) });
    expectError(res, 400, 'validation_error');
    expect(record(booking.id)?.status).toBe('CONFIRMED');
  });

  it('refuses cancelled, completed and no-show bookings (invalid_state)', async () => {
    const { member, token, court } = await setup(200);
    const cancelled = await createBooking({
      user_id: member.id,
      court_id: court.id,
      date: FRIDAY,
      status: 'CANCELLED',
    });
    const completed = await createBooking({
      user_id: member.id,
      court_id: court.id,
      date: YESTERDAY,
      status: 'COMPLETED',
    });
    const noShow = await createBooking({
      user_id: member.id,
      court_id: court.id,
      date: YESTERDAY,
      start_time: '12:00',
      end_time: '13:00',
      status: 'NO_SHOW',
    });
    for (const booking of [cancelled, completed, noShow]) {
      const res = await cancel(token, booking.id);
      expectError(res, 400, 'invalid_state');
      expect(res.error.message).toBe(BOOKING_MESSAGES.notCancellable(booking.status));
    }
  });

  it("answers 404 for another member's booking and leaves it alone", async () => {
    const { token, court } = await setup();
    const other = await createMember({ coins: 100 });
    const booking = await createBooking({ user_id: other.id, court_id: court.id, date: FRIDAY });
    expectError(await cancel(token, booking.id), 404, 'not_found');
    expectError(await cancel(token, 99999), 404, 'not_found');
    expect(record(booking.id)?.status).toBe('CONFIRMED');
  });

  it("lets staff cancel a member's booking, refunding the member", async () => {
    const { member, booking } = await bookedFriday10();
    const staff = await createStaff({ coins: 10 });
    const staffBefore = walletOf(staff.id);
    const res = await cancel(await api.tokenFor(staff.id), booking.id);
    expect(res.status).toBe(200);
    expect(walletOf(member.id)).toMatchObject({ available_balance: 200, reserved_balance: 0 });
    expect(walletOf(staff.id)).toEqual(staffBefore);
  });

  it('frees the court range for another booking', async () => {
    const { token, court, booking } = await bookedFriday10();
    await cancel(token, booking.id);
    const other = await createMember({ coins: 100 });
    const res = await book(await api.tokenFor(other.id), range(court, FRIDAY, '10:00', '12:00'));
    expect(res.status).toBe(201);
  });

  it('refunds the seed member in full', async () => {
    const token = await api.loginAs('member');
    const upcoming = db.bookings.findFirst((q) =>
      q.where({ user_id: seed.users.member, status: 'CONFIRMED', session_id: null }),
    );
    expect(upcoming).toBeDefined();
    if (!upcoming) return;
    const before = walletOf(seed.users.member);
    const res = await cancel(token, upcoming.id);
    expect(res.status).toBe(200);
    expect(walletOf(seed.users.member).available_balance).toBe(
      before.available_balance + upcoming.coin_cost,
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('completion (lifecycle)', () => {
  it('marks a booking COMPLETED once its end passes and spends its coins', async () => {
    const { member, token, court } = await setup(200);
    const booking = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const before = walletOf(member.id);
    clock.set(lagos(FRIDAY, '11:59'));
    let res = await api.get('/bookings/bookings/{id}/', { token, params: { id: booking.id } });
    expect(res.data.status).toBe('CONFIRMED');
    clock.set(lagos(FRIDAY, '12:00'));
    res = await api.get('/bookings/bookings/{id}/', { token, params: { id: booking.id } });
    expect(res.data).toMatchObject({ status: 'COMPLETED', payment_status: 'PAID' });
    const after = walletOf(member.id);
    expect(after.available_balance).toBe(before.available_balance);
    expect(after.reserved_balance).toBe(before.reserved_balance - 40);
    expect(after.total_spent).toBe(before.total_spent + 40);
    expect(after.total_earned - after.total_spent).toBe(after.total_balance);
    const stats = await api.get('/bookings/stats/', { token });
    expect(stats.data).toMatchObject({
      completed: 1,
      coins_spent: 40,
      hours_played: 2,
      upcoming: 0,
    });
  });
});

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

  it('moves a court booking into a session place, freeing the court', async () => {
    const { member, token, court } = await setup(100);
    const booking = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const target = await createSession({ session_date: SATURDAY, coin_cost: 15 });
    const res = await reschedule(token, booking.id, { new_session_id: target.id });
    expect(res.status).toBe(200);
    expect(walletOf(member.id)).toMatchObject({ available_balance: 85, reserved_balance: 15 });
    expect((await book(token, range(court, FRIDAY, '10:00', '12:00'))).status).toBe(201);
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

// ---------------------------------------------------------------------------------------------

describe('reading bookings', () => {
  async function history() {
    const ctx = await setup(500);
    const { member, court } = ctx;
    const make = (
      date: string,
      start: string,
      end: string,
      status?: 'CANCELLED' | 'COMPLETED' | 'NO_SHOW',
    ) =>
      createBooking({
        user_id: member.id,
        court_id: court.id,
        date,
        start_time: start,
        end_time: end,
        ...(status ? { status } : {}),
      });
    const saturday = await make(SATURDAY, '09:00', '10:00');
    const friday = await make(FRIDAY, '10:00', '11:00');
    const fridayLate = await make(FRIDAY, '15:00', '16:00');
    const cancelled = await make(FRIDAY, '12:00', '13:00', 'CANCELLED');
    const completed = await make(YESTERDAY, '10:00', '11:00', 'COMPLETED');
    const noShow = await make('2026-01-10', '10:00', '11:00', 'NO_SHOW');
    const other = await createMember({ coins: 100 });
    const foreign = await createBooking({
      user_id: other.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '17:00',
      end_time: '18:00',
    });
    return { ...ctx, saturday, friday, fridayLate, cancelled, completed, noShow, foreign };
  }

  it('user-bookings lists only my bookings, newest date first', async () => {
    const h = await history();
    const res = await api.get('/bookings/user-bookings/', { token: h.token });
    expect(res.status).toBe(200);
    expect(res.data.map((b) => b.id)).toEqual([
      h.saturday.id,
      h.fridayLate.id,
      h.cancelled.id,
      h.friday.id,
      h.completed.id,
      h.noShow.id,
    ]);
  });

  it('the list is scoped to me, filtered and paginated', async () => {
    const h = await history();
    const all = await api.get('/bookings/bookings/', { token: h.token });
    expect(all.data).toMatchObject({
      count: 6,
      page: 1,
      page_size: 20,
      next: null,
      previous: null,
    });
    expect(all.data.results.map((b) => b.id)).not.toContain(h.foreign.id);

    const upcoming = await api.get('/bookings/bookings/', {
      token: h.token,
      query: { upcoming: true },
    });
    expect(upcoming.data.results.map((b) => b.id)).toEqual([
      h.friday.id,
      h.fridayLate.id,
      h.saturday.id,
    ]);

    const past = await api.get('/bookings/bookings/', {
      token: h.token,
      query: { upcoming: false },
    });
    expect(past.data.results.map((b) => b.id)).toEqual([
      h.cancelled.id,
      h.completed.id,
      h.noShow.id,
    ]);

    const cancelled = await api.get('/bookings/bookings/', {
      token: h.token,
      query: { status: 'CANCELLED' },
    });
    expect(cancelled.data.results.map((b) => b.id)).toEqual([h.cancelled.id]);

    const page2 = await api.get('/bookings/bookings/', {
      token: h.token,
      query: { page: 2, page_size: 4 },
    });
    expect(page2.data).toMatchObject({ count: 6, page: 2, page_size: 4, next: null });
    expect(page2.data.results).toHaveLength(2);
    expect(page2.data.previous).toMatch(/page_size=4/);

    expectError(
      await api.get('/bookings/bookings/', { token: h.token, query: { page: 3, page_size: 4 } }),
      404,
      'not_found',
    );
    const invalid = await api.get('/bookings/bookings/', {
      token: h.token,
      query: { status: 'LOST', upcoming: 'maybe' },
    });
    expectError(invalid, 400, 'validation_error');
    expect(Object.keys(invalid.error.errors ?? {}).sort()).toEqual(['status', 'upcoming']);
  });

  it('staff see every booking', async () => {
    await history();
    const res = await api.get('/bookings/bookings/', {
      token: await api.loginAs('staff'),
      query: { page_size: 100 },
    });
    expect(res.data.count).toBe(db.bookings.count());
  });

  it('history holds finished bookings, newest first, 20 a page from page 1', async () => {
    const h = await history();
    const res = await api.get('/bookings/history/', { token: h.token });
    expect(res.data).toMatchObject({
      count: 3,
      page: 1,
      page_size: 20,
      next: null,
      previous: null,
    });
    expect(res.data.results.map((b) => b.id)).toEqual([
      h.cancelled.id,
      h.completed.id,
      h.noShow.id,
    ]);
    const seedMember = await api.get('/bookings/history/', {
      token: await api.loginAs('member'),
      query: { page_size: 2 },
    });
    expect(seedMember.data.page_size).toBe(2);
    expect(seedMember.data.next).toMatch(/page=2/);
    expectError(
      await api.get('/bookings/history/', { token: h.token, query: { page: 2 } }),
      404,
      'not_found',
    );
  });

  it('stats count my bookings', async () => {
    const h = await history();
    const res = await api.get('/bookings/stats/', { token: h.token });
    expect(res.data).toEqual({
      total: 6,
      upcoming: 3,
      completed: 1,
      cancelled: 1,
      no_show: 1,
      coins_spent: h.completed.coin_cost,
      hours_played: 1,
      locations_visited: 1,
    });
  });

  it('the seed member sees their own history and figures', async () => {
    const token = await api.loginAs('member');
    const mine = await api.get('/bookings/user-bookings/', { token });
    expect(mine.data.length).toBe(
      db.bookings.findMany((q) => q.where({ user_id: seed.users.member })).length,
    );
    const stats = await api.get('/bookings/stats/', { token });
    expect(stats.data.total).toBe(mine.data.length);
    expect(stats.data.upcoming).toBeGreaterThan(0);
  });
});

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
      },
      { kind: 'booking', start_time: '10:00', end_time: '12:00', session_id: null, title: null },
      {
        kind: 'session',
        start_time: '18:00',
        end_time: '20:00',
        session_id: session.id,
        title: 'Friday Night 5-a-side',
      },
    ]);
    expect(res.data.courts[1]?.entries).toEqual([]);
    expect(res.text).not.toContain(other.email);
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
