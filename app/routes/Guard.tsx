import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionAtom, sessionReadyAtom } from '../state/session';
import { decide, type Access } from './access';
import { pathAfterLogin } from './loginNotice';

/** Suspends until the stored token has been checked, so the page frame shows its spinner. */
function AwaitSessionCheck() {
  useAtomValue(sessionReadyAtom);
  return null;
}

/** Renders its child routes only for the visitors SPEC §2 lets in; sends the others on. */
export function Guard({ access }: { access: Access }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  // Until the stored token has been checked the page frame shows its spinner (SPEC §2). Once it
  // has, the guard answers in the same pass, so a page rendered after the check (pre-rendered,
  // or hydrating that HTML) never suspends on a promise that has already settled.
  if (!session.isInitialized) return <AwaitSessionCheck />;
  const decision = decide(access, session);
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') {
    // A visitor page (/login) redirects as soon as the sign-in lands, before the login form's own
    // navigation: it goes where that would, back to the page the visitor was sent from.
    if (access === 'guest') return <Navigate to={pathAfterLogin(location.state)} replace />;
    // The whole address, so that a shared link (/locations?session=ID) survives the sign-in.
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={decision.to} replace state={{ from }} />;
  }
  return <Outlet />;
}
