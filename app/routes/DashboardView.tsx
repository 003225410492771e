import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { SCREEN_MESSAGES, type User } from '@domain';
import {
  AccountDashboardScreen,
  type AdminOverviewProps,
  type DashboardTab,
} from '@ui/Screens/AccountDashboard';
import { toKeptRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import { useOffered } from './useOffered';
import { useSavedAt } from './useSavedAt';

/** The open tab lives in the address (`?tab=admin`), so a reload or a shared link keeps it. */
const ADMIN_TAB_PARAM = 'tab';

/** The tab the address opens: the Admin Overview for staff who asked for it, else their own. */
export function useDashboardTab(isStaff: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DashboardTab =
    isStaff && searchParams.get(ADMIN_TAB_PARAM) === 'admin' ? 'admin' : 'mine';
  const setTab = (next: DashboardTab) =>
    setSearchParams(next === 'admin' ? { [ADMIN_TAB_PARAM]: 'admin' } : {}, { replace: true });
  return [tab, setTab] as const;
}

/** /dashboard for a signed-in user; staff's container hands in the Admin Overview. */
export function DashboardView({ user, admin }: { user: User; admin?: AdminOverviewProps }) {
  const wallet = useAtomValue(walletQueryAtom);
  const [tab, setTab] = useDashboardTab(admin !== undefined);
  const coinHistory = useOffered('wallet_history');
  const savedAt = useSavedAt(wallet);
  return (
    <AccountDashboardScreen
      user={user}
      statusReason={user.status_reason ?? null}
      wallet={toKeptRemote(wallet, SCREEN_MESSAGES.packages.walletUnavailable)}
      savedAt={savedAt}
      admin={admin}
      defaultTab={tab}
      onTabChange={setTab}
      coinHistory={coinHistory}
    />
  );
}
