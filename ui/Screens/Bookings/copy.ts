/** Every word of /bookings' screen (its dialogs keep their own). */
import type { BookingTab } from '@domain';

export interface BookingsScreenCopy {
  title: string;
  subtitle: string;
  bookCourt: string;
  calendarFeed: string;
  loading: string;
  retry: string;
  tabs: Record<BookingTab, string>;
  emptyTitle: string;
  empty: string;
  emptyTab: Record<BookingTab, string>;
  loadMore: string;
  loadingMore: string;
  dismiss: string;
}

export const BOOKINGS_SCREEN_COPY: BookingsScreenCopy = {
  title: 'My Bookings',
  subtitle: 'Your court bookings and game sessions, past and to come.',
  bookCourt: 'Book a court',
  calendarFeed: 'Calendar feed',
  loading: 'Loading bookings...',
  retry: 'Try Again',
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
  dismiss: 'Dismiss',
};
