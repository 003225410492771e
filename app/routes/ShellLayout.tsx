import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, startTransition, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { OfflineNotice } from '@ui/Feedback/OfflineNotice';
import { AppShell } from '@ui/Shell/AppShell';
import { logoutAtom } from '../api/auth';
import { askShownAgainAtom, useConnection } from '../state/online';
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
  const connection = useConnection();

  // SPEC §2: logout goes to '/' from every page. The cache goes with the session
  // (app/api/sessionCache.ts): the next person sees none of it. The session ends in the same
  // transition as the move home (the router's own navigations are transitions), so no page
  // renders between the two: ended first, a members' page's guard would see a visitor there and
  // send them to /login.
  const logout = useExclusive(() =>
    signOut((endSession) => {
      startTransition(() => {
        endSession();
        void navigate('/', { replace: true });
      });
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
      {connection === 'offline' ? <OfflineNotice /> : null}
      {connection === 'noAnswer' ? <NoAnswerNotice signedIn={user !== null} /> : null}
      <Outlet />
    </AppShell>
  );
}

/**
 * The server did not answer the latest request. Someone signed in is offered to ask the page's
 * data again (every query on screen: theirs always include the bell's count, so the button is
 * never a promise that nothing keeps); an answer, to it or to anything else, takes the notice away.
 * A visitor's pages ask nothing by themselves: the form that got no answer says so and is sent again.
 */
function NoAnswerNotice({ signedIn }: { signedIn: boolean }) {
  const askShownAgain = useAtomValue(askShownAgainAtom);
  const [retrying, setRetrying] = useState(false);
  const retry = askShownAgain
    ? () => {
        setRetrying(true);
        void askShownAgain().finally(() => setRetrying(false));
      }
    : undefined;
  return (
    <OfflineNotice
      reason="noAnswer"
      retrying={retrying}
      {...(signedIn && retry ? { onRetry: retry } : {})}
    />
  );
}
