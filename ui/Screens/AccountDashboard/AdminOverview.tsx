import { Alert, Box, Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  isAdmin,
  type AdminStats,
  type LocationStats,
  type RevenuePeriod,
  type RevenueStats,
  type SubscriptionStats,
  type SystemHealth as Health,
  type User,
} from '@domain';
import {
  CoinAdjustmentForm,
  type CoinAdjustment,
  type MemberMatch,
} from '../../Admin/CoinAdjustmentForm';
import { CoinOverview } from '../../Admin/CoinOverview';
import { DateRangePicker } from '../../Admin/DateRangePicker';
import { ExportButtons } from '../../Admin/ExportButtons';
import {
  PendingApprovals,
  type AdminNotice,
  type ApprovalAction,
} from '../../Admin/PendingApprovals';
import { PackageSales } from '../../Admin/PackageSales';
import { RevenueSummary } from '../../Admin/RevenueSummary';
import { SystemHealth } from '../../Admin/SystemHealth';
import { UserCounts } from '../../Admin/UserCounts';
import { UserList, type UserFilters, type UserListPage } from '../../Admin/UserList';
import { VenueUtilisation } from '../../Admin/VenueUtilisation';
import { DemoDataNotice } from '../../Feedback/DemoDataNotice';
import { AppLink, RouterLink } from '../../Navigation/AppLink';
import type { Remote } from '../../remote';
import { STAFF_SESSIONS } from '../../Shell/navigation';

export const ADMIN_OVERVIEW_COPY = {
  auditLog: 'Read the audit log of staff actions',
  refresh: 'Refresh',
  sessions: STAFF_SESSIONS,
  refreshing: 'Refreshing…',
  demoTitle: 'Platform statistics could not be loaded',
  demoNotice: 'Showing demo figures: these numbers are examples, not live data.',
  // What the app says when the overview's calls fail or its actions end.
  revenueFailed: 'Failed to load revenue figures',
  locationsFailed: 'Failed to load location figures',
  packageSalesFailed: 'Failed to load package sales',
  healthFailed: 'Failed to load system health',
  usersFailed: 'Failed to load users',
  matchesFailed: 'Members could not be searched',
  balanceFailed: 'The balance could not be loaded',
  refreshIncomplete: 'Some dashboard data could not be refreshed',
  coinsAdjusted: ({ amount }: { amount: number }, member: Pick<MemberMatch, 'full_name'> | null) =>
    `Adjusted ${amount} coins for ${member?.full_name ?? 'the member'}`,
  reactivated: (user: Pick<User, 'full_name'>) => `${user.full_name} reactivated`,
};

export type AdminOverviewCopy = typeof ADMIN_OVERVIEW_COPY;

export interface AdminOverviewProps {
  /** The platform figures. When their call failed the app passes demo figures here instead and
   * sets `demoFigures`, so that a notice says they are not real (decisions §13). */
  stats: Remote<AdminStats>;
  demoFigures?: boolean;
  /** Reloads every admin figure; the app then toasts 'Dashboard data refreshed'. */
  onRefresh: () => void;
  refreshing?: boolean;

  period: RevenuePeriod;
  onPeriodChange: (period: RevenuePeriod) => void;
  revenue: Remote<RevenueStats>;

  /** Each from its own call; a failure shows its error, never demo figures. */
  locationFigures: Remote<LocationStats>;
  onRetryLocationFigures?: () => void;
  packageSales: Remote<SubscriptionStats>;
  onRetryPackageSales?: () => void;
  health: Remote<Health>;
  onRetryHealth?: () => void;

  pendingApprovals: Remote<User[]>;
  onApprove: (user: User) => void;
  onReject: (user: User, reason: string) => void;
  approvalBusy?: { userId: number; action: ApprovalAction } | null;
  /** 'User approved successfully', 'Failed to reject user'… */
  approvalNotice?: AdminNotice | null;
  onDismissApprovalNotice?: () => void;
  onRetryPendingApprovals?: () => void;

  onAdjustCoins: (adjustment: CoinAdjustment) => void;
  adjustingCoins?: boolean;
  coinAdjustmentError?: string | null;
  coinAdjustmentSuccess?: string | null;
  /** Change it to clear the form, e.g. after a successful adjustment. */
  coinAdjustmentFormKey?: string | number;
  /** The adjustment's member search: what is typed, what it found, who was picked. */
  coinMemberSearch: string;
  onCoinMemberSearchChange: (search: string) => void;
  coinMemberMatches: Remote<MemberMatch[]> | null;
  coinMember: MemberMatch | null;
  onCoinMemberPick: (member: MemberMatch | null) => void;
  coinMemberBalance?: Remote<number> | null;

  onExportBookings: () => void;
  onExportUsers: () => void;
  exportingBookings?: boolean;
  exportingUsers?: boolean;

  users: Remote<UserListPage>;
  userFilters: UserFilters;
  onUserFiltersChange: (filters: UserFilters) => void;
  onUsersPageChange: (page: number) => void;
  onSuspendUser: (user: User) => void;
  onReactivateUser: (user: User) => void;
  userBusyId?: number | null;
  onRetryUsers?: () => void;
  /** The signed-in staff member; the screen fills it in. */
  currentUserId?: number | null;
  /** The signed-in staff member's role, which decides what the user list offers. */
  actor?: Pick<User, 'id' | 'user_type' | 'is_staff_user' | 'account_status'> | null;
  /**
   * Whether the server has members' pages (linked from the user list, and where the coin
   * adjustment reads a balance) and the audit log (linked for admins); a server with SPEC §7's
   * operations alone has neither.
   */
  memberPages?: boolean;
  auditLog?: boolean;

  copy?: Partial<AdminOverviewCopy>;
}

/** The staff's view of the platform: figures, approvals, coin adjustments, exports and users. */
export function AdminOverview(props: AdminOverviewProps) {
  const { stats, demoFigures = false, refreshing = false } = props;
  const text = { ...ADMIN_OVERVIEW_COPY, ...props.copy };
  const figures = stats.status === 'success' ? stats.data : null;

  return (
    <Stack gap="8">
      <Flex
        direction={{ base: 'column', lg: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', lg: 'flex-end' }}
        gap="4"
      >
        <DateRangePicker value={props.period} onChange={props.onPeriodChange} />
        <Flex gap="3" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to="/staff/sessions">{text.sessions}</RouterLink>
          </Button>
          <ExportButtons
            onExportBookings={props.onExportBookings}
            onExportUsers={props.onExportUsers}
            exportingBookings={props.exportingBookings}
            exportingUsers={props.exportingUsers}
          />
          <Button
            colorPalette="brand"
            loading={refreshing}
            loadingText={text.refreshing}
            onClick={props.onRefresh}
          >
            {text.refresh}
          </Button>
        </Flex>
      </Flex>

      {demoFigures && <DemoDataNotice message={text.demoTitle} notice={text.demoNotice} />}
      {stats.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{stats.message}</Alert.Title>
        </Alert.Root>
      )}

      {stats.status !== 'error' && (
        <Box data-demo-figures={demoFigures || undefined} display="grid" gap="8">
          <UserCounts counts={figures?.users} loading={stats.status === 'loading'} />
          <CoinOverview coins={figures?.coins} loading={stats.status === 'loading'} />
        </Box>
      )}

      <RevenueSummary revenue={props.revenue} />

      <VenueUtilisation figures={props.locationFigures} onRetry={props.onRetryLocationFigures} />
      <PackageSales figures={props.packageSales} onRetry={props.onRetryPackageSales} />

      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <PendingApprovals
          pending={props.pendingApprovals}
          onApprove={props.onApprove}
          onReject={props.onReject}
          busy={props.approvalBusy}
          notice={props.approvalNotice}
          onDismissNotice={props.onDismissApprovalNotice}
          onRetry={props.onRetryPendingApprovals}
        />
        <CoinAdjustmentForm
          key={props.coinAdjustmentFormKey}
          onSubmit={props.onAdjustCoins}
          submitting={props.adjustingCoins}
          errorMessage={props.coinAdjustmentError}
          successMessage={props.coinAdjustmentSuccess}
          search={props.coinMemberSearch}
          onSearchChange={props.onCoinMemberSearchChange}
          matches={props.coinMemberMatches}
          picked={props.coinMember}
          onPick={props.onCoinMemberPick}
          pickedBalance={props.coinMemberBalance ?? null}
          showsBalance={props.memberPages ?? true}
          actorId={props.actor?.id ?? props.currentUserId ?? null}
          admin={props.actor ? isAdmin(props.actor) : false}
        />
      </SimpleGrid>

      <UserList
        users={props.users}
        filters={props.userFilters}
        onFiltersChange={props.onUserFiltersChange}
        onPageChange={props.onUsersPageChange}
        onSuspend={props.onSuspendUser}
        onReactivate={props.onReactivateUser}
        busyUserId={props.userBusyId}
        currentUserId={props.currentUserId}
        actor={props.actor ?? null}
        memberPages={props.memberPages ?? true}
        onRetry={props.onRetryUsers}
      />
      <SystemHealth figures={props.health} onRetry={props.onRetryHealth} />
      {(props.auditLog ?? true) && props.actor && isAdmin(props.actor) && (
        <AppLink to="/staff/audit" alignSelf="flex-start">
          {text.auditLog}
        </AppLink>
      )}
    </Stack>
  );
}
