import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { User } from '@domain';
import { adminOverviewOpenAtom } from '../state/adminOverview';
import { DashboardView, useDashboardTab } from './DashboardView';
import { useAdminOverview } from './useAdminOverview';

/**
 * /dashboard for staff and admins, with the Admin Overview. Loaded only for them, so a member's
 * dashboard downloads none of the overview's atoms and actions.
 */
export default function StaffDashboard({ user }: { user: User }) {
  const openAdminOverview = useSetAtom(adminOverviewOpenAtom);
  const admin = useAdminOverview();
  const [tab] = useDashboardTab(true);

  // The overview's calls start the first time a staff member opens it.
  useEffect(() => {
    if (tab === 'admin') openAdminOverview(true);
  }, [tab, openAdminOverview]);

  return <DashboardView user={user} admin={admin} />;
}
