/**
 * Cancelling a booking (refunded in full until the cut-off) and its completion once its end passes.
 */

import { describe, expect, it } from 'vitest';
import { clock } from '../clock';
import { db } from '../db';
import { createBooking, createMember, createStaff } from '../factories';
import { setupMockApi } from '../testing';
import { BOOKING_MESSAGES } from '../rules/bookings';
import {
  FRIDAY,
  YESTERDAY,
  lagos,
  range,
  walletOf,
  record,
  expectError,
  bookingHelpers,
} from './bookingsTestKit';

const { api, seed } = setupMockApi();
const { setup, book } = bookingHelpers(api);

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
