import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { NO_USER_FILTERS } from '../../Admin/UserList';
import {
  adminStats,
  locationStats,
  packageSales,
  pendingUsers,
  systemHealth,
  userPage,
  weekRevenue,
} from '../../fixtures/admin';
import { admin, member, pendingMember, staffMember } from '../../fixtures/users';
import { wallet } from '../../fixtures/wallet';
import { success } from '../../remote';
import { AccountDashboardScreen } from './AccountDashboard';
import type { AdminOverviewProps } from './AdminOverview';

const adminProps: AdminOverviewProps = {
  stats: success(adminStats),
  onRefresh: vi.fn(),
  period: 'week',
  onPeriodChange: vi.fn(),
  revenue: success(weekRevenue),
  locationFigures: success(locationStats),
  packageSales: success(packageSales),
  health: success(systemHealth),
  pendingApprovals: success(pendingUsers),
  onApprove: vi.fn(),
  onReject: vi.fn(),
  onAdjustCoins: vi.fn(),
  coinMemberSearch: '',
  onCoinMemberSearchChange: vi.fn(),
  coinMemberMatches: null,
  coinMember: null,
  onCoinMemberPick: vi.fn(),
  onExportBookings: vi.fn(),
  onExportUsers: vi.fn(),
  users: success(userPage),
  userFilters: NO_USER_FILTERS,
  onUserFiltersChange: vi.fn(),
  onUsersPageChange: vi.fn(),
  onSuspendUser: vi.fn(),
  onReactivateUser: vi.fn(),
};

describe('AccountDashboardScreen', () => {
  it('gives staff and admins the two tabs', async () => {
    for (const user of [staffMember, admin]) {
      const { unmount } = renderWithTheme(
        <AccountDashboardScreen user={user} wallet={success(wallet)} admin={adminProps} />,
      );
      // The tabs' code loads for staff only, after the page.
      expect(
        await screen.findByRole('tab', { name: 'My Dashboard' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Admin Overview' })).toBeInTheDocument();
      unmount();
    }
  });

  it('never shows the Admin Overview to a member, even if handed admin data', () => {
    renderWithTheme(
      <AccountDashboardScreen user={member} wallet={success(wallet)} admin={adminProps} />,
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Pending Approvals')).not.toBeInTheDocument();
  });

  it('shows the coin balance to approved members only', async () => {
    const { unmount } = renderWithTheme(
      <AccountDashboardScreen user={member} wallet={success(wallet)} />,
    );
    expect(screen.getByText('Coin Balance')).toBeInTheDocument();
    expect(screen.queryByText('Account Approval Required')).not.toBeInTheDocument();
    unmount();
    renderWithTheme(<AccountDashboardScreen user={pendingMember} wallet={success(wallet)} />);
    // The banner's code arrives first; the section is shown with it, never before it.
    expect(await screen.findByText('Account Approval Required')).toBeInTheDocument();
    expect(screen.getByText('Account Information')).toBeInTheDocument();
    expect(screen.queryByText('Coin Balance')).not.toBeInTheDocument();
  });
});
