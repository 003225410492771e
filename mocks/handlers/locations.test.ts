import { addDays, lagosToday } from '@domain';
import type { GameSession, Location } from '@domain';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, clock } from '../clock';
import { db } from '../db';
import {
  createBooking,
  createCourt,
  createLocation,
  createMaintenanceBlock,
  createMember,
  createSession,
} from '../factories';
import { findWallet } from '../ledger';
import { TEST_NOW, setupMockApi } from '../testing';
import { LOCATION_MESSAGES, SEARCH_LIMIT, haversineKm } from './locations';

const { api, seed } = setupMockApi();

const TODAY = lagosToday(TEST_NOW); // 2026-01-15, a Thursday
const TOMORROW = addDays(TODAY, 1);
const names = (locations: readonly Location[]) => locations.map((location) => location.name);

const ACTIVE_BY_NAME = [
  'Garden City Turf',
  'Ikoyi Racquet Club',
  'Independence Layout Courts',
  'Lekki Arena',
  'Nassarawa GRA Arena',
  'Ring Road Sports Park',
  'Wuse Sports Hub',
  'Yaba Hoops Centre',
];

function expectScheduleOrder(sessions: readonly GameSession[]): void {
  const keys = sessions.map((s) => `${s.session_date} ${s.start_time} ${String(s.id).padStart(6)}`);
  expect(keys).toEqual([...keys].sort());
}

/** The member-only guards every read operation shares. */
async function expectMemberGuards(
  call: (token?: string) => Promise<{ status: number; body: unknown }>,
) {
  const anonymous = await call();
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toMatchObject({ code: 'not_authenticated' });
  for (const token of [
    await api.tokenFor('pending'),
    await api.loginAs('suspended'),
    await api.loginAs('rejected'),
  ]) {
    const refused = await call(token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'account_not_approved' });
  }
}

async function expectStaffGuards(
  call: (token?: string) => Promise<{ status: number; body: unknown }>,
) {
  const anonymous = await call();
  expect(anonymous.status).toBe(401);
  for (const token of [await api.loginAs('member'), await api.tokenFor('pending')]) {
    const refused = await call(token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'permission_denied' });
  }
}

describe('GET /locations/locations/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) => api.get('/locations/locations/', { token }));
  });

  it('lists the active locations by name, with facilities and no distance', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/', { token });
    expect(res.status).toBe(200);
    expect(res.data.count).toBe(8);
    expect(names(res.data.results)).toEqual(ACTIVE_BY_NAME);
    const lekki = res.data.results.find((location) => location.id === seed.locations.lekki);
    expect(lekki?.facilities).toEqual(['football', 'futsal', 'tennis']);
    expect(res.data.results.every((location) => location.distance === null)).toBe(true);
  });

  it('hides inactive locations from members, even when asked for them', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/', { token, query: { is_active: false } });
    expect(res.data.count).toBe(0);
  });

  it('shows staff every location, and filters them by is_active', async () => {
    const token = await api.loginAs('staff');
    const all = await api.get('/locations/locations/', { token });
    expect(all.data.count).toBe(9);
    const inactive = await api.get('/locations/locations/', { token, query: { is_active: false } });
    expect(names(inactive.data.results)).toEqual(['Surulere Futsal Dome']);
    const active = await api.get('/locations/locations/', { token, query: { is_active: true } });
    expect(names(active.data.results)).toEqual(ACTIVE_BY_NAME);
  });

  it.each([
    ['lekki', ['Lekki Arena']], // name and address
    ['ABUJA', ['Wuse Sports Hub']], // city, any case
    ['herbert macaulay', ['Yaba Hoops Centre']], // address
    ['café', ['Ring Road Sports Park']], // description
    ['nowhere at all', []],
  ])('searches name, address, city and description for %j', async (search, expected) => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/', { token, query: { search } });
    expect(names(res.data.results)).toEqual(expected);
  });

  it.each([
    ['badminton', ['Ikoyi Racquet Club', 'Independence Layout Courts', 'Ring Road Sports Park']],
    ['volleyball', ['Garden City Turf', 'Nassarawa GRA Arena', 'Yaba Hoops Centre']],
    // Surulere's futsal dome is at an inactive location.
    ['futsal', ['Garden City Turf', 'Lekki Arena', 'Wuse Sports Hub']],
  ] as const)('filters by facility %s', async (facility, expected) => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/', { token, query: { facility } });
    expect(names(res.data.results)).toEqual(expected);
  });

  it('counts only active courts as facilities', async () => {
    await db.courts.update((q) => q.where({ id: 3 }), {
      data(draft) {
        draft.is_active = false;
      },
    });
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/', { token, query: { facility: 'tennis' } });
    expect(names(res.data.results)).not.toContain('Lekki Arena');
  });

  it('filters by exact city and state, any case, combined with the others', async () => {
    const token = await api.loginAs('member');
    const lagos = await api.get('/locations/locations/', { token, query: { city: 'lagos' } });
    expect(names(lagos.data.results)).toEqual([
      'Ikoyi Racquet Club',
      'Lekki Arena',
      'Yaba Hoops Centre',
    ]);
    const partial = await api.get('/locations/locations/', { token, query: { city: 'lag' } });
    expect(partial.data.count).toBe(0);
    const fct = await api.get('/locations/locations/', {
      token,
      query: { state: 'federal capital territory' },
    });
    expect(names(fct.data.results)).toEqual(['Wuse Sports Hub']);
    const combined = await api.get('/locations/locations/', {
      token,
      query: { city: 'Lagos', facility: 'basketball' },
    });
    expect(names(combined.data.results)).toEqual(['Yaba Hoops Centre']);
  });

  it('paginates as DRF does', async () => {
    const token = await api.loginAs('member');
    const first = await api.get('/locations/locations/', { token, query: { page_size: 3 } });
    expect(first.data).toMatchObject({ count: 8, page: 1, page_size: 3, previous: null });
    expect(names(first.data.results)).toEqual(ACTIVE_BY_NAME.slice(0, 3));
    expect(first.data.next).toBe('http://127.0.0.1/api/v1/locations/locations/?page_size=3&page=2');
    const last = await api.get('/locations/locations/', {
      token,
      query: { page_size: 3, page: 3 },
    });
    expect(names(last.data.results)).toEqual(ACTIVE_BY_NAME.slice(6));
    expect(last.data.next).toBeNull();
    expect(last.data.previous).toBe(
      'http://127.0.0.1/api/v1/locations/locations/?page_size=3&page=2',
    );
    const past = await api.get('/locations/locations/', {
      token,
      query: { page_size: 3, page: 4 },
    });
    expect(past.status).toBe(404);
    expect(past.error.message).toBe('Invalid page.');
  });

  it('refuses an unknown facility and a malformed is_active', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/', {
      token,
      query: { facility: 'cricket', is_active: 'maybe' },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      facility: ['Select a valid choice. cricket is not one of the available choices.'],
      is_active: ['Enter a valid boolean.'],
    });
  });
});

describe('GET /locations/locations/{id}/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) =>
      api.get('/locations/locations/{id}/', { token, params: { id: seed.locations.lekki } }),
    );
  });

  it('answers one location', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/{id}/', {
      token,
      params: { id: seed.locations.lekki },
    });
    expect(res.data).toMatchObject({
      id: seed.locations.lekki,
      name: 'Lekki Arena',
      hourly_rate: 30,
      opening_time: '06:00',
      closing_time: '22:00',
      distance: null,
    });
  });

  it('answers 404 for an unknown id, and for an inactive location to a member', async () => {
    const member = await api.loginAs('member');
    for (const id of [999, seed.locations.surulere]) {
      const res = await api.get('/locations/locations/{id}/', { token: member, params: { id } });
      expect(res.status).toBe(404);
      expect(res.error.code).toBe('not_found');
    }
    const staff = await api.loginAs('staff');
    const res = await api.get('/locations/locations/{id}/', {
      token: staff,
      params: { id: seed.locations.surulere },
    });
    expect(res.data.is_active).toBe(false);
  });
});

describe('GET /locations/locations/{id}/courts/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) =>
      api.get('/locations/locations/{id}/courts/', { token, params: { id: seed.locations.lekki } }),
    );
  });

  it('lists the active courts of the location by name', async () => {
    await createCourt({ location_id: seed.locations.lekki, name: 'Old Pitch', is_active: false });
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/{id}/courts/', {
      token,
      params: { id: seed.locations.lekki },
    });
    expect(res.data.map((court) => court.name)).toEqual([
      'Futsal Cage',
      'Pitch A',
      'Tennis Court 1',
    ]);
    expect(res.data.every((court) => court.location_id === seed.locations.lekki)).toBe(true);
  });

  it('answers 404 for an unknown or hidden location', async () => {
    const token = await api.loginAs('member');
    for (const id of [999, seed.locations.surulere]) {
      const res = await api.get('/locations/locations/{id}/courts/', { token, params: { id } });
      expect(res.status).toBe(404);
    }
  });
});

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

describe('GET /locations/search/', () => {
  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) =>
      api.get('/locations/search/', { token, query: { q: 'a' } }),
    );
  });

  it('matches q on name, address and description, not city', async () => {
    const token = await api.loginAs('member');
    const search = async (q: string) =>
      names((await api.get('/locations/search/', { token, query: { q } })).data);
    expect(await search('racquet')).toEqual(['Ikoyi Racquet Club', 'Independence Layout Courts']);
    expect(await search('awolowo road')).toEqual(['Ikoyi Racquet Club']);
    expect(await search('TECH HUB')).toEqual(['Yaba Hoops Centre']);
    expect(await search('Abuja')).toEqual(['Wuse Sports Hub']); // its description names the city
    expect(await search('Enugu')).toEqual([]);
  });

  it('filters by exact city and state, active locations only, by name', async () => {
    const token = await api.loginAs('staff');
    const lagos = await api.get('/locations/search/', { token, query: { city: 'LAGOS' } });
    expect(names(lagos.data)).toEqual(['Ikoyi Racquet Club', 'Lekki Arena', 'Yaba Hoops Centre']);
    const rivers = await api.get('/locations/search/', { token, query: { state: 'rivers' } });
    expect(names(rivers.data)).toEqual(['Garden City Turf']);
    const all = await api.get('/locations/search/', { token });
    expect(names(all.data)).toEqual(ACTIVE_BY_NAME);
  });

  it('answers at most 50 locations', async () => {
    for (let i = 0; i < 50; i += 1) await createLocation({ name: `Pop-up Court ${i}` });
    const token = await api.loginAs('member');
    const res = await api.get('/locations/search/', { token });
    expect(res.data).toHaveLength(SEARCH_LIMIT);
  });
});

describe('POST /locations/nearby/', () => {
  const lekki = { latitude: 6.4474, longitude: 3.4723 };

  it('refuses anonymous and unapproved callers', async () => {
    await expectMemberGuards((token) => api.post('/locations/nearby/', { token, body: lekki }));
  });

  it('finds active locations within 10 km by default, nearest first, with distance', async () => {
    const token = await api.loginAs('member');
    const res = await api.post('/locations/nearby/', { token, body: lekki });
    expect(res.status).toBe(200);
    expect(names(res.data)).toEqual(['Lekki Arena', 'Ikoyi Racquet Club']);
    expect(res.data[0]?.distance).toBe(0);
    const ikoyi = db.locations.findFirst((q) => q.where({ id: seed.locations.ikoyi }));
    if (!ikoyi) throw new Error('seed has no Ikoyi');
    const expected = Math.round(haversineKm(lekki, ikoyi) * 100) / 100;
    expect(res.data[1]?.distance).toBe(expected);
    expect(expected).toBeGreaterThan(4);
    expect(expected).toBeLessThan(5);
  });

  it('widens with the radius and never lists an inactive location', async () => {
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/nearby/', { token, body: { ...lekki, radius: 40 } });
    expect(names(res.data)).toEqual(['Lekki Arena', 'Ikoyi Racquet Club', 'Yaba Hoops Centre']);
    const distances = res.data.map((location) => location.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 40 && Math.round(d * 100) / 100 === d)).toBe(true);
    const tight = await api.post('/locations/nearby/', { token, body: { ...lekki, radius: 0.5 } });
    expect(names(tight.data)).toEqual(['Lekki Arena']);
  });

  it('agrees with a known distance: Lagos to Abuja is about 525 km', () => {
    const abuja = { latitude: 9.0765, longitude: 7.478 };
    expect(haversineKm(lekki, abuja)).toBeGreaterThan(515);
    expect(haversineKm(lekki, abuja)).toBeLessThan(535);
  });

  it('validates the point and the radius', async () => {
    const token = await api.loginAs('member');
    const missing = await api.post('/locations/nearby/', { token, body: { longitude: 3.47 } });
    expect(missing.status).toBe(400);
    expect(missing.error.errors).toEqual({ latitude: ['This field is required.'] });
    const outOfRange = await api.post('/locations/nearby/', {
      token,
      body: { latitude: 91, longitude: -181, radius: 0 },
    });
    expect(outOfRange.error.errors).toEqual({
      latitude: ['Ensure this value is less than or equal to 90.'],
      longitude: ['Ensure this value is greater than or equal to -180.'],
      radius: ['Ensure this value is greater than 0.'],
    });
    const tooWide = await api.post('/locations/nearby/', {
      token,
      body: { ...lekki, radius: 101 },
    });
    expect(tooWide.error.errors).toEqual({
      radius: ['Ensure this value is less than or equal to 100.'],
    });
    const notJson = await api.post('/locations/nearby/', { token, body: '{latitude' });
    expect(notJson.status).toBe(400);
  });
});

describe('POST /locations/sessions/', () => {
  const valid = () => ({
    location_id: seed.locations.lekki,
    court_id: 1,
    session_date: addDays(TODAY, 2),
    start_time: '14:00',
    end_time: '16:00',
    max_players: 12,
    coin_cost: 20,
  });

  it('is for staff only', async () => {
    await expectStaffGuards((token) => api.post('/locations/sessions/', { token, body: valid() }));
  });

  it('creates an available session with no players', async () => {
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), title: 'Sunday League Trial', start_time: '14:00:00' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: LOCATION_MESSAGES.sessionCreated });
    expect(res.data).toMatchObject({
      location_id: seed.locations.lekki,
      court: { id: 1, name: 'Pitch A', court_type: 'football' },
      session_date: addDays(TODAY, 2),
      date: addDays(TODAY, 2),
      start_time: '14:00',
      end_time: '16:00',
      status: 'available',
      current_players: 0,
      max_players: 12,
      coin_cost: 20,
      title: 'Sunday League Trial',
    });
    const member = await api.loginAs('member');
    const listed = await api.get('/locations/locations/{id}/sessions/', {
      token: member,
      params: { id: seed.locations.lekki },
      query: { date: addDays(TODAY, 2) },
    });
    expect(listed.data.map((s) => s.id)).toContain(res.data.id);
  });

  it('defaults the title to empty and accepts the status it is given', async () => {
    const token = await api.loginAs('admin');
    const res = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), status: 'maintenance' },
    });
    expect(res.data).toMatchObject({ title: '', status: 'maintenance' });
  });

  it('requires every field', async () => {
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', { token, body: {} });
    expect(res.status).toBe(400);
    const required = ['This field is required.'];
    expect(res.error.errors).toEqual({
      location_id: required,
      court_id: required,
      session_date: required,
      start_time: required,
      end_time: required,
      max_players: required,
      coin_cost: required,
    });
  });

  it('validates each field', async () => {
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', {
      token,
      body: {
        ...valid(),
        session_date: '15/01/2026',
        start_time: '25:00',
        max_players: 51,
        coin_cost: -1,
        status: 'open',
        title: 'x'.repeat(121),
      },
    });
    expect(res.error.errors).toEqual({
      session_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      start_time: ['Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].'],
      max_players: ['Ensure this value is less than or equal to 50.'],
      coin_cost: ['Ensure this value is greater than or equal to 0.'],
      status: ['"open" is not a valid choice.'],
      title: ['Ensure this field has no more than 120 characters.'],
    });
  });

  it('refuses a start that is not before the end, a past date and a start already passed', async () => {
    const token = await api.loginAs('staff');
    const reversed = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), start_time: '16:00', end_time: '16:00' },
    });
    expect(reversed.error.errors).toEqual({
      non_field_errors: ['Start time must be before end time'],
    });
    const past = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), session_date: addDays(TODAY, -1) },
    });
    expect(past.error.errors).toEqual({ session_date: ['Cannot book for past dates'] });
    const passed = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), session_date: TODAY, start_time: '08:00', end_time: '10:00' },
    });
    expect(passed.error.errors).toEqual({ start_time: [LOCATION_MESSAGES.startPassed] });
  });

  it('refuses an unknown location, and a court that is unknown, elsewhere or out of use', async () => {
    const token = await api.loginAs('staff');
    const location = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), location_id: 999 },
    });
    expect(location.error.errors).toEqual({
      location_id: ['Invalid pk "999" - object does not exist.'],
    });
    const unknown = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), court_id: 999 },
    });
    expect(unknown.error.errors).toEqual({
      court_id: ['Invalid pk "999" - object does not exist.'],
    });
    const elsewhere = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), court_id: 4 },
    });
    expect(elsewhere.error.errors).toEqual({ court_id: [LOCATION_MESSAGES.courtNotAtLocation] });
    const retired = await createCourt({ location_id: seed.locations.lekki, is_active: false });
    const inactive = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), court_id: retired.id },
    });
    expect(inactive.error.errors).toEqual({ court_id: [LOCATION_MESSAGES.courtInactive] });
  });

  it('keeps the session inside opening hours', async () => {
    const token = await api.loginAs('staff');
    for (const [start_time, end_time] of [
      ['05:00', '07:00'],
      ['21:00', '23:00'],
    ]) {
      const res = await api.post('/locations/sessions/', {
        token,
        body: { ...valid(), start_time, end_time },
      });
      expect(res.status).toBe(400);
      expect(res.error.errors).toEqual({
        non_field_errors: ['Sessions must be within opening hours (06:00–22:00).'],
      });
    }
    const edges = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), start_time: '06:00', end_time: '07:00' },
    });
    expect(edges.status).toBe(201);
  });

  it('refuses court time taken by a booking, a session or maintenance, naming it', async () => {
    const member = await createMember({ coins: 500 });
    const day = addDays(TODAY, 2);
    const booking = await createBooking({
      user_id: member.id,
      court_id: 1,
      date: day,
      start_time: '15:00',
      end_time: '16:00',
    });
    const token = await api.loginAs('staff');
    const onBooking = await api.post('/locations/sessions/', { token, body: valid() });
    expect(onBooking.status).toBe(409);
    expect(onBooking.error).toMatchObject({
      code: 'slot_unavailable',
      message: LOCATION_MESSAGES.slotUnavailable,
      errors: {
        non_field_errors: [`Clashes with booking ${booking.booking_reference} (15:00–16:00).`],
      },
    });

    const session = await createSession({
      court_id: 2,
      session_date: day,
      start_time: '13:00',
      end_time: '15:00',
    });
    const onSession = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), court_id: 2 },
    });
    expect(onSession.status).toBe(409);
    expect(onSession.error.errors?.non_field_errors?.[0]).toContain(`session ${session.id}`);

    // Court 3 (Lekki tennis) is closed for maintenance in three days, 06:00–12:00.
    const onMaintenance = await api.post('/locations/sessions/', {
      token,
      body: {
        ...valid(),
        court_id: 3,
        session_date: addDays(TODAY, 3),
        start_time: '11:00',
        end_time: '13:00',
      },
    });
    expect(onMaintenance.status).toBe(409);
    expect(onMaintenance.error.errors?.non_field_errors).toEqual([
      'Clashes with maintenance (06:00–12:00).',
    ]);

    // Back to back is fine: ranges are half-open.
    const adjacent = await api.post('/locations/sessions/', {
      token,
      body: { ...valid(), start_time: '16:00', end_time: '18:00' },
    });
    expect(adjacent.status).toBe(201);
  });

  it('ignores cancelled bookings and sessions when looking for clashes', async () => {
    const member = await createMember({ coins: 500 });
    const day = addDays(TODAY, 2);
    await createBooking({
      user_id: member.id,
      court_id: 1,
      date: day,
      start_time: '15:00',
      end_time: '16:00',
      status: 'CANCELLED',
    });
    await createSession({
      court_id: 1,
      session_date: day,
      start_time: '14:00',
      end_time: '15:00',
      status: 'cancelled',
    });
    const token = await api.loginAs('staff');
    const res = await api.post('/locations/sessions/', { token, body: valid() });
    expect(res.status).toBe(201);
  });
});

describe('PATCH /locations/sessions/{id}/', () => {
  async function joinedSession(players = 2) {
    const session = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, 2),
      start_time: '14:00',
      end_time: '16:00',
      coin_cost: 15,
    });
    const members = [];
    for (let i = 0; i < players; i += 1) {
      const member = await createMember({ coins: 40 });
      members.push({
        member,
        booking: await createBooking({ user_id: member.id, session_id: session.id }),
      });
    }
    return { session, members };
  }

  it('is for staff only, and answers 404 for an unknown session', async () => {
    const { session } = await joinedSession(0);
    await expectStaffGuards((token) =>
      api.patch('/locations/sessions/{id}/', {
        token,
        params: { id: session.id },
        body: { coin_cost: 1 },
      }),
    );
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: 99_999 },
      body: { coin_cost: 1 },
    });
    expect(res.status).toBe(404);
  });

  it('changes only what it is sent', async () => {
    const { session } = await joinedSession(1);
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { max_players: 12, coin_cost: 18, title: 'Renamed' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: LOCATION_MESSAGES.sessionUpdated });
    expect(res.data).toMatchObject({
      id: session.id,
      max_players: 12,
      coin_cost: 18,
      title: 'Renamed',
      start_time: '14:00',
      current_players: 1,
      status: 'available',
    });
  });

  it('keeps max_players at or above the players already in', async () => {
    const { session } = await joinedSession(2);
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { max_players: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ max_players: [LOCATION_MESSAGES.maxBelowPlayers(2)] });
    const same = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { max_players: 2 },
    });
    expect(same.data).toMatchObject({ max_players: 2, current_players: 2, status: 'booked' });
  });

  it('reopens a full session when places are added, unless staff set the status', async () => {
    const { session } = await joinedSession(2);
    const token = await api.loginAs('staff');
    const patch = (body: object) =>
      api.patch('/locations/sessions/{id}/', { token, params: { id: session.id }, body });
    expect((await patch({ max_players: 2 })).data.status).toBe('booked');
    expect((await patch({ max_players: 4 })).data.status).toBe('available');
    expect((await patch({ max_players: 6, status: 'maintenance' })).data.status).toBe(
      'maintenance',
    );
  });

  it("moves the session and its players' bookings to a free time", async () => {
    const { session, members } = await joinedSession(2);
    const token = await api.loginAs('staff');
    const day = addDays(TODAY, 4);
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { court_id: 2, session_date: day, start_time: '10:00', end_time: '11:30' },
    });
    expect(res.data).toMatchObject({
      court: { id: 2 },
      session_date: day,
      start_time: '10:00',
      end_time: '11:30',
    });
    for (const { booking } of members) {
      const moved = db.bookings.findFirst((q) => q.where({ id: booking.id }));
      expect(moved).toMatchObject({
        court_id: 2,
        date: day,
        start_time: '10:00',
        end_time: '11:30',
        status: 'CONFIRMED',
      });
    }
  });

  it('refuses a move into taken court time or outside opening hours', async () => {
    const { session } = await joinedSession(0);
    const other = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, 2),
      start_time: '17:00',
      end_time: '19:00',
    });
    const token = await api.loginAs('staff');
    const clash = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { end_time: '18:00' },
    });
    expect(clash.status).toBe(409);
    expect(clash.error.errors?.non_field_errors?.[0]).toContain(`session ${other.id}`);
    // Its own time does not clash with itself.
    const shorter = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { end_time: '15:00' },
    });
    expect(shorter.status).toBe(200);
    const late = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { start_time: '21:00', end_time: '23:00' },
    });
    expect(late.error.errors).toEqual({
      non_field_errors: ['Sessions must be within opening hours (06:00–22:00).'],
    });
    const reversed = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { start_time: '15:00' },
    });
    expect(reversed.error.errors).toEqual({
      non_field_errors: ['Start time must be before end time'],
    });
    const foreignCourt = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { court_id: 4 },
    });
    expect(foreignCourt.error.errors).toEqual({ court_id: [LOCATION_MESSAGES.courtNotAtLocation] });
  });

  it("cancelling refunds every player's coins", async () => {
    const { session, members } = await joinedSession(2);
    const before = members.map(({ member }) => findWallet(db, member.id));
    expect(before.map((w) => w?.available_balance)).toEqual([25, 25]);
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { status: 'cancelled' },
    });
    expect(res.data).toMatchObject({ status: 'cancelled', current_players: 0 });
    for (const { member, booking } of members) {
      expect(findWallet(db, member.id)).toMatchObject({
        available_balance: 40,
        reserved_balance: 0,
      });
      expect(db.bookings.findFirst((q) => q.where({ id: booking.id }))).toMatchObject({
        status: 'CANCELLED',
        payment_status: 'REFUNDED',
        cancellation_reason: LOCATION_MESSAGES.cancellationReason,
      });
      const refund = db.transactions.findFirst((q) =>
        q.where({ user_id: member.id, transaction_type: 'refund' }),
      );
      expect(refund).toMatchObject({ amount: 15, reference: booking.booking_reference });
    }
  });

  it('checks the court again before reinstating a cancelled session', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, 2),
      start_time: '14:00',
      end_time: '16:00',
      status: 'cancelled',
    });
    const replacement = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, 2),
      start_time: '14:00',
      end_time: '15:00',
    });
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { status: 'available' },
    });
    expect(res.status).toBe(409);
    expect(res.error.errors?.non_field_errors?.[0]).toContain(`session ${replacement.id}`);
  });

  it('refuses to change a completed session', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, -1),
      status: 'completed',
    });
    const token = await api.loginAs('staff');
    const res = await api.patch('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
      body: { title: 'Too late' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'invalid_state',
      message: LOCATION_MESSAGES.completedSession,
    });
  });
});

describe('DELETE /locations/sessions/{id}/', () => {
  it('is for staff only, and answers 404 for an unknown session', async () => {
    const session = await createSession({ court_id: 1 });
    await expectStaffGuards((token) =>
      api.delete('/locations/sessions/{id}/', { token, params: { id: session.id } }),
    );
    const token = await api.loginAs('staff');
    const res = await api.delete('/locations/sessions/{id}/', { token, params: { id: 99_999 } });
    expect(res.status).toBe(404);
  });

  it('deletes the session, cancelling and refunding its active bookings', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: TODAY,
      start_time: '10:00',
      end_time: '12:00',
      coin_cost: 12,
    });
    const joined = await createMember({ coins: 30 });
    const unpaid = await createMember({ coins: 30 });
    const paid = await createBooking({ user_id: joined.id, session_id: session.id });
    const pending = await createBooking({
      user_id: unpaid.id,
      session_id: session.id,
      status: 'PENDING',
    });
    // Within the 2-hour cut-off a member could not leave; a deleted game refunds anyway.
    expect(findWallet(db, joined.id)).toMatchObject({
      available_balance: 18,
      reserved_balance: 12,
    });

    const token = await api.loginAs('staff');
    const res = await api.delete('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: LOCATION_MESSAGES.sessionDeleted,
      data: null,
    });
    expect(db.sessions.findFirst((q) => q.where({ id: session.id }))).toBeUndefined();
    expect(findWallet(db, joined.id)).toMatchObject({
      available_balance: 30,
      reserved_balance: 0,
      total_spent: 0,
    });
    expect(db.bookings.findFirst((q) => q.where({ id: paid.id }))).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'REFUNDED',
    });
    expect(db.bookings.findFirst((q) => q.where({ id: pending.id }))).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'PENDING',
    });
    expect(findWallet(db, unpaid.id)).toMatchObject({ available_balance: 30, reserved_balance: 0 });

    const again = await api.delete('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
    });
    expect(again.status).toBe(404);
  });

  it('leaves the completed bookings of a past session as they were', async () => {
    const session = await createSession({
      court_id: 1,
      session_date: addDays(TODAY, -2),
      status: 'completed',
    });
    const member = await createMember({ coins: 30 });
    const booking = await createBooking({
      user_id: member.id,
      session_id: session.id,
      status: 'COMPLETED',
      at: new Date(TEST_NOW.getTime() - 72 * HOUR_MS),
    });
    const token = await api.loginAs('admin');
    const res = await api.delete('/locations/sessions/{id}/', {
      token,
      params: { id: session.id },
    });
    expect(res.status).toBe(200);
    expect(db.bookings.findFirst((q) => q.where({ id: booking.id }))?.status).toBe('COMPLETED');
    expect(findWallet(db, member.id)).toMatchObject({ available_balance: 15, total_spent: 15 });
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
