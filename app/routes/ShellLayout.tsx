import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppShell } from '@ui/Shell/AppShell';
import { logoutAtom } from '../api/auth';
import { sessionAtom } from '../state/session';

/** The header, menus and footer around every page but the landing page. */
export function ShellLayout() {
  const { user } = useAtomValue(sessionAtom);
  const signOut = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  async function logout() {
    // The cache goes with the session (app/api/sessionCache.ts): the next person sees none of it.
    await signOut();
    navigate('/', { replace: true });
  }

  return (
    <AppShell
      user={user}
      currentPath={pathname}
      transparentHeader={pathname === '/'}
      onLogout={() => void logout()}
    >
      <Outlet />
    </AppShell>
  );
}
