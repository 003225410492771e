import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { UNEXPECTED_ERROR, type Notification } from '@domain';
import { NotificationsScreen } from '@ui/Screens/Notifications';
import { errorMessage, toRemote } from '../api/remote';
import {
  markAllReadMutationAtom,
  markReadMutationAtom,
  notificationsQueryAtom,
} from '../api/notifications';
// Through the bell, already loaded on every signed-in page, so the count's atom has no chunk of its own.
import { unreadCountAtom } from './NotificationBellContainer';

/** The member's notifications; a new visit starts at the newest page. */
export default function NotificationsRoute() {
  const [page, setPage] = useState(1);
  const setUnread = useSetAtom(unreadCountAtom);
  const notifications = useAtomValue(notificationsQueryAtom(page));
  const markRead = useAtomValue(markReadMutationAtom);
  const markAll = useAtomValue(markAllReadMutationAtom);
  const [actionError, setActionError] = useState<string | null>(null);
  // The list's own answers (and the marks written into it) carry the count: the bell follows
  // what the page shows, never ahead of it.
  const listed = notifications.data?.unread_count;
  useEffect(() => {
    if (listed !== undefined) setUnread(listed);
  }, [listed, setUnread]);

  const fail = (error: unknown) => setActionError(errorMessage(error, UNEXPECTED_ERROR));

  return (
    <NotificationsScreen
      notifications={toRemote(notifications, UNEXPECTED_ERROR)}
      markingAll={markAll.isPending}
      actionError={actionError}
      onMarkRead={(notification: Notification) => {
        setActionError(null);
        markRead.mutate(notification.id, { onError: fail });
      }}
      onMarkAllRead={() => {
        setActionError(null);
        markAll.mutate(undefined, { onError: fail });
      }}
      onPageChange={(next) => {
        setPage(next);
        window.scrollTo(0, 0);
      }}
      onRetry={() => void notifications.refetch()}
    />
  );
}
