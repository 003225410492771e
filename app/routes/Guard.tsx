import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@ui/Feedback/PageSpinner';
import { sessionAtom } from '../state/session';
import { decide, type Access } from './access';

/** Renders its child routes only for the visitors SPEC §2 lets in; sends the others on. */
export function Guard({ access }: { access: Access }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const decision = decide(access, session);
  if (decision.kind === 'wait') return <PageSpinner label="Loading your account…" />;
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
