import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionAtom, sessionReadyAtom } from '../state/session';
import { decide, type Access } from './access';

/** Renders its child routes only for the visitors SPEC §2 lets in; sends the others on. */
export function Guard({ access }: { access: Access }) {
  // Until the stored token has been checked this suspends, and the page frame shows its spinner
  // (SPEC §2); afterwards it answers at once.
  useAtomValue(sessionReadyAtom);
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const decision = decide(access, session);
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
