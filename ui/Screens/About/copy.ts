/** Every word of /about. */
import { APPLY_TO_JOIN, CONTACT_US, GO_TO_DASHBOARD } from '../marketingCopy';

export const ABOUT_COPY = {
  overline: 'About us',
  title: 'About Pitchside',
  intro:
    'An invitation-only sports community that makes it easy to find a great court, a good game and the right people to play with, anywhere in Nigeria.',
  missionTitle: 'Our mission',
  mission:
    'To give every Nigerian who loves sport a reliable place to play: well-kept venues, fair prices and a community that shows up. We take care of the booking, the payment and the people, so that all you have to bring is your game.',
  valuesTitle: 'Our values',
  values: {
    community: {
      title: 'Community first',
      description:
        'Members are approved one by one, so every game is played among people who respect it.',
    },
    quality: {
      title: 'Quality you can count on',
      description: 'We visit every venue before it joins and keep checking it after.',
    },
    fairness: {
      title: 'Fair and clear',
      description:
        'Prices in coins shown before you book, and refunds that follow one simple rule.',
    },
    love: {
      title: 'Love of the game',
      description:
        'We are players ourselves, and we build what we want to use on a Saturday morning.',
    },
  },
  storyTitle: 'Our story',
  timeline: [
    {
      year: '2023',
      title: 'First kick-off',
      description: 'Pitchside starts as a WhatsApp group booking one pitch in Lekki.',
    },
    {
      year: '2024',
      title: 'Coins arrive',
      description: 'Prepaid coin packages replace cash at the gate; Abuja and Ibadan join.',
    },
    {
      year: '2025',
      title: 'Six sports, six cities',
      description: 'Port Harcourt, Kano and Enugu open, with courts for six sports.',
    },
    {
      year: '2026',
      title: '50+ locations',
      description: 'Over fifty venues and thousands of members across Nigeria.',
    },
  ],
  teamTitle: 'Our team',
  team: [
    { name: 'Funmilayo Adeyemi', role: 'Co-founder and CEO' },
    { name: 'Chinedu Nwosu', role: 'Head of Member Experience' },
    { name: 'Aisha Bello', role: 'Head of Venues' },
    { name: 'Emeka Obi', role: 'Lead Engineer' },
  ],
  technologyTitle: 'Our technology',
  technology: {
    availability: {
      title: 'Live availability',
      description: 'Courts and open games for the next seven days, updated as members book.',
    },
    wallet: {
      title: 'Coin wallet',
      description:
        'Every coin earned, spent or refunded is recorded, and your balance always adds up.',
    },
    payments: {
      title: 'Secure card payments',
      description:
        'Packages are paid through a trusted card payment provider; we never see your card.',
    },
    phones: {
      title: 'Built for phones',
      description:
        'Book from anywhere in a few taps, on any screen, with keyboard and screen-reader support.',
    },
  },
  joinTitle: 'Come and play with us',
  /** What the closing call asks of the reader: a visitor applies, a member plays. */
  join: {
    visitor: {
      text: 'Apply for membership in a minute, or ask us anything: we are happy to help.',
      label: APPLY_TO_JOIN,
    },
    member: {
      text: 'Find a court near you and book your next game, or ask us anything: we are happy to help.',
      label: 'Book a Court',
    },
    unapproved: {
      text: 'Your account and its status are on your dashboard; ask us anything: we are happy to help.',
      label: GO_TO_DASHBOARD,
    },
  },
  contact: CONTACT_US,
};
