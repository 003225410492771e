/** Every word of /locations' screen, its game sessions' panel included. */
import { SCREEN_MESSAGES } from '@domain';
import { WAITLIST_ENTRIES_COPY } from '../../Booking/WaitlistEntries/copy';
import { LOCATIONS } from '../../Shell/navigation';
import { TRY_AGAIN } from '../../copy';

export interface LocationsScreenCopy {
  title: string;
  subtitle: string;
  venuesTab: string;
  sessionsTab: string;
  loading: string;
  loadingSessions: string;
  loadFailed: string;
  demoNotice: string;
  retry: string;
  count: (shown: number, total: number) => string;
  noResultsTitle: string;
  noResults: string;
  clearFilters: string;
  noSessionsTitle: string;
  noSessions: string;
  sessionCount: (shown: number, total: number) => string;
  noMatchingSessionsTitle: string;
  noMatchingSessions: string;
  loadingNearby: string;
  nearCount: (shown: number, total: number, radiusKm: number) => string;
  noneNearTitle: (radiusKm: number) => string;
  noneNear: string;
  widen: (radiusKm: number) => string;
  showAll: string;
  /** What the app says when a member joins or leaves a game session or its waitlist. */
  sessionJoined: string;
  sessionLeft: string;
  waitlistJoined: string;
  waitlistLeft: string;
  waitlistJoinFailed: string;
  waitlistLeaveFailed: string;
}

export const LOCATIONS_SCREEN_COPY: LocationsScreenCopy = {
  title: LOCATIONS,
  subtitle: 'Find a court near you and book it with your coins, or join an open game.',
  venuesTab: 'Venues',
  sessionsTab: 'Game sessions',
  loading: 'Loading locations...',
  loadingSessions: 'Loading game sessions...',
  loadFailed: SCREEN_MESSAGES.locations.loadFailed,
  demoNotice:
    'Showing demo data: the venues below are examples, not live listings, and may not be bookable.',
  retry: TRY_AGAIN,
  count: (shown, total) =>
    shown === total
      ? `${total} ${total === 1 ? 'location' : 'locations'}`
      : `Showing ${shown} of ${total} locations`,
  noResultsTitle: 'No locations match',
  noResults: 'Try another name or city, or show every sport.',
  clearFilters: 'Clear filters',
  noSessionsTitle: 'No open game sessions right now',
  noSessions: 'New games are added every day. Check back soon, or book a court of your own.',
  sessionCount: (shown, total) =>
    shown === total
      ? `${total} game ${total === 1 ? 'session' : 'sessions'}`
      : `Showing ${shown} of ${total} game sessions`,
  noMatchingSessionsTitle: 'No game sessions match',
  noMatchingSessions: 'Try another day, sport or venue, or clear the filters.',
  loadingNearby: 'Finding the nearest venues...',
  nearCount: (shown, total, radiusKm) =>
    shown === total
      ? `${total} ${total === 1 ? 'location' : 'locations'} within ${radiusKm} km`
      : `Showing ${shown} of ${total} locations within ${radiusKm} km`,
  noneNearTitle: (radiusKm) => `No venues within ${radiusKm} km`,
  noneNear: 'Pick a city, or show every venue.',
  widen: (radiusKm) => `Look within ${radiusKm} km`,
  showAll: 'Show all venues',
  sessionJoined: 'You have joined the session',
  sessionLeft: 'You have left the session',
  waitlistJoined: 'You are on the waitlist.',
  waitlistLeft: WAITLIST_ENTRIES_COPY.left,
  waitlistJoinFailed: 'Could not join the waitlist. Please try again.',
  waitlistLeaveFailed: WAITLIST_ENTRIES_COPY.leaveFailed,
};
