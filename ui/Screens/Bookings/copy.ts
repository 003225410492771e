/** Every word of /bookings' screen (its dialogs keep their own). */
import type { BookingTab } from '@domain';
import { MY_BOOKINGS } from '../../Shell/navigation';

export interface BookingsScreenCopy {
  title: string;
  subtitle: string;
  bookCourt: string;
  calendarFeed: string;
  loading: string;
  tabs: Record<BookingTab, string>;
  emptyTitle: string;
  empty: string;
  emptyTab: Record<BookingTab, string>;
  loadMore: string;
  loadingMore: string;
  /** While the reschedule dialog's code and data load. */
  reschedulePending: string;
  /** A booking's .ics that did not download, when the server gave no reason. */
  calendarDownloadFailed: string;
}

export const BOOKINGS_SCREEN_COPY: BookingsScreenCopy = {
  title: MY_BOOKINGS,
  subtitle: 'Your court bookings and game sessions, past and to come.',
  bookCourt: 'Book a court',
  calendarFeed: 'Calendar feed',
  loading: 'Loading bookings...',
  tabs: { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled', all: 'All' },
  emptyTitle: 'No bookings yet',
  empty: 'Find a court or join a game session, and your bookings will appear here.',
  emptyTab: {
    upcoming: 'No upcoming bookings',
    past: 'No past bookings',
    cancelled: 'No cancelled bookings',
    all: 'No bookings',
  },
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  reschedulePending: 'Loading reschedule options…',
  calendarDownloadFailed: 'The calendar file could not be downloaded. Please try again.',
};
