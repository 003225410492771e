import { SCREEN_MESSAGES, SUCCESS_NOTICES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_USER_FILTERS } from '../../Admin/UserList';
import {
  adminStats,
  demoAdminStats,
  locationStats,
  packageSales,
  pendingUsers,
  systemHealth,
  userPage,
  weekRevenue,
} from '../../fixtures/admin';
import {
  admin,
  member,
  pendingMember,
  rejectedMember,
  staffMember,
  suspendedMember,
} from '../../fixtures/users';
import { wallet } from '../../fixtures/wallet';
import { failure, success } from '../../remote';
import { AccountDashboardScreen } from './AccountDashboard';
import type { AdminOverviewProps } from './AdminOverview';
import { expectSavedDataNote, savedAt } from '../../fixtures/savedData';

const adminArgs: AdminOverviewProps = {
  stats: success(adminStats),
  demoFigures: false,
  onRefresh: fn(),
  period: 'week',
  onPeriodChange: fn(),
  revenue: success(weekRevenue),
  locationFigures: success(locationStats),
  packageSales: success(packageSales),
  health: success(systemHealth),
  pendingApprovals: success(pendingUsers),
  onApprove: fn(),
  onReject: fn(),
  onDismissApprovalNotice: fn(),
  onAdjustCoins: fn(),
  coinMemberSearch: '',
  onCoinMemberSearchChange: fn(),
  coinMemberMatches: null,
  coinMember: null,
  onCoinMemberPick: fn(),
  onExportBookings: fn(),
  onExportUsers: fn(),
  users: success(userPage),
  userFilters: NO_USER_FILTERS,
  onUserFiltersChange: fn(),
  onUsersPageChange: fn(),
  onSuspendUser: fn(),
  onReactivateUser: fn(),
};

const meta = {
  title: 'Screens/AccountDashboard',
  tags: ['!autodocs'],
  component: AccountDashboardScreen,
  parameters: { layout: 'fullscreen', route: '/dashboard' },
  args: { user: member, wallet: success(wallet), onTabChange: fn() },
} satisfies Meta<typeof AccountDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function expectMemberCards(canvas: Canvas, approved: boolean) {
  await expect(canvas.getByRole('region', { name: 'Account Information' })).toBeVisible();
  const actions = canvas.getByRole('navigation', { name: 'Quick Actions' });
  await expect(within(actions).getAllByRole('link')).toHaveLength(approved ? 4 : 1);
  await (approved
    ? expect(canvas.getByRole('region', { name: 'Coin Balance' })).toBeVisible()
    : expect(canvas.queryByRole('region', { name: 'Coin Balance' })).not.toBeInTheDocument());
}

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Adaeze');
    await expectMemberCards(canvas, true);
    await expect(canvas.queryByText('Account Approval Required')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    const balance = canvas.getByRole('region', { name: 'Coin Balance' });
    await expect(within(balance).getByText('245 coins')).toBeVisible();
    await expect(within(balance).getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  },
};

export const Unapproved: Story = {
  args: { user: pendingMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section shows once the banner's code has arrived (a spinner until then).
    await canvas.findByText('Account Approval Required');
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Account Approval Required');
    await expect(banner).toHaveAttribute('data-palette', 'yellow');
    await expectMemberCards(canvas, false);
    const actions = canvas.getByRole('navigation', { name: 'Quick Actions' });
    await expect(within(actions).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

export const Suspended: Story = {
  args: { user: suspendedMember, statusReason: 'Repeated no-shows at Lekki Arena' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Account Suspended');
    await expect(banner).toHaveTextContent('Repeated no-shows at Lekki Arena');
    await expect(banner).toHaveAttribute('data-palette', 'red');
    await expectMemberCards(canvas, false);
  },
};

export const Rejected: Story = {
  args: { user: rejectedMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Application Not Approved');
    await expect(banner).toHaveAttribute('data-palette', 'red');
    await expectMemberCards(canvas, false);
  },
};

export const StaffTabs: Story = {
  args: { user: staffMember, admin: adminArgs },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The tabs' code loads for staff only, after the page.
    const mine = await canvas.findByRole('tab', { name: 'My Dashboard' }, { timeout: 5000 });
    await expect(mine).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Staff', { selector: 'h1 + *' })).toHaveAttribute(
      'data-palette',
      'blue',
    );
    await expectMemberCards(canvas, true);
    await userEvent.click(canvas.getByRole('tab', { name: 'Admin Overview' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('admin');
    await expect(await canvas.findByRole('heading', { name: 'Pending Approvals' })).toBeVisible();
  },
};

export const AdminOverview: Story = {
  args: { user: admin, admin: adminArgs, defaultTab: 'admin' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Admin Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Admin', { selector: 'h1 + *' })).toHaveAttribute(
      'data-palette',
      'violet',
    );
    const users = canvas.getByRole('region', { name: 'Users' });
    await expect(within(users).getByText('Total users').nextElementSibling).toHaveTextContent(
      '1,248',
    );
    const coins = canvas.getByRole('region', { name: 'Coins' });
    await expect(within(coins).getByText('Usage rate').nextElementSibling).toHaveTextContent(
      '76.4%',
    );
    await expect(canvas.queryByText(/demo figures/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup', { name: 'Period' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export bookings (CSV)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export users (CSV)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sessions & closures' })).toHaveAttribute(
      'href',
      '/staff/sessions',
    );
    await expect(canvas.getByRole('region', { name: 'Adjust Coins' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Users table' })).toBeVisible();
    // The revenue series, drawn and as a table.
    await expect(canvas.getByRole('img', { name: 'Package revenue by day' })).toBeVisible();
    await expect(
      canvas.getByRole('table', {
        name: 'Package revenue, purchases and coins sold in the period',
      }),
    ).toBeVisible();
    // Venue utilisation, package sales and system health, each saying what span it counts.
    await expect(canvas.getByRole('region', { name: 'Venue utilisation' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Package sales' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'System health' })).toBeVisible();

    const adminProps = args.admin!;
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Tunde Bakare' }));
    await expect(adminProps.onApprove).toHaveBeenCalledWith(pendingUsers[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Adaeze Okafor' }));
    await expect(adminProps.onSuspendUser).toHaveBeenCalledWith(userPage.results[2]);
    // The admin's own row offers no suspension.
    await expect(canvas.queryByRole('button', { name: /Funmilayo Adeyemi/ })).toBeNull();
    await userEvent.click(canvas.getByText('Month'));
    await expect(adminProps.onPeriodChange).toHaveBeenCalledWith('month');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(adminProps.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const AdminOverviewPhone: Story = {
  args: { user: admin, admin: adminArgs, defaultTab: 'admin' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a phone the members are a list of cards, not a table that scrolls sideways.
    await expect(canvas.getByRole('list', { name: 'Users' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Users table' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

/** decisions §13: the statistics call failed, so demo figures show, and say so. */
export const AdminOverviewDemoFigures: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: {
      ...adminArgs,
      stats: success(demoAdminStats),
      demoFigures: true,
      locationFigures: failure('Failed to load location figures'),
      packageSales: failure('Failed to load package sales'),
      health: failure('Failed to load system health'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only the platform statistics have demo figures, under the notice; the other panels say
    // their call failed and show no figures at all.
    const failed: [string, string][] = [
      ['Venue utilisation', 'Failed to load location figures'],
      ['Package sales', 'Failed to load package sales'],
      ['System health', 'Failed to load system health'],
    ];
    for (const [region, message] of failed) {
      const panel = canvas.getByRole('region', { name: region });
      await expect(within(panel).getByRole('alert')).toHaveTextContent(message);
      await expect(within(panel).queryByRole('table')).toBeNull();
    }
    const notice = canvas
      .getByText('Platform statistics could not be loaded')
      .closest('[role="status"]');
    await expect(notice).toHaveTextContent(
      'Showing demo figures: these numbers are examples, not live data.',
    );
    const users = canvas.getByRole('region', { name: 'Users' });
    await expect(within(users).getByText('Total users').nextElementSibling).toHaveTextContent(
      '500',
    );
  },
};

export const AdminStatsError: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: { ...adminArgs, stats: failure('Failed to load dashboard statistics') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load dashboard statistics',
    );
    await expect(canvas.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Pending Approvals' })).toBeVisible();
  },
};

export const AdminRefreshing: Story = {
  args: { user: admin, defaultTab: 'admin', admin: { ...adminArgs, refreshing: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Refreshing…/ })).toBeDisabled();
  },
};

export const UserApproved: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: {
      ...adminArgs,
      pendingApprovals: success(pendingUsers.slice(1)),
      approvalNotice: { kind: 'success', message: SUCCESS_NOTICES.userApproved },
    },
  },
  play: async ({ canvasElement }) => {
    const approvals = within(canvasElement).getByRole('region', { name: 'Pending Approvals' });
    await expect(within(approvals).getByRole('status')).toHaveTextContent(
      'User approved successfully',
    );
  },
};

export const UserRejected: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: {
      ...adminArgs,
      pendingApprovals: success(pendingUsers.slice(1)),
      approvalNotice: { kind: 'success', message: SUCCESS_NOTICES.userRejected },
    },
  },
  play: async ({ canvasElement }) => {
    const approvals = within(canvasElement).getByRole('region', { name: 'Pending Approvals' });
    await expect(within(approvals).getByRole('status')).toHaveTextContent(
      'User application rejected',
    );
  },
};

export const ApproveFailed: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: {
      ...adminArgs,
      approvalNotice: { kind: 'error', message: SCREEN_MESSAGES.admin.approveFailed },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to approve user',
    );
  },
};

export const RejectFailed: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: {
      ...adminArgs,
      approvalNotice: { kind: 'error', message: SCREEN_MESSAGES.admin.rejectFailed },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to reject user',
    );
  },
};

export const NoPendingApprovals: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: { ...adminArgs, pendingApprovals: success([]) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No pending approvals')).toBeVisible();
  },
};

export const CoinAdjustmentErrors: Story = {
  args: { user: admin, admin: adminArgs, defaultTab: 'admin' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('region', { name: 'Adjust Coins' });
    await userEvent.click(within(form).getByRole('button', { name: 'Review adjustment' }));
    await expect(within(form).getByText('User ID is required')).toBeVisible();
    await expect(within(form).getByText('Amount must be greater than 0')).toBeVisible();
    await expect(within(form).getByText('Reason is required')).toBeVisible();
    await expect(args.admin!.onAdjustCoins).not.toHaveBeenCalled();
  },
};

export const CoinAdjustmentFailed: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: { ...adminArgs, coinAdjustmentError: SCREEN_MESSAGES.admin.adjustCoinsFailed },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('region', { name: 'Adjust Coins' });
    await expect(within(form).getByRole('alert')).toHaveTextContent('Failed to adjust coins');
  },
};

/**
 * A server with SPEC §7's operations alone: no member pages (names are not links, and a picked
 * member's balance cannot be read, so the review shows the change alone) and no audit log.
 */
export const AdminOverviewSpecServer: Story = {
  args: {
    user: admin,
    defaultTab: 'admin',
    admin: { ...adminArgs, memberPages: false, auditLog: false, coinMember: userPage.results[2]! },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const adjust = canvas.getByRole('region', { name: 'Adjust Coins' });
    await expect(within(adjust).getByText('Adaeze Okafor')).toBeVisible();
    await expect(within(adjust).queryByText(/Balance/)).toBeNull();
    const list =
      canvas.queryByRole('region', { name: 'Users table' }) ??
      canvas.getByRole('list', { name: 'Users' });
    // Named (in the row and beside its avatar), yet no link.
    await expect(within(list).getAllByText('Adaeze Okafor')[0]).toBeVisible();
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('link', { name: /audit log/ })).toBeNull();
  },
};

export const AdminOverviewSpecServerPhone: Story = {
  ...AdminOverviewSpecServer,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A server that keeps no wallet history: the coin balance offers buying coins only. */
export const ApprovedSpecServer: Story = {
  args: { coinHistory: false },
  play: async ({ canvasElement }) => {
    const balance = within(canvasElement).getByRole('region', { name: 'Coin Balance' });
    await expect(within(balance).getByRole('link', { name: 'Buy coins' })).toBeVisible();
    await expect(within(balance).queryByRole('link', { name: 'Coin history' })).toBeNull();
  },
};

export const ApprovedSpecServerPhone: Story = {
  ...ApprovedSpecServer,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * What this browser kept, shown while the server has not answered (or cannot): said under the
 * heading, with the time it was loaded, above the data itself.
 */
export const SavedData: Story = {
  args: { savedAt },
  play: async ({ canvasElement }) => {
    await expectSavedDataNote(canvasElement, /^Welcome, /);
    const balance = within(canvasElement).getByRole('region', { name: 'Coin Balance' });
    await expect(within(balance).getByText('245 coins')).toBeVisible();
  },
};

export const SavedDataPhone: Story = {
  ...SavedData,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
