/**
 * The seed's fixed content (DESIGN §3): venues in six Nigerian cities with courts of every type and
 * surface, the four packages, and the members. seed.ts turns it into records relative to the
 * clock.
 */

import { PACKAGE_BENEFIT_LABELS, packageBenefits } from '@domain';
import type { CourtType, PackageType, SurfaceType } from '@domain';

export interface CourtSeed {
  name: string;
  court_type: CourtType;
  surface_type: SurfaceType;
  is_indoor: boolean;
}

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

export interface LocationSeed {
  key: LocationKey;
  name: string;
  address: string;
  description: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  hourly_rate: number;
  opening_time: string;
  closing_time: string;
  rating: number;
  reviews_count: number;
  contact_phone: string;
  is_active: boolean;
  courts: CourtSeed[];
}

export const LOCATIONS: LocationSeed[] = [
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

export interface PackageSeed {
  name: string;
  description: string;
  package_type: PackageType;
  price: number;
  discounted_price: number | null;
  discount_percentage: number;
  is_promotional: boolean;
  coins: number;
  validity_days: number;
}

/** Bronze ₦5,000 to platinum ₦45,000; gold is the promotion, platinum is discounted. */
export const PACKAGES: PackageSeed[] = [
  {
    name: 'Bronze Package',
    description: 'A starter pack for a few games a month.',
    package_type: 'bronze',
    price: 5000,
    discounted_price: null,
    discount_percentage: 0,
    is_promotional: false,
    coins: 50,
    validity_days: 30,
  },
  {
    name: 'Silver Package',
    description: 'For the weekly regular: enough coins for an evening game every week.',
    package_type: 'silver',
    price: 12000,
    discounted_price: null,
    discount_percentage: 0,
    is_promotional: false,
    coins: 130,
    validity_days: 60,
  },
  {
    name: 'Gold Package',
    description: 'Our most popular pack, now with 20% off for a limited time.',
    package_type: 'gold',
    price: 25000,
    discounted_price: 20000,
    discount_percentage: 20,
    is_promotional: true,
    coins: 300,
    validity_days: 90,
  },
  {
    name: 'Platinum Package',
    description: 'For captains and clubs who book for the whole squad.',
    package_type: 'platinum',
    price: 45000,
    discounted_price: 40500,
    discount_percentage: 10,
    is_promotional: false,
    coins: 600,
    validity_days: 180,
  },
];

/** The card's feature list: the coins, their validity, then the tier's benefits (SPEC §9). */
export function packageFeatures(pkg: PackageSeed): string[] {
  return [
    `${pkg.coins} coins`,
    `Valid for ${pkg.validity_days} days`,
    ...packageBenefits(pkg.package_type).map((benefit) => PACKAGE_BENEFIT_LABELS[benefit]),
  ];
}

export interface MemberSeed {
  first_name: string;
  last_name: string;
  city: string;
  state: string;
  phone_number: string;
  address: string;
}

/** Approved members beyond the demo accounts, so that lists, figures and schedules look lived-in. */
export const MEMBERS: MemberSeed[] = [
  {
    first_name: 'Kelechi',
    last_name: 'Obi',
    city: 'Enugu',
    state: 'Enugu',
    phone_number: '+234 803 410 2201',
    address: '7 Zik Avenue, Uwani',
  },
  {
    first_name: 'Aisha',
    last_name: 'Mohammed',
    city: 'Kano',
    state: 'Kano',
    phone_number: '+234 802 410 2202',
    address: '19 Bompai Road',
  },
  {
    first_name: 'Oluwaseun',
    last_name: 'Adebayo',
    city: 'Ibadan',
    state: 'Oyo',
    phone_number: '+234 805 410 2203',
    address: '31 Bodija Estate',
  },
  {
    first_name: 'Ngozi',
    last_name: 'Okeke',
    city: 'Port Harcourt',
    state: 'Rivers',
    phone_number: '+234 806 410 2204',
    address: '5 Aba Road',
  },
  {
    first_name: 'Ibrahim',
    last_name: 'Sani',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    phone_number: '+234 809 410 2205',
    address: '14 Aminu Kano Crescent, Wuse 2',
  },
  {
    first_name: 'Funmilayo',
    last_name: 'Ogunleye',
    city: 'Lagos',
    state: 'Lagos',
    phone_number: '+234 803 410 2206',
    address: '22 Adeola Odeku Street, Victoria Island',
  },
  {
    first_name: 'Chiamaka',
    last_name: 'Nnadi',
    city: 'Lagos',
    state: 'Lagos',
    phone_number: '+234 803 410 2207',
    address: '9 Bode Thomas Street, Surulere',
  },
  {
    first_name: 'Yusuf',
    last_name: 'Danjuma',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    phone_number: '+234 809 410 2208',
    address: '3 Gana Street, Maitama',
  },
  {
    first_name: 'Bisi',
    last_name: 'Alabi',
    city: 'Ibadan',
    state: 'Oyo',
    phone_number: '+234 805 410 2209',
    address: '11 Oluyole Estate',
  },
  {
    first_name: 'Efe',
    last_name: 'Omoregie',
    city: 'Port Harcourt',
    state: 'Rivers',
    phone_number: '+234 806 410 2210',
    address: '40 Woji Road',
  },
  {
    first_name: 'Zainab',
    last_name: 'Lawal',
    city: 'Kano',
    state: 'Kano',
    phone_number: '+234 802 410 2211',
    address: '6 Zoo Road',
  },
  {
    first_name: 'Obinna',
    last_name: 'Chukwu',
    city: 'Lagos',
    state: 'Lagos',
    phone_number: '+234 803 410 2212',
    address: '18 Allen Avenue, Ikeja',
  },
];

/** More registrations waiting for approval, besides pending@pitchside.ng. */
export const PENDING_MEMBERS: MemberSeed[] = [
  {
    first_name: 'Ifeoma',
    last_name: 'Chukwuma',
    city: 'Enugu',
    state: 'Enugu',
    phone_number: '+234 803 410 2301',
    address: '',
  },
  {
    first_name: 'Musa',
    last_name: 'Abdullahi',
    city: 'Kano',
    state: 'Kano',
    phone_number: '+234 802 410 2302',
    address: '2 Audu Bako Way',
  },
];
