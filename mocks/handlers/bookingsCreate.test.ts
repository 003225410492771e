/**
 * POST /bookings/bookings/: booking a court, its rules and its Idempotency-Key, through the validating client; the ledger invariant is asserted after every write.
 */

import { describe, expect, it } from 'vitest';
import { MESSAGES, missingFieldsMessage } from '@domain';
import { clock } from '../clock';
import {
  createBooking,
  createCourt,
  createMaintenanceBlock,
  createMember,
  createSession,
  createStaff,
} from '../factories';
import { setupMockApi } from '../testing';
import { BOOKING_MESSAGES } from '../rules/bookings';
import {
  TODAY,
  FRIDAY,
  SATURDAY,
  YESTERDAY,
  lagos,
  range,
  walletOf,
  bookingCount,
  expectError,
} from './bookingsTestKit';

import { bookingHelpers } from './bookingsTestKit';

const { api, seed } = setupMockApi();
const { setup, book } = bookingHelpers(api);

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

    it('without a key, a retry is a new request (here, a clash with the booking just made)', async () => {
      const { token, court } = await setup();
      const body = range(court, FRIDAY, '10:00', '11:00');
      expect((await book(token, body)).status).toBe(201);
      expectError(await book(token, body), 409, 'booking_overlap');
    });
  });
});
