import { useAtomValue } from 'jotai';
import { SERVICE_FALLBACK_MESSAGES, SCREEN_MESSAGES, bookingTab } from '@domain';
import type { HomeFigures, HomeScreenProps, HomeSection } from '@ui/Screens/Home';
import type { Remote } from '@ui/remote';
import { myBookingsQueryAtom } from '../api/bookings/mine';
import { bookingStatsQueryAtom } from '../api/bookings/stats';
import { locationsQueryAtom } from '../api/locations/venues';
import { toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import { NEWS } from '../content/news';

/** How many of each list the dashboard shows; the full lists are a link away. */
export const HOME_UPCOMING_LIMIT = 5;
export const HOME_NEW_LOCATIONS_LIMIT = 3;

const NEWS_REMOTE = { status: 'success', data: NEWS } as const;

/** The first part that failed, else loading until every part has arrived. */
function allOf<A, B, C, T>(
  parts: [Remote<A>, Remote<B>, Remote<C>],
  combine: (a: A, b: B, c: C) => T,
): Remote<T> {
  const [a, b, c] = parts;
  for (const part of parts) if (part.status === 'error') return part;
  if (a.status === 'success' && b.status === 'success' && c.status === 'success') {
    return { status: 'success', data: combine(a.data, b.data, c.data) };
  }
  return { status: 'loading' };
}

/**
 * The approved member's home dashboard (decisions §10): the figures from the booking stats, the
 * wallet and the locations; the next games from the member's bookings, soonest first; the
 * newest locations; and the app's own news. A failed part is retried on its own.
 */
export function useHomeDashboard(
  now: Date,
): Omit<HomeScreenProps, 'user'> & { onRetry: (section: HomeSection) => void } {
  const stats = useAtomValue(bookingStatsQueryAtom);
  const wallet = useAtomValue(walletQueryAtom);
  const locations = useAtomValue(locationsQueryAtom);
  const bookings = useAtomValue(myBookingsQueryAtom);

  const statsRemote = toRemote(stats, SERVICE_FALLBACK_MESSAGES.bookings.fetchBookings);
  const walletRemote = toRemote(wallet, SERVICE_FALLBACK_MESSAGES.subscriptions.loadWallet);
  const locationsRemote = toRemote(locations, SCREEN_MESSAGES.locations.loadFailed);

  const figures: Remote<HomeFigures> = allOf(
    [statsRemote, walletRemote, locationsRemote],
    (bookingStats, coins, places) => ({
      upcoming: bookingStats.upcoming,
      completed: bookingStats.completed,
      coins: coins.available_balance,
      expiring: coins.expiring,
      locations: places.length,
      bookings: bookingStats.total,
    }),
  );

  const bookingsRemote = toRemote(bookings, SCREEN_MESSAGES.bookings.loadFailed);
  const upcomingGames =
    bookingsRemote.status === 'success'
      ? {
          ...bookingsRemote,
          data: bookingTab(bookingsRemote.data, 'upcoming', now).slice(0, HOME_UPCOMING_LIMIT),
        }
      : bookingsRemote;

  // Locations carry no opening date: the highest ids are the most recently added.
  const newLocations =
    locationsRemote.status === 'success'
      ? {
          ...locationsRemote,
          data: [...locationsRemote.data]
            .sort((a, b) => b.id - a.id)
            .slice(0, HOME_NEW_LOCATIONS_LIMIT),
        }
      : locationsRemote;

  function onRetry(section: HomeSection) {
    switch (section) {
      case 'figures':
        for (const query of [stats, wallet, locations]) {
          if (query.status === 'error') void query.refetch();
        }
        return;
      case 'upcomingGames':
        void bookings.refetch();
        return;
      case 'newLocations':
        void locations.refetch();
        return;
      case 'news':
        return;
    }
  }

  return { figures, upcomingGames, newLocations, news: NEWS_REMOTE, onRetry };
}
