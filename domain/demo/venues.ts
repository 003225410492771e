/**
 * The demo venues: the one home of every venue the demo shows. The mock's seed (mocks/seed.ts)
 * serves exactly these, the story fixtures (ui/fixtures/) are built from them, and the app's
 * fallback (app/content/demoLocations.ts) shows some of them, so a venue has one name, one
 * address and one rate everywhere. Pure data typed by the contract: no React, no I/O.
 */
import { COURT_TYPES } from '../types';
import type { Court, Location } from '../types';

/** A court as the seed creates it; the API adds its id, location and active flag. */
export type DemoCourt = Pick<Court, 'name' | 'court_type' | 'surface_type' | 'is_indoor'>;

export const LOCATION_KEYS = [
  'lekki',
  'yaba',
  'ikoyi',
  'wuse',
  'portharcourt',
  'ibadan',
  'kano',
  'enugu',
  'surulere',
] as const;
export type LocationKey = (typeof LOCATION_KEYS)[number];

/**
 * A venue as the seed creates it: the contract's Location without what the server derives (id,
 * facilities from the courts, image, distance), with its courts and a stable key.
 */
export interface DemoVenue extends Omit<Location, 'id' | 'facilities' | 'image' | 'distance'> {
  key: LocationKey;
  courts: readonly DemoCourt[];
}

export const DEMO_VENUES: readonly DemoVenue[] = [
  {
    key: 'lekki',
    name: 'Lekki Arena',
    address: '15 Admiralty Way, Lekki Phase 1',
    description:
      'Floodlit 5-a-side and 7-a-side pitches on the Lekki peninsula, with a futsal cage, a hard tennis court, changing rooms and secure parking.',
    city: 'Lagos',
    state: 'Lagos',
    latitude: 6.4474,
    longitude: 3.4723,
    hourly_rate: 30,
    opening_time: '06:00',
    closing_time: '22:00',
    rating: 4.7,
    reviews_count: 312,
    contact_phone: '+234 803 123 4501',
    is_active: true,
    courts: [
      {
        name: 'Pitch A',
        court_type: 'football',
        surface_type: 'artificial_grass',
        is_indoor: false,
      },
      { name: 'Futsal Cage', court_type: 'futsal', surface_type: 'rubber', is_indoor: false },
      { name: 'Tennis Court 1', court_type: 'tennis', surface_type: 'concrete', is_indoor: false },
    ],
  },
  {
    key: 'yaba',
    name: 'Yaba Hoops Centre',
    address: '212 Herbert Macaulay Way, Yaba',
    description:
      'An indoor hardwood basketball hall with an outdoor court and a volleyball court beside the tech hub. Pickup runs most evenings.',
    city: 'Lagos',
    state: 'Lagos',
    latitude: 6.5095,
    longitude: 3.3711,
    hourly_rate: 20,
    opening_time: '07:00',
    closing_time: '23:00',
    rating: 4.5,
    reviews_count: 198,
    contact_phone: '+234 803 123 4502',
    is_active: true,
    courts: [
      { name: 'Main Hall', court_type: 'basketball', surface_type: 'wooden', is_indoor: true },
      {
        name: 'Outdoor Court',
        court_type: 'basketball',
        surface_type: 'concrete',
        is_indoor: false,
      },
      {
        name: 'Volleyball Court',
        court_type: 'volleyball',
        surface_type: 'concrete',
        is_indoor: false,
      },
    ],
  },
  {
    key: 'ikoyi',
    name: 'Ikoyi Racquet Club',
    address: '4 Awolowo Road, Ikoyi',
    description:
      'A members-style racquet club with a grass court, a hard court and an air-conditioned badminton hall. Coaching on request.',
    city: 'Lagos',
    state: 'Lagos',
    latitude: 6.4541,
    longitude: 3.4316,
    hourly_rate: 35,
    opening_time: '06:00',
    closing_time: '21:00',
    rating: 4.8,
    reviews_count: 141,
    contact_phone: '+234 803 123 4503',
    is_active: true,
    courts: [
      { name: 'Grass Court', court_type: 'tennis', surface_type: 'grass', is_indoor: false },
      { name: 'Hard Court', court_type: 'tennis', surface_type: 'concrete', is_indoor: false },
      { name: 'Badminton Hall', court_type: 'badminton', surface_type: 'wooden', is_indoor: true },
    ],
  },
  {
    key: 'wuse',
    name: 'Wuse Sports Hub',
    address: 'Plot 1021 Adetokunbo Ademola Crescent, Wuse 2',
    description:
      'Abuja’s busiest multi-sport venue: a full-size grass pitch, an indoor futsal arena and a rubber basketball court.',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    latitude: 9.0765,
    longitude: 7.478,
    hourly_rate: 25,
    opening_time: '06:00',
    closing_time: '22:00',
    rating: 4.6,
    reviews_count: 256,
    contact_phone: '+234 809 555 0101',
    is_active: true,
    courts: [
      { name: 'Pitch 1', court_type: 'football', surface_type: 'grass', is_indoor: false },
      { name: 'Futsal Arena', court_type: 'futsal', surface_type: 'wooden', is_indoor: true },
      { name: 'Court A', court_type: 'basketball', surface_type: 'rubber', is_indoor: false },
    ],
  },
  {
    key: 'portharcourt',
    name: 'Garden City Turf',
    address: '27 Tombia Street, GRA Phase 2',
    description:
      'Two artificial turfs and a volleyball court in the heart of Port Harcourt’s GRA, floodlit until 10 pm.',
    city: 'Port Harcourt',
    state: 'Rivers',
    latitude: 4.8156,
    longitude: 7.0498,
    hourly_rate: 22,
    opening_time: '07:00',
    closing_time: '22:00',
    rating: 4.4,
    reviews_count: 119,
    contact_phone: '+234 806 222 0103',
    is_active: true,
    courts: [
      {
        name: 'Turf 1',
        court_type: 'football',
        surface_type: 'artificial_grass',
        is_indoor: false,
      },
      { name: 'Turf 2', court_type: 'futsal', surface_type: 'artificial_grass', is_indoor: false },
      {
        name: 'Volleyball Court',
        court_type: 'volleyball',
        surface_type: 'rubber',
        is_indoor: false,
      },
    ],
  },
  {
    key: 'ibadan',
    name: 'Ring Road Sports Park',
    address: '8 Ring Road, Challenge',
    description:
      'A grass football pitch, a tennis court and a badminton hall on Ibadan’s Ring Road, with a café.',
    city: 'Ibadan',
    state: 'Oyo',
    latitude: 7.3776,
    longitude: 3.899,
    hourly_rate: 15,
    opening_time: '06:00',
    closing_time: '21:00',
    rating: 4.2,
    reviews_count: 87,
    contact_phone: '+234 805 777 0104',
    is_active: true,
    courts: [
      { name: 'Main Pitch', court_type: 'football', surface_type: 'grass', is_indoor: false },
      { name: 'Tennis Court', court_type: 'tennis', surface_type: 'concrete', is_indoor: false },
      { name: 'Badminton Hall', court_type: 'badminton', surface_type: 'rubber', is_indoor: true },
    ],
  },
  {
    key: 'kano',
    name: 'Nassarawa GRA Arena',
    address: '3 Race Course Road, Nassarawa GRA',
    description:
      'Basketball, volleyball and a grass pitch in Nassarawa GRA, with shaded seating and evening floodlights.',
    city: 'Kano',
    state: 'Kano',
    latitude: 12.0022,
    longitude: 8.592,
    hourly_rate: 15,
    opening_time: '07:00',
    closing_time: '21:00',
    rating: 4.3,
    reviews_count: 64,
    contact_phone: '+234 802 444 0105',
    is_active: true,
    courts: [
      { name: 'Court 1', court_type: 'basketball', surface_type: 'concrete', is_indoor: false },
      {
        name: 'Volleyball Court',
        court_type: 'volleyball',
        surface_type: 'concrete',
        is_indoor: false,
      },
      { name: 'Pitch', court_type: 'football', surface_type: 'grass', is_indoor: false },
    ],
  },
  {
    key: 'enugu',
    name: 'Independence Layout Courts',
    address: '12 Nike Lake Road, Independence Layout',
    description:
      'Racquet and basketball courts in a quiet corner of Independence Layout: an indoor wooden court and a badminton hall.',
    city: 'Enugu',
    state: 'Enugu',
    latitude: 6.4483,
    longitude: 7.5139,
    hourly_rate: 18,
    opening_time: '06:00',
    closing_time: '21:00',
    rating: 4.4,
    reviews_count: 72,
    contact_phone: '+234 803 888 0106',
    is_active: true,
    courts: [
      { name: 'Tennis Court', court_type: 'tennis', surface_type: 'concrete', is_indoor: false },
      { name: 'Indoor Court', court_type: 'basketball', surface_type: 'wooden', is_indoor: true },
      { name: 'Badminton Hall', court_type: 'badminton', surface_type: 'wooden', is_indoor: true },
    ],
  },
  {
    key: 'surulere',
    name: 'Surulere Futsal Dome',
    address: '45 Adeniran Ogunsanya Street, Surulere',
    description:
      'An indoor futsal dome, closed for renovation: hidden from members until it reopens.',
    city: 'Lagos',
    state: 'Lagos',
    latitude: 6.4969,
    longitude: 3.3481,
    hourly_rate: 20,
    opening_time: '08:00',
    closing_time: '22:00',
    rating: 4.0,
    reviews_count: 23,
    contact_phone: '+234 803 123 4509',
    is_active: false,
    courts: [{ name: 'Dome', court_type: 'futsal', surface_type: 'wooden', is_indoor: true }],
  },
];

/** The venue with this key. */
export function demoVenue(key: LocationKey): DemoVenue {
  const venue = DEMO_VENUES.find((candidate) => candidate.key === key);
  if (!venue) throw new Error(`No demo venue '${key}'`);
  return venue;
}

/** The id the seed gives the venue: venues are created first, in this order, from 1. */
export function demoVenueId(key: LocationKey): number {
  return DEMO_VENUES.findIndex((venue) => venue.key === key) + 1;
}

/** The venue as `GET /locations/locations/{id}/` serves it from a fresh seed. */
export function demoLocation(key: LocationKey): Location {
  const { key: _key, courts, ...fields } = demoVenue(key);
  const types = new Set(courts.map((court) => court.court_type));
  return {
    ...fields,
    id: demoVenueId(key),
    image: null,
    facilities: COURT_TYPES.filter((type) => types.has(type)),
    distance: null,
  };
}

/** The venue's courts as `GET /locations/locations/{id}/courts/` serves them from a fresh seed. */
export function demoCourts(key: LocationKey): Court[] {
  const index = DEMO_VENUES.findIndex((venue) => venue.key === key);
  // Courts are created venue by venue right after their venue, so their ids follow on.
  const firstId = DEMO_VENUES.slice(0, index).reduce((sum, venue) => sum + venue.courts.length, 1);
  return demoVenue(key).courts.map((court, offset) => ({
    ...court,
    id: firstId + offset,
    location_id: demoVenueId(key),
    is_active: true,
  }));
}

/** One court of the venue, by name. */
export function demoCourt(key: LocationKey, name: string): Court {
  const court = demoCourts(key).find((candidate) => candidate.name === name);
  if (!court) throw new Error(`No court '${name}' at '${key}'`);
  return court;
}
