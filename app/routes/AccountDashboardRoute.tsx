import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SCREEN_MESSAGES } from '@domain';
import { AccountDashboardScreen, type DashboardTab } from '@ui/Screens/AccountDashboard';
import { adminOverviewOpenAtom } from '../api/admin';
import { toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import { sessionAtom } from '../state/session';
import { useAdminOverview } from './useAdminOverview';

/** The open tab lives in the address (`?tab=admin`), so a reload or a shared link keeps it. */
const ADMIN_TAB_PARAM = 'tab';

export default function AccountDashboardRoute() {
  const { user, isStaff } = useAtomValue(sessionAtom);
  const wallet = useAtomValue(walletQueryAtom);
  const openAdminOverview = useSetAtom(adminOverviewOpenAtom);
  const admin = useAdminOverview();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DashboardTab =
    isStaff && searchParams.get(ADMIN_TAB_PARAM) === 'admin' ? 'admin' : 'mine';

  // The overview's calls start the first time a staff member opens it.
  useEffect(() => {
    if (tab === 'admin') openAdminOverview(true);
  }, [tab, openAdminOverview]);

  // The guard lets only signed-in users through.
  if (!user) return null;

  return (
    <AccountDashboardScreen
      user={user}
      statusReason={user.status_reason ?? null}
      wallet={toRemote(wallet, SCREEN_MESSAGES.packages.walletUnavailable)}
      admin={isStaff ? admin : undefined}
      defaultTab={tab}
      onTabChange={(next) =>
        setSearchParams(next === 'admin' ? { [ADMIN_TAB_PARAM]: 'admin' } : {}, { replace: true })
      }
    />
  );
}
