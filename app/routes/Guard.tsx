import { useAtomValue, useStore } from 'jotai';
import { use } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionAtom, sessionReadyAtom } from '../state/session';
import { decide, type Access } from './access';

/** Renders its child routes only for the visitors SPEC §2 lets in; sends the others on. */
export function Guard({ access }: { access: Access }) {
  const session = useAtomValue(sessionAtom);
  const store = useStore();
  const location = useLocation();
  const decision = decide(access, session);
  if (decision.kind === 'wait') {
    // Until the stored token has been checked the page frame shows its spinner (SPEC §2).
    use(store.get(sessionReadyAtom));
    return null;
  }
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
