/**
 * The seed's fixed content (decisions §16). The venues and the packages are demo records the story
 * fixtures and the app's fallbacks show too, so they live in domain/demo/; the members are the
 * seed's alone. seed.ts turns them into records relative to the clock.
 */

export {
  DEMO_PACKAGES as PACKAGES,
  DEMO_VENUES as LOCATIONS,
  LOCATION_KEYS,
  packageFeatures,
} from '@domain/demo';
export type {
  DemoCourt as CourtSeed,
  DemoPackage as PackageSeed,
  DemoVenue as LocationSeed,
  LocationKey,
} from '@domain/demo';

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

/**
 * A member kept for one journey (tests/e2e/dayGrid.e2e.ts): approved, with coins and nothing
 * booked, so that what the journey books disturbs no other journey's member.
 */
export const DAY_GRID_MEMBER: MemberSeed = {
  first_name: 'Tobi',
  last_name: 'Adewale',
  city: 'Lagos',
  state: 'Lagos',
  phone_number: '+234 803 410 2399',
  address: '4 Admiralty Road, Lekki',
};
