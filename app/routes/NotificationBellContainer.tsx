import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { NOTIFICATION_POLL_SECONDS } from '@domain';
import { NotificationBell } from '@ui/Shell/NotificationBell';
import { offeredFeaturesAtom } from '../api/capabilities';
import {
  refreshUnreadCountAtom,
  unreadCountAtom,
  unreadCountMissingAtom,
} from '../api/unreadCount';

export { unreadCountAtom };

/**
 * The header's bell with the member's unread count. Loaded lazily by ShellLayout once someone is
 * signed in, so a visitor's page downloads none of it. The count is asked for on each navigation
 * (most notifications follow the member's own actions) and once a minute while the page is in
 * view, never in a background tab, to spare mobile data. A server without notifications (or
 * whose count call is missing) has no bell, and nothing is asked of it.
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
  const features = useAtomValue(offeredFeaturesAtom);
  const missing = useAtomValue(unreadCountMissingAtom);
  const offered = features?.has('notifications') === true && !missing;

  useEffect(() => {
    if (offered) void refresh();
  }, [refresh, pathname, offered]);

  useEffect(() => {
    if (!offered) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, NOTIFICATION_POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [refresh, offered]);

  if (!offered) return null;
  return (
    <NotificationBell unread={unread} inverted={inverted} current={pathname === '/notifications'} />
  );
}
