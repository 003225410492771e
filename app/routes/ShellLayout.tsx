import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { OfflineNotice } from '@ui/Feedback/OfflineNotice';
import { AppShell } from '@ui/Shell/AppShell';
import { logoutAtom } from '../api/auth';
import { useOnline } from '../state/online';
import { sessionAtom } from '../state/session';
import { useExclusive } from './useExclusive';

// The bell and its query load only once someone is signed in: a visitor's page has none of it.
const NotificationBell = lazy(() => import('./NotificationBellContainer'));

/** The header, menus and footer around every page but the landing page. */
export function ShellLayout() {
  const { user } = useAtomValue(sessionAtom);
  const signOut = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const online = useOnline();

  // SPEC §2: logout goes to '/' from every page. The cache goes with the session
  // (app/api/sessionCache.ts): the next person sees none of it.
  // The session ends once the home page is showing: ended on a members' page, that page's guard
  // would see a visitor there and send them to /login (and the router moves in a transition, so
  // ending it in the same tick is not enough).
  const endSessionAtHome = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (pathname !== '/' || !endSessionAtHome.current) return;
    endSessionAtHome.current();
    endSessionAtHome.current = null;
  }, [pathname]);

  const logout = useExclusive(() =>
    signOut((endSession) => {
      if (pathname === '/') {
        endSession();
        return;
      }
      endSessionAtHome.current = endSession;
      void navigate('/', { replace: true });
    }),
  );

  return (
    <AppShell
      user={user}
      currentPath={pathname}
      transparentHeader={pathname === '/'}
      onLogout={logout}
      bell={user ? <NotificationBell pathname={pathname} inverted={pathname === '/'} /> : null}
    >
      {online ? null : <OfflineNotice />}
      <Outlet />
    </AppShell>
  );
}
