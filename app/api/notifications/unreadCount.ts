/**
 * The header bell's unread count (docs/notifications.md), a query of the query layer like every
 * other server read. It has a module of its own, apart from list.ts, because the bell is
 * on every signed-in page: its chunk carries the count alone, not the list and its marks.
 */
import { atom } from 'jotai';
import { NOTIFICATION_POLL_SECONDS } from '@domain';
import { sessionAtom } from '../../state/session';
import { isNotOffered, offers } from '../capabilities';
import { getApi } from '../context';
import { notificationKeys } from '../queryKeys';
import { atomWithQuery, queryClientAtom } from '../sessionCache';

/**
 * Asked when the bell first shows, on each navigation (refreshUnreadCountAtom) and every
 * NOTIFICATION_POLL_SECONDS while the page is in view, never in a background tab (mobile data). A failed ask keeps the last
 * count (the bell is not worth an error). A 404 or 405 although the server listed notifications
 * means the call is missing: the bell goes, and nothing asks again in this session.
 */
export const unreadCountQueryAtom = atomWithQuery((get) => ({
  queryKey: notificationKeys.unreadCount,
  queryFn: async () =>
    (await getApi(get).call('get', '/notifications/unread-count/')).data.unread_count,
  enabled: (query: { state: { error: unknown } }) =>
    get(sessionAtom).isAuthenticated &&
    offers(get, 'notifications') &&
    !isNotOffered(query.state.error),
  refetchInterval: NOTIFICATION_POLL_SECONDS * 1000,
  refetchIntervalInBackground: false,
}));

/** Asks for the count again (a navigation), unless an ask is on its way or nothing may ask. */
export const refreshUnreadCountAtom = atom(null, (get) =>
  get(queryClientAtom).refetchQueries(
    { queryKey: notificationKeys.unreadCount, type: 'active' },
    { cancelRefetch: false },
  ),
);
