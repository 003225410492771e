/**
 * Notifications (issue 12, docs/notifications.md): the header's unread count, the list of
 * /notifications, marking read, and the e-mail preferences of /settings.
 */
import type { Atom } from 'jotai';
import {
  NOTIFICATION_POLL_SECONDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPreferences,
} from '@domain';
import { sessionAtom } from '../state/session';
import { expectPage } from './client';
import { getApi } from './context';
import { notificationKeys } from './queryKeys';
import { atomWithMutation, atomWithQuery, queryClientAtom } from './sessionCache';

export { notificationKeys };

/**
 * The unread count of the header's bell. Asked about once a minute while the page is in view
 * (never in a background tab, to spare mobile data), and again after the member's own changes
 * (see NotificationBell); SPEC §9 keeps it from refetching on focus.
 */
export const unreadCountQueryAtom = atomWithQuery((get) => ({
  queryKey: notificationKeys.unread,
  queryFn: async () =>
    (await getApi(get).call('get', '/notifications/unread-count/')).data.unread_count,
  enabled: get(sessionAtom).isAuthenticated,
  refetchInterval: NOTIFICATION_POLL_SECONDS * 1000,
  refetchIntervalInBackground: false,
}));

/** One page of the member's notifications, newest first. */
export function notificationsQueryAtom(page: Atom<number>) {
  return atomWithQuery((get) => {
    const number = get(page);
    return {
      queryKey: notificationKeys.page(number),
      queryFn: async () =>
        expectPage(
          (
            await getApi(get).call('get', '/notifications/', {
              query: { page: number, page_size: NOTIFICATIONS_PAGE_SIZE },
            })
          ).data,
        ),
      enabled: get(sessionAtom).isAuthenticated,
    };
  });
}

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
  enabled: get(sessionAtom).isAuthenticated,
}));

export const savePreferencesMutationAtom = atomWithMutation((get) => ({
  mutationFn: async (changes: Partial<NotificationPreferences>) =>
    (await getApi(get).call('patch', '/accounts/notification-preferences/', { body: changes }))
      .data,
  onSuccess: (saved: NotificationPreferences) =>
    get(queryClientAtom).setQueryData(notificationKeys.preferences, saved),
}));
