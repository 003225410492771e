/**
 * Fair access: no member holds two bookings at the same time (at any venue), whether booking,
 * joining or moving; and courts open a fixed number of days ahead (the date picker's window).
 */

import { describe, expect, it } from 'vitest';
import { bookingOverlapText, BOOKING_WINDOW_DAYS, nextDays } from '@domain';
import { clock } from '../clock';
import { createCourt, createSession } from '../factories';
import { setupMockApi } from '../testing';
import { db } from '../db';
import { windowClosedMessage } from '../rules/reschedule';
import { FRIDAY, SATURDAY, range, walletOf, expectError, bookingHelpers } from './bookingsTestKit';

const { api } = setupMockApi();
const { setup, book } = bookingHelpers(api);

function clashWith(booking: {
  booking_reference: string;
  location: { name: string };
  court: { name: string };
  date: string;
  start_time: string;
  end_time: string;
}) {
  return bookingOverlapText({
    venue: booking.location.name,
    court: booking.court.name,
    date: booking.date,
    start_time: booking.start_time,
    end_time: booking.end_time,
    reference: booking.booking_reference,
  });
}

describe('one booking at a time', () => {
  it('refuses a court booking that overlaps one at another venue, naming it', async () => {
    const { member, token, court } = await setup(200);
    const first = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const elsewhere = await createCourt();
    expect(elsewhere.location_id).not.toBe(court.location_id);
    const before = walletOf(member.id);
    const res = await book(token, range(elsewhere, FRIDAY, '11:00', '12:00'));
    expectError(res, 409, 'booking_overlap');
    expect(res.error.message).toBe(clashWith(first));
    expect(res.error.message).toContain(first.booking_reference);
    expect(walletOf(member.id)).toEqual(before);
    // Back to back is not an overlap.
    expect((await book(token, range(elsewhere, FRIDAY, '12:00', '13:00'))).status).toBe(201);
  });

  it('says so in check-availability, as a reason', async () => {
    const { token, court } = await setup(200);
    const first = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const elsewhere = await createCourt();
    const res = await api.post('/bookings/check-availability/', {
      token,
      body: range(elsewhere, FRIDAY, '09:00', '11:00'),
    });
    expect(res.data).toMatchObject({ available: false, reason: clashWith(first) });
  });

  it('refuses a join that overlaps a court booking', async () => {
    const { token, court } = await setup(200);
    const first = (await book(token, range(court, FRIDAY, '18:00', '19:00'))).data;
    const session = await createSession({
      session_date: FRIDAY,
      start_time: '18:30',
      end_time: '20:00',
    });
    const res = await api.post('/bookings/sessions/{id}/join/', {
      token,
      params: { id: session.id },
    });
    expectError(res, 409, 'booking_overlap');
    expect(res.error.message).toBe(clashWith(first));
  });

  it('refuses to move a booking onto another of the member’s bookings', async () => {
    const { token, court } = await setup(200);
    const first = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    const second = (await book(token, range(court, SATURDAY, '10:00', '12:00'))).data;
    const elsewhere = await createCourt();
    const res = await api.post('/bookings/bookings/{id}/reschedule/', {
      token,
      params: { id: second.id },
      body: range(elsewhere, FRIDAY, '11:00', '13:00'),
    });
    expectError(res, 409, 'booking_overlap');
    expect(res.error.message).toBe(clashWith(first));
    const sessionA = await createSession({
      session_date: SATURDAY,
      start_time: '07:00',
      end_time: '08:00',
    });
    const sessionB = await createSession({
      session_date: FRIDAY,
      start_time: '11:00',
      end_time: '12:00',
    });
    const place = (
      await api.post('/bookings/sessions/{id}/join/', { token, params: { id: sessionA.id } })
    ).data;
    const moved = await api.post('/bookings/bookings/{id}/reschedule/', {
      token,
      params: { id: place.id },
      body: { new_session_id: sessionB.id },
    });
    expectError(moved, 409, 'booking_overlap');
  });

  it('lets a cancelled booking’s time be booked again', async () => {
    const { token, court } = await setup(200);
    const first = (await book(token, range(court, FRIDAY, '10:00', '12:00'))).data;
    await api.post('/bookings/bookings/{id}/cancel/', {
      token,
      params: { id: first.id },
      body: {},
    });
    const elsewhere = await createCourt();
    expect((await book(token, range(elsewhere, FRIDAY, '10:00', '12:00'))).status).toBe(201);
  });
});

describe('the booking window', () => {
  it(`opens courts ${BOOKING_WINDOW_DAYS} days ahead, today included, the date picker's days`, async () => {
    const { token, court } = await setup(1000);
    const days = nextDays(clock.now());
    expect(days).toHaveLength(BOOKING_WINDOW_DAYS);
    const last = days[days.length - 1] ?? '';
    expect((await book(token, range(court, last, '10:00', '11:00'))).status).toBe(201);
    const after = '2026-01-22';
    expect(after > last).toBe(true);
    const res = await book(token, range(court, after, '10:00', '11:00'));
    expectError(res, 400, 'validation_error');
    expect(res.error.errors).toEqual({ date: [windowClosedMessage(clock.now())] });
    expect(res.error.errors?.date?.[0]).toBe(
      'Bookings open 7 days ahead: choose a date up to Wed 21 Jan 2026.',
    );
    const quoted = await api.post('/bookings/check-availability/', {
      token,
      body: range(court, after, '10:00', '11:00'),
    });
    expect(quoted.data).toMatchObject({
      available: false,
      reason: windowClosedMessage(clock.now()),
    });
    expect(db.bookings.count()).toBeGreaterThan(0);
  });
});
