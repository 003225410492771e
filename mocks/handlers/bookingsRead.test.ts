/**
 * Reading bookings (who may, one booking, the member's lists, history and stats) through the validating client; the clock is pinned at TEST_NOW (Thursday 2026-01-15 09:30 in Lagos).
 */

import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { createBooking, createCourt, createMember } from '../factories';
import { setupMockApi, type ApiResult } from '../testing';
import {
  FRIDAY,
  SATURDAY,
  YESTERDAY,
  range,
  bookingCount,
  expectError,
  bookingHelpers,
} from './bookingsTestKit';

const { api, seed } = setupMockApi();
const { setup, book } = bookingHelpers(api);

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
