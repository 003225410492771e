import type { User } from '@domain';
import { DashboardView, useDashboardTab } from './DashboardView';
import { useAdminOverview } from './useAdminOverview';

/**
 * /dashboard for staff and admins, with the Admin Overview. Loaded only for them, so a member's
 * dashboard downloads none of the overview's atoms and actions. The overview's calls start the
 * first time a staff member opens its tab (the address says which tab is open).
 */
export default function StaffDashboard({ user }: { user: User }) {
  const [tab] = useDashboardTab(true);
  const admin = useAdminOverview(tab === 'admin');
  return <DashboardView user={user} admin={admin} />;
}
