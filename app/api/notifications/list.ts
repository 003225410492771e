/**
 * Notifications (docs/notifications.md): the list of /notifications, marking read,
 * and the e-mail preferences of /settings (the bell's count is in unreadCount.ts; the list's and
 * the marks' answers carry the count too, and hand it over).
 */
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationListPage,
  type NotificationPreferences,
} from '@domain';
import { sessionAtom } from '../../state/session';
import { isNotOffered, offers } from '../capabilities';
import { expectPage } from '../answer';
import { atomFamilyOf } from '../family';
import type { ResponseData } from '../client';
import { getApi } from '../context';
import { notificationKeys } from '../queryKeys';
import {
  atomWithMutation,
  atomWithQuery,
  queryClientAtom,
  writeTogether,
  type QueryClient,
} from '../sessionCache';

export { notificationKeys };

/** One page of the member's notifications, newest first. */
export const notificationsQueryAtom = atomFamilyOf((page: number) =>
  atomWithQuery((get) => ({
    queryKey: notificationKeys.page(page),
    queryFn: async () => {
      const listed = expectPage(
        (
          await getApi(get).call('get', '/notifications/', {
            query: { page, page_size: NOTIFICATIONS_PAGE_SIZE },
          })
        ).data,
      );
      takeUnreadCount(get(queryClientAtom), listed.unread_count);
      return listed;
    },
    enabled: get(sessionAtom).isAuthenticated && offers(get, 'notifications'),
  })),
);

/**
 * Gives the bell's count (unreadCount.ts) a count that the list's or a mark's answer carried, as the
 * server's newest word; a missing count call keeps the bell away all the same. Here rather than
 * beside the count, so that the bell's chunk, on every signed-in page, holds the count alone.
 */
function takeUnreadCount(client: QueryClient, unreadCount: number): void {
  if (isNotOffered(client.getQueryState(notificationKeys.unreadCount)?.error)) return;
  client.setQueryData(notificationKeys.unreadCount, unreadCount);
}

/**
 * Writes a mark's answer into every page of the list held and into the bell's count, then asks
 * again: the page shows what the server said at once, even when the fresh list does not arrive
 * (a dropped connection), and the bell changes in the same update as the page's buttons, never
 * ahead of them.
 */
function markedInList(
  client: QueryClient,
  unreadCount: number,
  read: (notification: Notification) => Notification,
) {
  writeTogether(() => {
    client.setQueriesData<NotificationListPage>(
      { queryKey: notificationKeys.pages },
      (page) => page && { ...page, unread_count: unreadCount, results: page.results.map(read) },
    );
    takeUnreadCount(client, unreadCount);
  });
  void client.invalidateQueries({ queryKey: notificationKeys.all });
}

export const markReadMutationAtom = atomWithMutation((get) => ({
  mutationKey: notificationKeys.marks,
  mutationFn: async (id: number) =>
    (
      await getApi(get).call('post', '/notifications/{id}/read/', {
        path: { id },
        repeatable: true,
      })
    ).data,
  onSuccess: ({ notification, unread_count }: ResponseData<'/notifications/{id}/read/', 'post'>) =>
    markedInList(get(queryClientAtom), unread_count, (listed) =>
      listed.id === notification.id ? notification : listed,
    ),
}));

export const markAllReadMutationAtom = atomWithMutation((get) => ({
  mutationKey: notificationKeys.marks,
  mutationFn: async () =>
    (await getApi(get).call('post', '/notifications/read-all/', { repeatable: true })).data,
  onSuccess: ({ unread_count }: ResponseData<'/notifications/read-all/', 'post'>) => {
    // The answer has no time of reading; until the list is asked again, now stands for it.
    const readAt = new Date().toISOString();
    markedInList(get(queryClientAtom), unread_count, (listed) =>
      listed.read_at === null ? { ...listed, read_at: readAt } : listed,
    );
  },
}));

export const preferencesQueryAtom = atomWithQuery((get) => ({
  queryKey: notificationKeys.preferences,
  queryFn: async () => (await getApi(get).call('get', '/accounts/notification-preferences/')).data,
  enabled: get(sessionAtom).isAuthenticated && offers(get, 'notification_preferences'),
}));

export const savePreferencesMutationAtom = atomWithMutation((get) => ({
  mutationFn: async (changes: Partial<NotificationPreferences>) =>
    (await getApi(get).call('patch', '/accounts/notification-preferences/', { body: changes }))
      .data,
  onSuccess: (saved: NotificationPreferences) =>
    get(queryClientAtom).setQueryData(notificationKeys.preferences, saved),
}));
