/**
 * The Admin Overview's props (SPEC §2 Account dashboard, §6): the figures, the approvals, the coin
 * adjustment, the exports and the user list, with what each action says when it ends.
 */
import { atom, useAtom, useAtomValue, useSetAtom, type Atom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  SCREEN_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  SUCCESS_NOTICES,
  lagosToday,
  type AdminStats,
  type MemberDetail,
  type User,
} from '@domain';
import type { MemberMatch } from '@ui/Admin/CoinAdjustmentForm';
import type { UserFilters } from '@ui/Admin/UserList';
import { EXPORT_BUTTONS_COPY } from '@ui/Admin/ExportButtons';
import type { AdminNotice } from '@ui/Admin/PendingApprovals';
import { toaster } from '@ui/Feedback/Toaster';
import { loading, success, type Remote } from '@ui/remote';
import { ADMIN_OVERVIEW_COPY, type AdminOverviewProps } from '@ui/Screens/AccountDashboard';
import {
  approvalMutationAtom,
  pendingApprovalsQueryAtom,
  reactivateMutationAtom,
  usersQueryAtom,
  type ApprovalAction,
} from '../api/staff/accounts';
import {
  adminStatsQueryAtom,
  downloadExportAtom,
  locationStatsQueryAtom,
  packageSalesQueryAtom,
  revenueQueryAtom,
  systemHealthQueryAtom,
  type CoinAdjustmentRequest,
  type CsvExport,
} from '../api/staff/figures';
import { coinPickerMatchesQueryAtom } from '../api/staff/coinPicker';
import { errorMessage, toRemote, type QueryState } from '../api/remote';
import { memberCoinsMutationAtom, memberQueryAtom } from '../api/staff/members';
import { DEMO_ADMIN_STATS } from '../content/demoAdminStats';
import { adminOverviewViewAtom, type AdminOverviewView } from '../state/adminOverview';
import { saveCsv } from './saveCsv';
import { useAttemptKey } from './useAttemptKey';
import { useExclusive } from './useExclusive';
import { useKeptWhileLoading } from './useKeptWhileLoading';
import { useOffered } from './useOffered';
import { usePendingCall } from './usePendingCall';

/** Typing in the search box waits this long before the list is fetched again. */
const SEARCH_DEBOUNCE_MS = 300;

/** What a query of the overview reads as while the overview is closed: nothing, asked of no one. */
const closedAtom = atom(null);

/**
 * A query of the overview, read only while the overview is open: a query atom asks the server
 * once a component reads it, so the overview's calls start the first time a staff member opens
 * it, and what they answered stays in the cache while staff look at their own tab.
 */
function useWhileOpen<T>(open: boolean, query: Atom<T>): Awaited<T> | null {
  return useAtomValue<T | null>(open ? query : closedAtom);
}

/** A query of the overview, or, while it is closed, a query not loaded yet. */
function orNotAsked<T>(query: QueryState<T> | null): QueryState<T> {
  return query ?? { status: 'pending', data: undefined, error: null };
}

const DECISION_NOTICES: Record<ApprovalAction, { done: string; failed: string }> = {
  approve: { done: SUCCESS_NOTICES.userApproved, failed: SCREEN_MESSAGES.admin.approveFailed },
  reject: { done: SUCCESS_NOTICES.userRejected, failed: SCREEN_MESSAGES.admin.rejectFailed },
};

function balanceOf(detail: Remote<MemberDetail>): Remote<number> {
  return detail.status === 'success' ? success(detail.data.available_balance) : detail;
}

/**
 * The Admin Overview of staff's dashboard; `open` while its tab is the one shown (the address
 * says so, `?tab=admin`): its queries are read only then.
 */
export function useAdminOverview(open: boolean): AdminOverviewProps {
  const navigate = useNavigate();
  const downloadExport = useSetAtom(downloadExportAtom);
  const [view, setView] = useAtom(adminOverviewViewAtom);
  const { period, users: listParams, coinSearch: coinSearchSent } = view;
  const stats = useWhileOpen(open, adminStatsQueryAtom);
  const locationFigures = useWhileOpen(open, locationStatsQueryAtom);
  const packageSales = useWhileOpen(open, packageSalesQueryAtom);
  const health = useWhileOpen(open, systemHealthQueryAtom);
  const revenue = useWhileOpen(open, revenueQueryAtom(period));
  const pending = useWhileOpen(open, pendingApprovalsQueryAtom);
  const users = useWhileOpen(open, usersQueryAtom(listParams));
  // A new page or filter keeps the current rows on screen until the next ones arrive.
  const usersShown = useKeptWhileLoading(orNotAsked(users));
  const approval = useAtomValue(approvalMutationAtom);
  const reactivation = useAtomValue(reactivateMutationAtom);
  const adjustCoins = useAtomValue(memberCoinsMutationAtom);
  const sendOnce = useAttemptKey();
  const coinMatches = useWhileOpen(open, coinPickerMatchesQueryAtom(coinSearchSent));
  const setPeriod = (next: AdminOverviewView['period']) =>
    setView((current) => ({ ...current, period: next }));
  const setListParams = (
    change: (current: AdminOverviewView['users']) => AdminOverviewView['users'],
  ) => setView((current) => ({ ...current, users: change(current.users) }));
  const setCoinSearchSent = (coinSearch: string) =>
    setView((current) => ({ ...current, coinSearch }));
  // Beyond SPEC §7: a member's page (and with it a balance to review) and the audit log.
  const memberPages = useOffered('member_pages');
  const auditLog = useOffered('audit_log');

  const [refreshing, setRefreshing] = useState(false);
  const [approvalNotice, setApprovalNotice] = useState<AdminNotice | null>(null);
  const [coinError, setCoinError] = useState<string | null>(null);
  const [coinSuccess, setCoinSuccess] = useState<string | null>(null);
  const [coinFormKey, setCoinFormKey] = useState(0);
  const [coinSearch, setCoinSearch] = useState(coinSearchSent);
  const [coinMember, setCoinMember] = useState<MemberMatch | null>(null);
  // The picked member's page, for the balance the review starts from.
  const coinMemberDetail = useAtomValue(memberQueryAtom(coinMember ? coinMember.id : null));
  const [exporting, setExporting] = useState<Record<CsvExport, boolean>>({
    bookings: false,
    users: false,
  });
  const [filters, setFilters] = useState<UserFilters>({
    search: listParams.search,
    status: listParams.status,
    role: listParams.role,
  });

  const listSending = usePendingCall();
  const coinSearchSending = usePendingCall();

  // A filter applies at once; the search box waits for a pause in typing. Either goes to page 1.
  function changeFilters(next: UserFilters) {
    setFilters(next);
    const search = next.search.trim();
    if (
      search === listParams.search &&
      next.status === listParams.status &&
      next.role === listParams.role
    ) {
      listSending.cancel();
      return;
    }
    listSending.schedule(
      () => setListParams(() => ({ ...next, search, page: 1 })),
      search === listParams.search ? 0 : SEARCH_DEBOUNCE_MS,
    );
  }

  // The member search, like the user list's, waits for a pause in typing.
  function changeCoinSearch(typed: string) {
    setCoinSearch(typed);
    const search = typed.trim();
    if (search === coinSearchSent) coinSearchSending.cancel();
    else coinSearchSending.schedule(() => setCoinSearchSent(search), SEARCH_DEBOUNCE_MS);
  }

  // decisions §13: without live figures the demo ones show, and the screen says they are demo.
  const demoFigures = stats?.data === undefined && stats?.status === 'error';
  const statsRemote: Remote<AdminStats> =
    stats?.data !== undefined
      ? success(stats.data)
      : demoFigures
        ? success(DEMO_ADMIN_STATS)
        : loading;

  const usersRemote = toRemote(usersShown, ADMIN_OVERVIEW_COPY.usersFailed);

  const refresh = useExclusive(async () => {
    setRefreshing(true);
    try {
      const results = await Promise.all([
        stats?.refetch(),
        revenue?.refetch(),
        locationFigures?.refetch(),
        packageSales?.refetch(),
        health?.refetch(),
        pending?.refetch(),
        users?.refetch(),
      ]);
      const failed = results.find((result) => result?.status === 'error');
      if (failed) {
        toaster.create({
          type: 'error',
          title: ADMIN_OVERVIEW_COPY.refreshIncomplete,
          description: errorMessage(failed.error, ADMIN_OVERVIEW_COPY.refreshIncomplete),
        });
      } else {
        toaster.create({ type: 'success', title: SUCCESS_NOTICES.dashboardRefreshed });
      }
    } finally {
      setRefreshing(false);
    }
  });

  // One decision per member at a time; other rows stay usable.
  const decide = useExclusive(
    async (user: User, action: ApprovalAction, reason?: string) => {
      setApprovalNotice(null);
      const text = DECISION_NOTICES[action];
      try {
        await approval.mutateAsync({ user, action, reason });
        setApprovalNotice({ kind: 'success', message: text.done });
      } catch (error) {
        setApprovalNotice({ kind: 'error', message: errorMessage(error, text.failed) });
      }
    },
    (user: User) => user.id,
  );

  const reactivate = useExclusive(
    async (user: User) => {
      try {
        const result = await reactivation.mutateAsync(user);
        toaster.create({
          type: 'success',
          title: result.message ?? ADMIN_OVERVIEW_COPY.reactivated(user),
        });
      } catch (error) {
        toaster.create({
          type: 'error',
          title: errorMessage(error, SERVICE_FALLBACK_MESSAGES.accounts.reactivateUser),
        });
      }
    },
    (user: User) => user.id,
  );

  const adjust = useExclusive(async (adjustment: CoinAdjustmentRequest) => {
    setCoinError(null);
    setCoinSuccess(null);
    try {
      const result = await sendOnce(adjustment, (idempotencyKey) =>
        adjustCoins.mutateAsync({ adjustment, idempotencyKey }),
      );
      setCoinSuccess(result.message ?? ADMIN_OVERVIEW_COPY.coinsAdjusted(adjustment, coinMember));
      // A new key remounts the form empty; a failure leaves what was typed in place.
      setCoinFormKey((key) => key + 1);
      changeCoinSearch('');
      setCoinMember(null);
    } catch (error) {
      setCoinError(errorMessage(error, SCREEN_MESSAGES.admin.adjustCoinsFailed));
    }
  });

  // One download of each kind at a time.
  const exportCsv = useExclusive(
    async (kind: CsvExport) => {
      setExporting((current) => ({ ...current, [kind]: true }));
      try {
        const fileName = `pitchside-${kind}-${lagosToday()}.csv`;
        saveCsv(await downloadExport(kind), fileName);
        toaster.create({ type: 'success', title: EXPORT_BUTTONS_COPY.exported(fileName) });
      } catch (error) {
        toaster.create({
          type: 'error',
          title: EXPORT_BUTTONS_COPY.exportFailed,
          description: errorMessage(error, EXPORT_BUTTONS_COPY.exportFailed),
        });
      } finally {
        setExporting((current) => ({ ...current, [kind]: false }));
      }
    },
    (kind: CsvExport) => kind,
  );

  const decision = approval.isPending ? approval.variables : undefined;
  const reactivating = reactivation.isPending ? reactivation.variables : undefined;

  return {
    stats: statsRemote,
    demoFigures,
    onRefresh: refresh,
    refreshing,

    period,
    onPeriodChange: setPeriod,
    revenue: toRemote(orNotAsked(revenue), ADMIN_OVERVIEW_COPY.revenueFailed),

    locationFigures: toRemote(orNotAsked(locationFigures), ADMIN_OVERVIEW_COPY.locationsFailed),
    onRetryLocationFigures: () => void locationFigures?.refetch(),
    packageSales: toRemote(orNotAsked(packageSales), ADMIN_OVERVIEW_COPY.packageSalesFailed),
    onRetryPackageSales: () => void packageSales?.refetch(),
    health: toRemote(orNotAsked(health), ADMIN_OVERVIEW_COPY.healthFailed),
    onRetryHealth: () => void health?.refetch(),

    pendingApprovals: toRemote(
      orNotAsked(pending),
      SERVICE_FALLBACK_MESSAGES.accounts.getPendingApprovals,
    ),
    onApprove: (user) => decide(user, 'approve'),
    onReject: (user, reason) => decide(user, 'reject', reason),
    approvalBusy: decision ? { userId: decision.user.id, action: decision.action } : null,
    approvalNotice,
    onDismissApprovalNotice: () => setApprovalNotice(null),
    onRetryPendingApprovals: () => void pending?.refetch(),

    onAdjustCoins: adjust,
    adjustingCoins: adjustCoins.isPending,
    coinAdjustmentError: coinError,
    coinAdjustmentSuccess: coinSuccess,
    coinAdjustmentFormKey: coinFormKey,
    coinMemberSearch: coinSearch,
    onCoinMemberSearchChange: changeCoinSearch,
    // Until the typed search has been sent, the matches shown would be for older words.
    coinMemberMatches:
      coinSearch.trim() === ''
        ? null
        : coinSearch.trim() !== coinSearchSent
          ? loading
          : toRemote(orNotAsked(coinMatches), ADMIN_OVERVIEW_COPY.matchesFailed),
    coinMember,
    onCoinMemberPick: setCoinMember,
    coinMemberBalance:
      coinMember && memberPages
        ? balanceOf(toRemote(coinMemberDetail, ADMIN_OVERVIEW_COPY.balanceFailed))
        : null,
    memberPages,
    auditLog,

    onExportBookings: () => exportCsv('bookings'),
    onExportUsers: () => exportCsv('users'),
    exportingBookings: exporting.bookings,
    exportingUsers: exporting.users,

    users: usersRemote,
    userFilters: filters,
    onUserFiltersChange: changeFilters,
    onUsersPageChange: (page) => setListParams((current) => ({ ...current, page })),
    // A suspension needs a reason and a confirmation, which the member's page asks for.
    onSuspendUser: (user) => void navigate(`/staff/members/${user.id}`),
    onReactivateUser: reactivate,
    userBusyId: reactivating ? reactivating.id : null,
    onRetryUsers: () => void users?.refetch(),
  };
}
