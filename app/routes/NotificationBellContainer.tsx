import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { NOTIFICATION_POLL_SECONDS } from '@domain';
import { NotificationBell } from '@ui/Shell/NotificationBell';
import { refreshUnreadCountAtom, unreadCountAtom } from '../api/unreadCount';

export { unreadCountAtom };

/**
 * The header's bell with the member's unread count. Loaded lazily by ShellLayout once someone is
 * signed in, so a visitor's page downloads none of it. The count is asked for on each navigation
 * (most notifications follow the member's own actions) and once a minute while the page is in
 * view, never in a background tab, to spare mobile data.
 */
export default function NotificationBellContainer({
  pathname,
  inverted,
}: {
  pathname: string;
  inverted: boolean;
}) {
  const unread = useAtomValue(unreadCountAtom);
  const refresh = useSetAtom(refreshUnreadCountAtom);

  useEffect(() => {
    void refresh();
  }, [refresh, pathname]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, NOTIFICATION_POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <NotificationBell unread={unread} inverted={inverted} current={pathname === '/notifications'} />
  );
}
