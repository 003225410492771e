/**
 * Notifications (docs/notifications.md): the list of /notifications, marking read,
 * and the e-mail preferences of /settings (the bell's count is in unreadCount.ts).
 */
import { atomFamilyOf } from './family';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationPreferences } from '@domain';
import { sessionAtom } from '../state/session';
import { offers } from './capabilities';
import { expectPage } from './answer';
import { getApi } from './context';
import { notificationKeys } from './queryKeys';
import { atomWithMutation, atomWithQuery, queryClientAtom } from './sessionCache';

export { notificationKeys };

/** One page of the member's notifications, newest first. */
export const notificationsQueryAtom = atomFamilyOf((page: number) =>
  atomWithQuery((get) => ({
    queryKey: notificationKeys.page(page),
    queryFn: async () =>
      expectPage(
        (
          await getApi(get).call('get', '/notifications/', {
            query: { page, page_size: NOTIFICATIONS_PAGE_SIZE },
          })
        ).data,
      ),
    enabled: get(sessionAtom).isAuthenticated && offers(get, 'notifications'),
  })),
);

export const markReadMutationAtom = atomWithMutation((get) => ({
  mutationFn: async (id: number) =>
    (await getApi(get).call('post', '/notifications/{id}/read/', { path: { id } })).data,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: notificationKeys.all }),
}));

export const markAllReadMutationAtom = atomWithMutation((get) => ({
  mutationFn: async () => (await getApi(get).call('post', '/notifications/read-all/')).data,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: notificationKeys.all }),
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
