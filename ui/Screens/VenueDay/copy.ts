/** Every word of a venue's day (/locations/:id/day) but its grid's (DayGrid's). */
import { TODAY, TRY_AGAIN } from '../../copy';

export const VENUE_DAY_COPY = {
  back: 'All locations',
  loadingVenue: 'Loading the venue...',
  venueFailed: 'Failed to load the venue',
  /** The address names no venue. */
  notFound: 'Location not found',
  loadingDay: 'Loading the day...',
  dayFailed: 'Failed to load the day',
  retry: TRY_AGAIN,
  hours: (open: string, close: string) => `Open ${open}–${close}`,
  day: 'Day',
  today: TODAY,
  previous: 'Previous day',
  next: 'Next day',
  hint: 'Pick a free time to book that court.',
  sessions: (total: number, open: number) =>
    `${total} game ${total === 1 ? 'session' : 'sessions'} here on this day, ${open} open to join.`,
  seeSessions: 'See the sessions',
  closedTitle: (day: string) => `Closed on ${day}`,
  closed: 'No court here can be booked on this day. Try another day.',
};

export type VenueDayCopy = typeof VENUE_DAY_COPY;
