/**
 * Calendars through the validating client, the clock pinned at TEST_NOW (Thursday 2026-01-15
 * 09:30 in Lagos): a booking's .ics for its owner only, the personal feed's address and its reset,
 * and the feed itself, which lists the member's upcoming pending and confirmed bookings only.
 */

import { describe, expect, it } from 'vitest';
import { readEvents } from '@domain/calendar';
import { db } from '../db';
import { createBooking, createCourt, createMember, createSession, createStaff } from '../factories';
import { setupMockApi } from '../testing';
import { FRIDAY, SATURDAY, TODAY, YESTERDAY, expectError } from './bookingsTestKit';

const { api } = setupMockApi();

async function member(overrides: Parameters<typeof createMember>[0] = {}) {
  const user = await createMember({ coins: 500, ...overrides });
  return { user, token: await api.tokenFor(user.id) };
}

/** Fetches a feed by the absolute address the API answered, as a calendar app would. */
async function fetchFeed(url: string) {
  const match = /\/api\/v1\/calendar\/([^/]+)\.ics$/.exec(new URL(url).pathname);
  expect(match, url).not.toBeNull();
  return api.get('/calendar/{token}.ics', { params: { token: match?.[1] ?? '' } });
}

describe('GET /bookings/bookings/{id}/calendar/', () => {
  it('answers the owner with a text/calendar attachment named after the reference', async () => {
    const { user, token } = await member();
    const court = await createCourt({ name: 'Pitch A' });
    const booking = await createBooking({
      user_id: user.id,
      court_id: court.id,
      date: FRIDAY,
      start_time: '18:00',
      end_time: '20:00',
    });
    const location = db.locations.findFirst((q) => q.where({ id: court.location_id }));

    const res = await api.get('/bookings/bookings/{id}/calendar/', {
      token,
      params: { id: booking.id },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="pitchside-${booking.booking_reference}.ics"`,
    );
    expect(res.text).toMatch(/\r\n$/);
    const [event] = readEvents(res.text);
    expect(event).toMatchObject({
      uid: `${booking.booking_reference}@pitchside.ng`,
      date: FRIDAY,
      start: '18:00',
      end: '20:00',
      location: `${location?.name}, ${location?.address}`,
      status: 'CONFIRMED',
    });
    expect(event?.description).toContain(`Booking reference ${booking.booking_reference}.`);
    expect(res.text).toContain(`DTSTART;TZID=Africa/Lagos:${FRIDAY.replace(/-/g, '')}T180000`);
  });

  it("is a 404 for another member's booking, and any booking for staff", async () => {
    const owner = await member();
    const other = await member();
    const booking = await createBooking({ user_id: owner.user.id });
    const staff = await createStaff();
    const staffToken = await api.tokenFor(staff.id);

    const refused = await api.get('/bookings/bookings/{id}/calendar/', {
      token: other.token,
      params: { id: booking.id },
    });
    expectError(refused, 404, 'not_found');
    const staffRead = await api.get('/bookings/bookings/{id}/calendar/', {
      token: staffToken,
      params: { id: booking.id },
    });
    expect(staffRead.status).toBe(200);
  });

  it('writes a cancelled booking as STATUS:CANCELLED', async () => {
    const { user, token } = await member();
    const booking = await createBooking({ user_id: user.id, status: 'CANCELLED' });
    const res = await api.get('/bookings/bookings/{id}/calendar/', {
      token,
      params: { id: booking.id },
    });
    expect(readEvents(res.text)[0]?.status).toBe('CANCELLED');
  });

  it('is a 401 without a token and a 403 for an account that is not approved', async () => {
    const res = await api.get('/bookings/bookings/{id}/calendar/', { params: { id: 1 } });
    expectError(res, 401, 'not_authenticated');
    const pending = await member({ account_status: 'PENDING', is_approved: false });
    expectError(
      await api.get('/bookings/bookings/{id}/calendar/', {
        token: pending.token,
        params: { id: 1 },
      }),
      403,
      'account_not_approved',
    );
  });
});

describe('the personal feed', () => {
  it('keeps one address per member, on the API origin, until it is reset', async () => {
    const { token } = await member();
    const first = await api.get('/bookings/calendar-feed/', { token });
    const again = await api.get('/bookings/calendar-feed/', { token });
    expect(first.status).toBe(200);
    expect(first.data.url).toMatch(/^http:\/\/127\.0\.0\.1\/api\/v1\/calendar\/[0-9a-f]{32}\.ics$/);
    expect(again.data).toEqual(first.data);

    const other = await member();
    const theirs = await api.get('/bookings/calendar-feed/', { token: other.token });
    expect(theirs.data.url).not.toBe(first.data.url);
  });

  it('reset gives a new address and the old one answers 404', async () => {
    const { user, token } = await member();
    await createBooking({ user_id: user.id, date: FRIDAY });
    const old = (await api.get('/bookings/calendar-feed/', { token })).data.url;
    expect((await fetchFeed(old)).status).toBe(200);

    const reset = await api.post('/bookings/calendar-feed/reset/', { token });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ message: 'Your calendar link has been replaced' });
    expect(reset.data.url).not.toBe(old);
    expect((await api.get('/bookings/calendar-feed/', { token })).data.url).toBe(reset.data.url);

    expectError(await fetchFeed(old), 404, 'not_found');
    const fresh = await fetchFeed(reset.data.url);
    expect(fresh.status).toBe(200);
    expect(readEvents(fresh.text)).toHaveLength(1);
  });

  it('lists upcoming pending and confirmed bookings only, soonest first', async () => {
    const { user, token } = await member();
    const court = await createCourt();
    const at = (date: string, start: string, end: string) => ({
      user_id: user.id,
      court_id: court.id,
      date,
      start_time: start,
      end_time: end,
    });
    const saturday = await createBooking(at(SATURDAY, '10:00', '11:00'));
    const friday = await createBooking({ ...at(FRIDAY, '10:00', '11:00'), status: 'PENDING' });
    const laterToday = await createBooking(at(TODAY, '18:00', '19:00'));
    await createBooking({ ...at(FRIDAY, '12:00', '13:00'), status: 'CANCELLED' });
    await createBooking({ ...at(YESTERDAY, '10:00', '11:00'), status: 'COMPLETED' });
    await createBooking({ ...at(YESTERDAY, '12:00', '13:00'), status: 'NO_SHOW' });
    const session = await createSession({ court_id: court.id, session_date: SATURDAY });
    const place = await createBooking({ user_id: user.id, session_id: session.id });
    // Someone else's booking never shows.
    await createBooking({ ...at(FRIDAY, '14:00', '15:00'), user_id: (await member()).user.id });

    const url = (await api.get('/bookings/calendar-feed/', { token })).data.url;
    const res = await fetchFeed(url);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBeNull();
    const events = readEvents(res.text);
    expect(events.map((event) => event.uid)).toEqual(
      [laterToday, friday, saturday, place].map(
        (booking) => `${booking.booking_reference}@pitchside.ng`,
      ),
    );
    expect(events.find((e) => e.uid.startsWith(friday.booking_reference))?.status).toBe(
      'TENTATIVE',
    );
    expect(res.text).toContain('X-WR-CALNAME:Pitchside bookings');
  });

  it('needs no bearer token, and is a 404 for an unknown token', async () => {
    const { token } = await member();
    const url = (await api.get('/bookings/calendar-feed/', { token })).data.url;
    expect((await fetchFeed(url)).status).toBe(200);
    expectError(
      await api.get('/calendar/{token}.ics', { params: { token: 'f'.repeat(32) } }),
      404,
      'not_found',
    );
  });

  it('stops when the account is suspended', async () => {
    const { user, token } = await member();
    const url = (await api.get('/bookings/calendar-feed/', { token })).data.url;
    await db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.account_status = 'SUSPENDED';
      },
    });
    expectError(await fetchFeed(url), 404, 'not_found');
  });

  it('is a 401 without a token for the address and its reset', async () => {
    expectError(await api.get('/bookings/calendar-feed/'), 401, 'not_authenticated');
    expectError(await api.post('/bookings/calendar-feed/reset/'), 401, 'not_authenticated');
  });
});

describe('GET /locations/sessions/{id}/', () => {
  it('answers a session in any status, and 404 for an unknown one or an inactive venue', async () => {
    const { token } = await member();
    const session = await createSession({ status: 'cancelled' });
    const res = await api.get('/locations/sessions/{id}/', { token, params: { id: session.id } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: session.id, status: 'cancelled' });

    expectError(
      await api.get('/locations/sessions/{id}/', { token, params: { id: 999999 } }),
      404,
      'not_found',
    );
    const hidden = await createSession();
    const court = db.courts.findFirst((q) => q.where({ id: hidden.court_id }));
    await db.locations.update((q) => q.where({ id: court?.location_id ?? 0 }), {
      data(record) {
        record.is_active = false;
      },
    });
    expectError(
      await api.get('/locations/sessions/{id}/', { token, params: { id: hidden.id } }),
      404,
      'not_found',
    );
  });

  it('is a 401 without a token and a 403 for an account that is not approved', async () => {
    expectError(
      await api.get('/locations/sessions/{id}/', { params: { id: 1 } }),
      401,
      'not_authenticated',
    );
    const pending = await member({ account_status: 'PENDING', is_approved: false });
    expectError(
      await api.get('/locations/sessions/{id}/', { token: pending.token, params: { id: 1 } }),
      403,
      'account_not_approved',
    );
  });
});
