/**
 * Moving a court booking to another court time: the quote first (POST
 * /bookings/bookings/{id}/reschedule-quote/), then the move, which keeps the reference, settles the
 * difference through the ledger, keeps the cut-off on the old start, and replays on a repeated key.
 */

import { describe, expect, it } from 'vitest';
import { windowClosedMessage as cutoffMessage } from '@domain';
import { clock } from '../clock';
import { createCourt } from '../factories';
import { setupMockApi } from '../testing';
import { windowClosedMessage } from '../rules/reschedule';
import {
  FRIDAY,
  SATURDAY,
  lagos,
  range,
  walletOf,
  record,
  expectError,
  bookingHelpers,
} from './bookingsTestKit';

const { api } = setupMockApi();
const { setup, book } = bookingHelpers(api);

const reschedule = (token: string, id: number, body: unknown, headers?: Record<string, string>) =>
  api.post('/bookings/bookings/{id}/reschedule/', {
    token,
    params: { id },
    body,
    ...(headers ? { headers } : {}),
  });
const quote = (token: string, id: number, body: unknown) =>
  api.post('/bookings/bookings/{id}/reschedule-quote/', { token, params: { id }, body });

/** A member with 100 coins and a 40-coin booking: Friday 10:00–12:00, off-peak at 20 coins/h. */
async function courtBooking() {
  const ctx = await setup(100);
  const booking = (await book(ctx.token, range(ctx.court, FRIDAY, '10:00', '12:00'))).data;
  return { ...ctx, booking };
}

describe('POST /bookings/bookings/{id}/reschedule-quote/', () => {
  it('quotes a dearer time (peak) as coins to pay, and changes nothing', async () => {
    const { member, token, court, booking } = await courtBooking();
    const before = walletOf(member.id);
    const res = await quote(token, booking.id, range(court, FRIDAY, '18:00', '20:00'));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      available: true,
      coin_cost: 50,
      previous_coin_cost: 40,
      difference: 10,
      is_peak: true,
      duration_hours: 2,
      reason: null,
    });
    expect(walletOf(member.id)).toEqual(before);
    expect(record(booking.id)).toMatchObject({ start_time: '10:00', coin_cost: 40 });
  });

  it('quotes a cheaper time as coins back', async () => {
    const { token, court, booking } = await courtBooking();
    const res = await quote(token, booking.id, range(court, FRIDAY, '13:00', '14:00'));
    expect(res.data).toMatchObject({ available: true, coin_cost: 20, difference: -20 });
  });

  it('answers an unavailable target with its reason, and the booking may overlap itself', async () => {
    const { token, court, booking } = await courtBooking();
    const other = await setup(100);
    await book(other.token, range(court, SATURDAY, '10:00', '11:00'));
    const taken = await quote(token, booking.id, range(court, SATURDAY, '10:00', '11:00'));
    expect(taken.data).toMatchObject({
      available: false,
      reason: 'The court is already booked at this time.',
    });
    const later = await quote(token, booking.id, range(court, '2026-01-22', '10:00', '11:00'));
    expect(later.data).toMatchObject({
      available: false,
      reason: windowClosedMessage(clock.now()),
    });
    const shifted = await quote(token, booking.id, range(court, FRIDAY, '11:00', '13:00'));
    expect(shifted.data).toMatchObject({ available: true, difference: 0 });
  });

  it('refuses a booking inside the cut-off before its old start', async () => {
    const { token, court, booking } = await courtBooking();
    clock.set(lagos(FRIDAY, '08:30'));
    const res = await quote(token, booking.id, range(court, SATURDAY, '10:00', '12:00'));
    expectError(res, 400, 'cancellation_window_closed');
  });
});

describe('POST /bookings/bookings/{id}/reschedule/ for a court booking', () => {
  it('moves it, keeping its reference, and charges the difference on the ledger', async () => {
    const { member, token, court, booking } = await courtBooking();
    const otherCourt = await createCourt({ location_id: court.location_id });
    const res = await reschedule(token, booking.id, range(otherCourt, FRIDAY, '18:00', '20:00'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Booking rescheduled' });
    expect(res.data).toMatchObject({
      id: booking.id,
      booking_reference: booking.booking_reference,
      session_id: null,
      court: { id: otherCourt.id },
      date: FRIDAY,
      start_time: '18:00',
      end_time: '20:00',
      coin_cost: 50,
      status: 'CONFIRMED',
      payment_status: 'PAID',
    });
    const wallet = walletOf(member.id);
    expect(wallet).toMatchObject({ available_balance: 50, reserved_balance: 50 });
    expect(wallet.recent_transactions[0]).toMatchObject({
      transaction_type: 'booking',
      amount: -10,
      reference: booking.booking_reference,
    });
    // The old time is free again, the new one taken.
    const other = await setup(100);
    expect((await book(other.token, range(court, FRIDAY, '10:00', '12:00'))).status).toBe(201);
    expectError(
      await book(other.token, range(otherCourt, FRIDAY, '18:00', '19:00')),
      409,
      'slot_unavailable',
    );
  });

  it('refunds the difference at once for a cheaper time', async () => {
    const { member, token, court, booking } = await courtBooking();
    const res = await reschedule(token, booking.id, range(court, SATURDAY, '10:00', '11:00'));
    expect(res.status).toBe(200);
    // Saturday is peak all day: round(20 × 1 × 1.25) = 25, so 15 of the 40 come back.
    expect(res.data).toMatchObject({ coin_cost: 25, date: SATURDAY });
    const wallet = walletOf(member.id);
    expect(wallet).toMatchObject({ available_balance: 75, reserved_balance: 25 });
    expect(wallet.recent_transactions[0]).toMatchObject({
      transaction_type: 'refund',
      amount: 15,
      reference: booking.booking_reference,
    });
  });

  it('keeps the 2-hour rule on the old start, not the new one', async () => {
    const { token, court, booking } = await courtBooking();
    clock.set(lagos(FRIDAY, '08:01'));
    const late = await reschedule(token, booking.id, range(court, SATURDAY, '10:00', '12:00'));
    expectError(late, 400, 'cancellation_window_closed');
    expect(late.error.message).toBe(cutoffMessage('reschedule'));
    clock.set(lagos(FRIDAY, '07:59'));
    const soon = await reschedule(token, booking.id, range(court, FRIDAY, '09:00', '10:00'));
    expect(soon.status).toBe(200);
  });

  it('refuses a date after the booking window, a taken time and an unknown court', async () => {
    const { member, token, court, booking } = await courtBooking();
    const later = await reschedule(token, booking.id, range(court, '2026-01-22', '10:00', '11:00'));
    expectError(later, 400, 'validation_error');
    expect(later.error.errors).toEqual({ date: [windowClosedMessage(clock.now())] });
    const other = await setup(100);
    await book(other.token, range(court, SATURDAY, '10:00', '11:00'));
    expectError(
      await reschedule(token, booking.id, range(court, SATURDAY, '10:00', '11:00')),
      409,
      'slot_unavailable',
    );
    const unknown = await reschedule(token, booking.id, {
      ...range(court, SATURDAY, '12:00', '13:00'),
      court_id: 99999,
    });
    expect(unknown.error.errors).toEqual({
      court_id: ['Invalid pk "99999" - object does not exist.'],
    });
    expect(walletOf(member.id)).toMatchObject({ available_balance: 60, reserved_balance: 40 });
    expect(record(booking.id)).toMatchObject({ date: FRIDAY, start_time: '10:00' });
  });

  it('answers a repeat with the same Idempotency-Key as its success, moving the coins once', async () => {
    const { member, token, court, booking } = await courtBooking();
    const key = { 'Idempotency-Key': 'move-1' };
    const body = range(court, FRIDAY, '18:00', '20:00');
    const first = await reschedule(token, booking.id, body, key);
    const replay = await reschedule(token, booking.id, body, key);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.data).toEqual(first.data);
    expect(walletOf(member.id)).toMatchObject({ available_balance: 50, reserved_balance: 50 });
    const reused = await reschedule(token, booking.id, range(court, FRIDAY, '13:00', '14:00'), key);
    expectError(reused, 409, 'idempotency_key_reused');
  });
});
