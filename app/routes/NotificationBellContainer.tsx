import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { NotificationBell } from '@ui/Shell/NotificationBell';
import { isNotOffered, offeredFeaturesAtom } from '../api/capabilities';
import { refreshUnreadCountAtom, unreadCountQueryAtom } from '../api/notifications/unreadCount';

/**
 * The header's bell with the member's unread count (app/api/notifications/unreadCount.ts). Loaded lazily by
 * ShellLayout once someone is signed in, so a visitor's page downloads none of it. The count is
 * asked again on each navigation: most notifications follow the member's own actions. A server
 * without notifications (or whose count call is missing) has no bell, and nothing is asked of it.
 */
export default function NotificationBellContainer({
  pathname,
  inverted,
}: {
  pathname: string;
  inverted: boolean;
}) {
  const count = useAtomValue(unreadCountQueryAtom);
  const refresh = useSetAtom(refreshUnreadCountAtom);
  const features = useAtomValue(offeredFeaturesAtom);
  const offered = features?.has('notifications') === true && !isNotOffered(count.error);

  // A new page asks again; the query itself asks when the bell first shows and once a minute.
  useEffect(() => {
    void refresh();
  }, [refresh, pathname]);

  if (!offered) return null;
  return (
    <NotificationBell
      unread={count.data ?? null}
      inverted={inverted}
      current={pathname === '/notifications'}
    />
  );
}
