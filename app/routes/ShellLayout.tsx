import { useAtomValue, useStore } from 'jotai';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@ui/Feedback/PageSpinner';
import { AppShell } from '@ui/Shell/AppShell';
import { signOut } from '../api/auth';
import { queryClientAtom } from '../api/context';
import { useApi } from '../api/useApi';
import { sessionAtom } from '../state/session';

/** The header, menus and footer around every page but the landing page. */
export function ShellLayout() {
  const { user } = useAtomValue(sessionAtom);
  const store = useStore();
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  async function logout() {
    await signOut(store, api);
    // The next person on this browser must not see the last one's data, even from the cache.
    store.get(queryClientAtom).clear();
    navigate('/', { replace: true });
  }

  return (
    <AppShell
      user={user}
      currentPath={pathname}
      transparentHeader={pathname === '/'}
      onLogout={() => void logout()}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
