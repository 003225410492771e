/**
 * Every word of /landing, the invitation-only marketing page (SPEC §2 Landing). A section's
 * overline is also its anchor's label in the fixed nav.
 */
import {
  APPLY_TO_JOIN,
  GAMES_FIGURE,
  IN_NUMBERS,
  LOCATIONS_FIGURE,
  MEMBERS_FIGURE,
  PREMIUM_FACILITIES,
} from '../marketingCopy';

export const LANDING_COPY = {
  nav: 'Landing',
  login: 'LOGIN',
  join: 'JOIN ELITE',
  overline: 'Invitation only · Nigeria',
  title: "Where Nigeria's Elite Come to Play",
  intro:
    'A private network of premium courts and pitches, for athletes who want the best game in town, every time.',
  apply: APPLY_TO_JOIN,
  explore: 'Explore Elite',
  numbers: IN_NUMBERS,
  stats: [
    { value: MEMBERS_FIGURE, label: 'Elite Athletes' },
    { value: LOCATIONS_FIGURE, label: 'Premium Locations' },
    { value: GAMES_FIGURE, label: 'Sessions Booked' },
    { value: '100%', label: 'Satisfaction Rate' },
  ],
  excellence: {
    overline: 'Excellence',
    title: 'Excellence Standard',
    intro: 'Every detail of the game, held to one standard: yours.',
    pillars: {
      facilities: {
        title: PREMIUM_FACILITIES,
        description:
          'Floodlit pitches, sprung indoor courts and proper surfaces, inspected by our team before they join the network.',
      },
      access: {
        title: 'Instant Elite Access',
        description:
          'Book a court or claim a place in an open game in seconds, paid from your coin wallet. No queues, no cash.',
      },
      community: {
        title: 'Exclusive Community',
        description:
          'Every member is invited and approved, so every game is played with people who take the sport seriously.',
      },
    },
  },
  culture: {
    overline: 'Culture',
    title: 'Sport Is Our Culture',
    text: "From Saturday-morning five-a-side in Lekki to late-night hoops in Wuse, Pitchside is where Nigeria's sporting life happens: members who show up on time, play fair and bring the energy.",
  },
  elite: {
    overline: 'Elite',
    title: 'Invitation Only',
    text: 'Membership is by application. Tell us about yourself and your game; our team reviews every request and replies by e-mail once you are approved.',
    request: 'Request Invitation',
  },
  network: {
    overline: 'Network',
    title: 'The Network',
    intro: 'More than a booking app: a network that opens doors on and off the pitch.',
    pillars: {
      scouting: {
        title: 'Talent Scouting',
        description:
          'Coaches and scouts watch our leagues and open sessions for the next generation of players.',
      },
      partnerships: {
        title: 'Corporate Partnerships',
        description:
          'Companies book team sessions and tournaments for their staff across six cities.',
      },
      impact: {
        title: 'Cultural Impact',
        description:
          'Community tournaments and youth clinics that put sport at the heart of the neighbourhood.',
      },
    },
  },
};
