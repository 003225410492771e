/**
 * Reading game sessions: a venue's, all of them, search, the joinable ones and their availability, and their completion.
 */

import { addDays } from '@domain';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, clock } from '../clock';
import { db } from '../db';
import { createBooking, createMaintenanceBlock, createMember, createSession } from '../factories';
import { TEST_NOW, setupMockApi } from '../testing';
import { SEARCH_LIMIT } from '../rules/locations';
import { TODAY, TOMORROW, expectScheduleOrder, locationGuards } from './locationsTestKit';

const { api, seed } = setupMockApi();
const { expectMemberGuards } = locationGuards(api);

describe('GET /locations/locations/{id}/sessions/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) =>
      api.get('/locations/locations/{id}/sessions/', {
        token,
        params: { id: seed.locations.lekki },
      }),
    );
  });

  it('lists the next 14 days of sessions without a date, in schedule order', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/{id}/sessions/', {
      token,
      params: { id: seed.locations.lekki },
    });
    const expected = db.sessions.findMany((q) =>
      q.where({
        location_id: seed.locations.lekki,
        session_date: (day) => day >= TODAY && day <= addDays(TODAY, 13),
      }),
    );
    expect(res.data.length).toBe(expected.length);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((s) => s.location_id === seed.locations.lekki)).toBe(true);
    expect(res.data.every((s) => s.session_date >= TODAY && s.date === s.session_date)).toBe(true);
    expectScheduleOrder(res.data);
  });

  it('lists one day with a date, and refuses a malformed one', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/{id}/sessions/', {
      token,
      params: { id: seed.locations.lekki },
      query: { date: TOMORROW },
    });
    expect(res.data.length).toBe(
      db.sessions.findMany((q) =>
        q.where({ location_id: seed.locations.lekki, session_date: TOMORROW }),
      ).length,
    );
    expect(res.data.every((s) => s.session_date === TOMORROW)).toBe(true);
    const bad = await api.get('/locations/locations/{id}/sessions/', {
      token,
      params: { id: seed.locations.lekki },
      query: { date: '2026-02-30' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toEqual({ date: ['Enter a valid date.'] });
  });

  it('answers 404 for an unknown location', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/{id}/sessions/', {
      token,
      params: { id: 999 },
    });
    expect(res.status).toBe(404);
  });
});

describe('GET /locations/sessions/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) => api.get('/locations/sessions/', { token }));
  });

  it('pages through every visible session in schedule order', async () => {
    const token = await api.loginAs('member');
    const first = await api.get('/locations/sessions/', { token });
    const visible = db.sessions.findMany((q) =>
      q.where({ location_id: (id) => id !== seed.locations.surulere }),
    );
    expect(first.data.count).toBe(visible.length);
    expect(first.data.page_size).toBe(20);
    expect(first.data.results).toHaveLength(20);
    const all = await api.get('/locations/sessions/', {
      token,
      query: { page_size: 100, page: 1 },
    });
    expectScheduleOrder(all.data.results);
  });

  it('hides the sessions of an inactive location from members, not from staff', async () => {
    const hidden = await createSession({ court_id: 25 });
    const member = await api.loginAs('member');
    const res = await api.get('/locations/sessions/', {
      token: member,
      query: { location_id: seed.locations.surulere },
    });
    expect(res.data.count).toBe(0);
    const staff = await api.loginAs('staff');
    const seen = await api.get('/locations/sessions/', {
      token: staff,
      query: { location_id: seed.locations.surulere },
    });
    expect(seen.data.results.map((s) => s.id)).toContain(hidden.id);
  });

  it('filters by location, date, status and court type', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/sessions/', {
      token,
      query: { location_id: seed.locations.yaba, date: TOMORROW, page_size: 100 },
    });
    expect(res.data.count).toBeGreaterThan(0);
    expect(
      res.data.results.every(
        (s) => s.location_id === seed.locations.yaba && s.session_date === TOMORROW,
      ),
    ).toBe(true);

    for (const status of [
      'available',
      'booked',
      'cancelled',
      'completed',
      'maintenance',
    ] as const) {
      const byStatus = await api.get('/locations/sessions/', {
        token,
        query: { status, page_size: 100 },
      });
      expect(byStatus.data.count).toBe(
        db.sessions.findMany((q) =>
          q.where({ status, location_id: (id) => id !== seed.locations.surulere }),
        ).length,
      );
      expect(byStatus.data.results.every((s) => s.status === status)).toBe(true);
    }

    const tennis = await api.get('/locations/sessions/', {
      token,
      query: { court_type: 'tennis', page_size: 100 },
    });
    expect(tennis.data.count).toBeGreaterThan(0);
    expect(tennis.data.results.every((s) => s.court.court_type === 'tennis')).toBe(true);
  });

  it('refuses malformed filters', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/sessions/', {
      token,
      query: { location_id: 'lekki', status: 'open', court_type: 'golf', date: 'tomorrow' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.errors ?? {}).sort()).toEqual([
      'court_type',
      'date',
      'location_id',
      'status',
    ]);
  });
});

describe('GET /locations/sessions/search/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) => api.get('/locations/sessions/search/', { token }));
  });

  it('answers upcoming sessions only, in schedule order, at most 50', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/sessions/search/', { token });
    expect(res.data).toHaveLength(SEARCH_LIMIT);
    expect(res.data.every((s) => s.session_date >= TODAY)).toBe(true);
    expectScheduleOrder(res.data);
  });

  it('matches q on the title, the location name or the city', async () => {
    await createSession({ court_id: 4, session_date: addDays(TODAY, 2), title: 'Zebra Crossover' });
    const token = await api.loginAs('member');
    const byTitle = await api.get('/locations/sessions/search/', { token, query: { q: 'zebra' } });
    expect(byTitle.data.map((s) => s.title)).toEqual(['Zebra Crossover']);
    const byName = await api.get('/locations/sessions/search/', {
      token,
      query: { q: 'garden city' },
    });
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((s) => s.location_id === seed.locations.portharcourt)).toBe(true);
    const byCity = await api.get('/locations/sessions/search/', { token, query: { q: 'kano' } });
    expect(byCity.data.length).toBeGreaterThan(0);
    expect(byCity.data.every((s) => s.location_id === seed.locations.kano)).toBe(true);
  });

  it('filters by city, court type, date and joinability', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/sessions/search/', {
      token,
      query: { city: 'ABUJA', court_type: 'football', date: addDays(TODAY, 4) },
    });
    expect(res.data.length).toBeGreaterThan(0);
    expect(
      res.data.every(
        (s) =>
          s.location_id === seed.locations.wuse &&
          s.court.court_type === 'football' &&
          s.session_date === addDays(TODAY, 4),
      ),
    ).toBe(true);

    const all = await api.get('/locations/sessions/search/', {
      token,
      query: { city: 'Lagos' },
    });
    const joinable = await api.get('/locations/sessions/search/', {
      token,
      query: { city: 'Lagos', available_only: true },
    });
    expect(joinable.data.length).toBeGreaterThan(0);
    expect(joinable.data.length).toBeLessThan(all.data.length);
    expect(
      joinable.data.every((s) => s.status === 'available' && s.current_players < s.max_players),
    ).toBe(true);
  });

  it('refuses malformed filters', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/sessions/search/', {
      token,
      query: { available_only: 'yes', court_type: 'polo' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.errors ?? {}).sort()).toEqual(['available_only', 'court_type']);
  });
});

describe('GET /locations/available-sessions/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) => api.get('/locations/available-sessions/', { token }));
  });

  it('lists sessions that can be joined now, in the next 14 days, in schedule order', async () => {
    const court = 4; // Yaba's main hall
    const started = await createSession({
      court_id: court,
      session_date: TODAY,
      start_time: '09:00',
      end_time: '10:00',
    });
    const full = await createSession({
      court_id: court,
      session_date: addDays(TODAY, 2),
      start_time: '12:00',
      end_time: '13:00',
      max_players: 2,
      offline_players: 1,
    });
    const member = await createMember({ coins: 100 });
    await createBooking({ user_id: member.id, session_id: full.id });
    const tooFar = await createSession({ court_id: court, session_date: addDays(TODAY, 14) });
    const open = await createSession({
      court_id: court,
      session_date: TODAY,
      start_time: '10:00',
      end_time: '11:00',
    });

    const token = await api.loginAs('member');
    const res = await api.get('/locations/available-sessions/', { token });
    const ids = res.data.map((s) => s.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(started.id);
    expect(ids).not.toContain(full.id);
    expect(ids).not.toContain(tooFar.id);
    expect(
      res.data.every(
        (s) =>
          s.status === 'available' &&
          s.current_players < s.max_players &&
          s.session_date <= addDays(TODAY, 13),
      ),
    ).toBe(true);
    expectScheduleOrder(res.data);
  });
});

describe('GET /locations/session-availability/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) =>
      api.get('/locations/session-availability/', {
        token,
        query: { location_id: seed.locations.lekki },
      }),
    );
  });

  it("answers today's sessions and how many can be joined", async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/session-availability/', {
      token,
      query: { location_id: seed.locations.yaba },
    });
    const expected = db.sessions.findMany((q) =>
      q.where({ location_id: seed.locations.yaba, session_date: TODAY }),
    );
    expect(res.data).toMatchObject({
      location_id: seed.locations.yaba,
      date: TODAY,
      total_sessions: expected.length,
    });
    expect(res.data.sessions.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(res.data.available_sessions).toBe(
      res.data.sessions.filter((s) => s.status === 'available' && s.current_players < s.max_players)
        .length,
    );
  });

  it('counts a full session as not available', async () => {
    const date = addDays(TODAY, 20);
    const full = await createSession({
      court_id: 1,
      session_date: date,
      max_players: 3,
      offline_players: 3,
    });
    await createSession({ court_id: 2, session_date: date, max_players: 3 });
    const token = await api.loginAs('member');
    const res = await api.get('/locations/session-availability/', {
      token,
      query: { location_id: seed.locations.lekki, date },
    });
    expect(res.data.total_sessions).toBe(2);
    expect(res.data.available_sessions).toBe(1);
    expect(res.data.sessions.find((s) => s.id === full.id)?.current_players).toBe(3);
  });

  it('requires location_id and answers 404 for an unknown one', async () => {
    const token = await api.loginAs('member');
    const missing = await api.get('/locations/session-availability/', { token });
    expect(missing.status).toBe(400);
    expect(missing.error.errors).toEqual({ location_id: ['This field is required.'] });
    const unknown = await api.get('/locations/session-availability/', {
      token,
      query: { location_id: 999 },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('lifecycle', () => {
  it('lists a session as completed once its end passes', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: TODAY,
      start_time: '10:00',
      end_time: '11:00',
    });
    clock.set(new Date(TEST_NOW.getTime() + 2 * HOUR_MS));
    const token = await api.loginAs('member');
    const res = await api.get('/locations/session-availability/', {
      token,
      query: { location_id: seed.locations.lekki },
    });
    expect(res.data.sessions.find((s) => s.id === session.id)?.status).toBe('completed');
  });

  it('shows maintenance blocks as taken court time to session creation', async () => {
    await createMaintenanceBlock({
      court_id: 2,
      date: addDays(TODAY, 6),
      start_time: '08:00',
      end_time: '10:00',
    });
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', {
      token,
      body: {
        location_id: seed.locations.lekki,
        court_id: 2,
        session_date: addDays(TODAY, 6),
        start_time: '09:00',
        end_time: '11:00',
        max_players: 10,
        coin_cost: 10,
      },
    });
    expect(res.status).toBe(409);
  });
});
