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
 * NOTIFICATION_POLL_SECONDS while the page is in view, never in a background tab (mobile data).
 * A failed ask keeps the last count (the bell is not worth an error). A 404 or 405 although the
 * server listed notifications means the call is missing: the bell goes, and nothing asks again
 * in this session.
 */
export const unreadCountQueryAtom = atomWithQuery((get) => ({
  queryKey: notificationKeys.unreadCount,
  queryFn: async () => {
    const { unread_count } = (await getApi(get).call('get', '/notifications/unread-count/')).data;
    // A mark on its way changes the list's buttons and the count in one update when it answers
    // (list.ts); a count that the server gave after doing the mark, and that arrives before the
    // mark's answer, would take the bell ahead of the list. The count stays until that answer.
    const client = get(queryClientAtom);
    return client.isMutating({ mutationKey: notificationKeys.marks }) > 0
      ? (client.getQueryData<number>(notificationKeys.unreadCount) ?? unread_count)
      : unread_count;
  },
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
