import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { NotificationBell } from '@ui/Shell/NotificationBell';
import { notificationKeys, unreadCountQueryAtom } from '../api/notifications';
import { queryClientAtom } from '../api/sessionCache';

/**
 * The header's bell with the member's unread count. Loaded lazily by ShellLayout once someone is
 * signed in, so a visitor's page downloads none of it. Besides its minute-by-minute poll, the
 * count is asked again after each change the member makes (a booking, a cancellation…): most
 * notifications follow from the member's own actions.
 */
export default function NotificationBellContainer({
  inverted,
  current,
}: {
  inverted: boolean;
  current: boolean;
}) {
  const unread = useAtomValue(unreadCountQueryAtom);
  const queryClient = useAtomValue(queryClientAtom);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
        }
      }),
    [queryClient],
  );
  return (
    <NotificationBell
      unread={unread.status === 'success' ? unread.data : null}
      inverted={inverted}
      current={current}
    />
  );
}
