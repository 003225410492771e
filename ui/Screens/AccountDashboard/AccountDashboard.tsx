import { Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isApproved, isStaff, type User, type Wallet } from '@domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { AccountInfoCard } from '../../Account/AccountInfoCard';
import { CoinBalanceCard } from '../../Account/CoinBalanceCard';
import { QuickActions } from '../../Account/QuickActions';
import { PageSpinner } from '../../Feedback/PageSpinner';
import { StatusBadge } from '../../Feedback/StatusBadge';
import type { Remote } from '../../remote';
import type { AdminOverviewProps } from './AdminOverview';
import type { DashboardTab } from './dashboardTab';
import { PageFrame } from '../../Shell/PageFrame';
import { SavedDataNote } from '../../Feedback/SavedDataNote';
import { ACCOUNT_DASHBOARD_COPY, type AccountDashboardCopy } from './copy';

export type { DashboardTab };

// Only staff see the tabs and the Admin Overview: a member's dashboard loads neither.
const StaffTabs = lazy(() => import('./StaffTabs').then((m) => ({ default: m.StaffTabs })));
// An ACTIVE account has no banner, so an approved member's dashboard never downloads it.
const ApprovalBanner = lazy(() =>
  import('../../Feedback/ApprovalBanner').then((m) => ({ default: m.ApprovalBanner })),
);

export interface AccountDashboardScreenProps {
  user: User;
  /** Shown to approved members only. */
  wallet: Remote<Wallet>;
  /** The Admin Overview tab's data and actions; staff and admins only. */
  admin?: AdminOverviewProps;
  /** The reason staff gave for a suspension or rejection, when the app knows it. */
  statusReason?: string | null;
  /** The tab open at first (stories open the Admin Overview directly). */
  defaultTab?: DashboardTab;
  onTabChange?: (tab: DashboardTab) => void;
  /** Whether the server keeps the wallet's whole history (linked from the coin balance). */
  coinHistory?: boolean;
  /**
   * When the data shown was last loaded, while it is the copy this browser kept rather than a
   * fresh answer (restored and not yet refreshed, a refresh that failed, offline); null when fresh.
   */
  savedAt?: number | null;
  copy?: Partial<AccountDashboardCopy>;
}

/**
 * /dashboard, for every signed-in user (SPEC §2): the account status banner, the account, quick
 * actions and, once approved, the coin balance. Staff and admins also get the Admin Overview.
 */
export function AccountDashboardScreen({
  user,
  wallet,
  admin,
  statusReason = null,
  defaultTab = 'mine',
  onTabChange,
  coinHistory = true,
  savedAt = null,
  copy,
}: AccountDashboardScreenProps) {
  const text = { ...ACCOUNT_DASHBOARD_COPY, ...copy };
  const approved = isApproved(user);
  // The app hands in the admin data only for staff; both must hold before the tab shows.
  const adminOverview = isStaff(user) ? admin : undefined;

  // The whole section waits for a banner it must show, so nothing moves down when it arrives.
  const mine: ReactNode = (
    <Suspense fallback={<PageSpinner />}>
      <Stack gap="6">
        {user.account_status !== 'ACTIVE' && (
          <ApprovalBanner status={user.account_status} reason={statusReason} />
        )}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <AccountInfoCard user={user} />
          <Stack gap="6">
            <QuickActions approved={approved} />
            {approved && (
              <CoinBalanceCard wallet={wallet} {...(coinHistory ? {} : { historyPath: null })} />
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Suspense>
  );

  return (
    <PageFrame py={{ base: '6', md: '10' }}>
      <Flex align="center" gap="3" wrap="wrap" mb="1">
        <Heading as="h1" size="2xl">
          {text.title(user.first_name)}
        </Heading>
        <StatusBadge kind="role" value={user.user_type} size="lg" />
      </Flex>
      <Text color="fg.muted" mb="6">
        {text.subtitle}
      </Text>
      {savedAt !== null ? <SavedDataNote updatedAt={savedAt} /> : null}

      {adminOverview ? (
        <Suspense fallback={<PageSpinner />}>
          <StaffTabs
            mine={mine}
            admin={adminOverview}
            currentUserId={user.id}
            actor={user}
            defaultTab={defaultTab}
            onTabChange={onTabChange}
            labels={text}
          />
        </Suspense>
      ) : (
        mine
      )}
    </PageFrame>
  );
}
