/**
 * The home dashboard's News & Updates (DESIGN §4.10): editorial copy the app ships with, not
 * data from the API. Newest first; dates are Lagos calendar dates.
 */
import type { NewsItem } from '@ui/Screens/Home';

export const NEWS: readonly NewsItem[] = [
  {
    id: 'surulere-renovation',
    title: 'Surulere Futsal Dome closed for renovation',
    date: '2026-11-16',
    summary:
      'The indoor dome is getting a new floor and lighting and is hidden from bookings until it reopens. In Lagos, the futsal cage at Lekki Arena stays open in the meantime.',
  },
  {
    id: 'december-league',
    title: 'December 5-a-side league: team entries are open',
    date: '2026-11-10',
    summary:
      'Enter a team of five to eight members for Saturday-morning fixtures at Lekki Arena through December. Places are limited; staff confirm entries by e-mail.',
  },
  {
    id: 'badminton-ikoyi',
    title: 'Badminton at Ikoyi Racquet Club',
    date: '2026-11-04',
    summary:
      'The air-conditioned badminton hall in Ikoyi is bookable from 06:00 to 21:00. Bookings that start from 17:00 on weekdays, or at the weekend, are charged at the peak rate.',
  },
  {
    id: 'cancel-anytime-before-two-hours',
    title: 'A reminder on cancellations',
    date: '2026-10-28',
    summary:
      'You can cancel or reschedule a pending or confirmed booking up to 2 hours before it starts, and every coin goes straight back to your wallet.',
  },
];
