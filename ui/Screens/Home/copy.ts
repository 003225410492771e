/** Every word of the home page's marketing variant (a visitor's, or an unapproved member's). */
import { RESPONSE_TIME_HOURS } from '@domain';
import {
  APPLY_TO_JOIN,
  CONTACT_US,
  GAMES_FIGURE,
  GO_TO_DASHBOARD,
  IN_NUMBERS,
  LOCATIONS_FIGURE,
  MEMBERS_FIGURE,
  PREMIUM_FACILITIES,
} from '../marketingCopy';

export const HOME_MARKETING_COPY = {
  overline: 'Invitation-only sports community',
  title: 'Book courts. Join games. Play more.',
  intro:
    "Pitchside brings Nigeria's players together at the best venues in six cities. Book a court or join an open game, and pay with prepaid coins.",
  apply: APPLY_TO_JOIN,
  dashboard: GO_TO_DASHBOARD,
  learnMore: 'Learn About Pitchside',
  numbers: IN_NUMBERS,
  /** Marketing copy, not data (SPEC §9). */
  stats: [
    { value: MEMBERS_FIGURE, label: 'Members' },
    { value: LOCATIONS_FIGURE, label: 'Locations' },
    { value: '6', label: 'Sports' },
    { value: GAMES_FIGURE, label: 'Games Played' },
  ],
  featuresTitle: 'Everything you need to play',
  featuresIntro: 'One membership, one wallet, every sport.',
  features: {
    booking: {
      title: 'Book in Seconds',
      description: 'See free courts and open games for the next seven days and book in a few taps.',
    },
    coins: {
      title: 'Prepaid Coins',
      description:
        'Buy a coin package once and pay for every booking from your wallet, with no cash.',
    },
    members: {
      title: 'Verified Members',
      description:
        'Every member is approved by our staff, so you always play with people you can trust.',
    },
    facilities: {
      title: PREMIUM_FACILITIES,
      description: 'Floodlit pitches, indoor halls and proper surfaces, checked by our team.',
    },
    sports: {
      title: 'Six Sports',
      description:
        'Football, futsal, basketball, tennis, volleyball and badminton in one membership.',
    },
    cities: {
      title: 'Across Nigeria',
      description: 'Venues in Lagos, Abuja, Port Harcourt, Ibadan, Kano and Enugu.',
    },
  },
  stepsTitle: 'How it works',
  /** Read before each step's title, for a screen reader: the number is drawn beside it. */
  step: (number: number) => `Step ${number}: `,
  steps: [
    { title: 'Apply to join', description: 'Register with your name, e-mail and phone number.' },
    {
      title: 'Get approved and top up',
      description: 'Our staff approve your account; then buy a coin package.',
    },
    {
      title: 'Book and play',
      description: 'Pick a location, a court and a time, and turn up to play.',
    },
  ],
  ctaTitle: 'Ready to play?',
  cta: 'Join the members who book their weekly game on Pitchside. Applications take a minute.',
  join: 'Join Pitchside',
  helpTitle: 'Need help?',
  help: `Questions about joining, coins or bookings? We answer e-mails within ${RESPONSE_TIME_HOURS.email} hours and WhatsApp messages within ${RESPONSE_TIME_HOURS.whatsapp} hour.`,
  contact: CONTACT_US,
};
