/**
 * Reading venues: the list, one venue, its courts, search and nearby.
 */

import { describe, expect, it } from 'vitest';
import { CITY_CENTRES, NEARBY_MAX_RADIUS_KM } from '@domain';
import { db } from '../db';
import { createCourt, createLocation } from '../factories';
import { setupMockApi } from '../testing';
import { SEARCH_LIMIT, haversineKm } from '../rules/locations';
import { names, ACTIVE_BY_NAME, locationGuards } from './locationsTestKit';

const { api, seed } = setupMockApi();
const { expectMemberGuards } = locationGuards(api);

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

  it('lists facilities in the order of CourtType, the main sport first', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/locations/locations/', { token });
    // Kano's courts were added basketball, volleyball, then football.
    const kano = res.data.results.find((location) => location.id === seed.locations.kano);
    expect(kano?.facilities).toEqual(['football', 'basketball', 'volleyball']);
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
      body: { ...lekki, radius: NEARBY_MAX_RADIUS_KM + 1 },
    });
    expect(tooWide.error.errors).toEqual({
      radius: ['Ensure this value is less than or equal to 100.'],
    });
    const notJson = await api.post('/locations/nearby/', { token, body: '{latitude' });
    expect(notJson.status).toBe(400);
  });

  it('refuses a point given as text, or a radius of no number, with a message per field', async () => {
    const token = await api.loginAs('member');
    const res = await api.post('/locations/nearby/', {
      token,
      body: { latitude: '6.45', longitude: null, radius: 'far' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.errors ?? {}).sort()).toEqual(['latitude', 'longitude', 'radius']);
    expect(res.error.message).toBeTruthy();
  });

  it('finds every active venue of a city from its centre, within the default radius', async () => {
    const token = await api.loginAs('member');
    const all = await api.get('/locations/locations/', { token });
    for (const city of CITY_CENTRES) {
      const res = await api.post('/locations/nearby/', {
        token,
        body: { latitude: city.latitude, longitude: city.longitude },
      });
      const inCity = all.data.results.filter((location) => location.city === city.name);
      expect(inCity.length, city.name).toBeGreaterThan(0);
      expect(names(res.data).sort(), city.name).toEqual(names(inCity).sort());
    }
  });
});
