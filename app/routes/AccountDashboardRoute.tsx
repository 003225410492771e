import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { sessionAtom } from '../state/session';
import { DashboardView } from './DashboardView';

// Staff's dashboard, with the Admin Overview, is its own chunk: a member's never loads it. While
// it loads, the route table's spinner shows.
const StaffDashboard = lazy(() => import('./StaffDashboard'));

export default function AccountDashboardRoute() {
  const { user, isStaff } = useAtomValue(sessionAtom);
  // The guard lets only signed-in users through.
  if (!user) return null;
  return isStaff ? <StaffDashboard user={user} /> : <DashboardView user={user} />;
}
