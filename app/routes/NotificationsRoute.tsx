import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { UNEXPECTED_ERROR, type Notification } from '@domain';
import { NotificationsScreen } from '@ui/Screens/Notifications';
import { errorMessage, toRemote } from '../api/remote';
import {
  markAllReadMutationAtom,
  markReadMutationAtom,
  notificationsQueryAtom,
} from '../api/notifications/list';

/** The member's notifications; a new visit starts at the newest page. */
export default function NotificationsRoute() {
  const [page, setPage] = useState(1);
  const notifications = useAtomValue(notificationsQueryAtom(page));
  const markRead = useAtomValue(markReadMutationAtom);
  const markAll = useAtomValue(markAllReadMutationAtom);
  const [actionError, setActionError] = useState<string | null>(null);

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
