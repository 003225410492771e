/**
 * The home dashboard's News & Updates (decisions §10): editorial copy the app ships with, not
 * data from the API. Newest first; dates are Lagos calendar dates. Venue names and hours come
 * from the demo venues (domain/demo) and policy numbers from the domain (policy.ts), so the copy
 * cannot disagree with what the app shows beside it.
 */
import { cutoffPhrase, peakHoursText } from '@domain';
import { demoVenue } from '@domain/demo';
import type { NewsItem } from '@ui/Screens/Home';

const surulere = demoVenue('surulere');
const lekki = demoVenue('lekki');
const ikoyi = demoVenue('ikoyi');

export const NEWS: readonly NewsItem[] = [
  {
    id: 'surulere-renovation',
    title: `${surulere.name} closed for renovation`,
    date: '2026-11-16',
    summary: `The indoor dome is getting a new floor and lighting and is hidden from bookings until it reopens. In Lagos, the futsal cage at ${lekki.name} stays open in the meantime.`,
  },
  {
    id: 'december-league',
    title: 'December 5-a-side league: team entries are open',
    date: '2026-11-10',
    summary: `Enter a team of five to eight members for Saturday-morning fixtures at ${lekki.name} through December. Places are limited; staff confirm entries by e-mail.`,
  },
  {
    id: 'badminton-ikoyi',
    title: `Badminton at ${ikoyi.name}`,
    date: '2026-11-04',
    summary: `The air-conditioned badminton hall in Ikoyi is bookable from ${ikoyi.opening_time} to ${ikoyi.closing_time}. Bookings that start ${peakHoursText()} are charged at the peak rate.`,
  },
  {
    id: 'cancellation-reminder',
    title: 'A reminder on cancellations',
    date: '2026-10-28',
    summary: `You can cancel or reschedule a pending or confirmed booking up to ${cutoffPhrase()} before it starts, and every coin goes straight back to your wallet.`,
  },
];
