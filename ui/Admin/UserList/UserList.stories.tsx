import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyUserPage, middleUserPage, userPage } from '../../fixtures/admin';
import { failure, loading, success } from '../../remote';
import { NO_USER_FILTERS, UserList, type UserFilters, type UserListProps } from './UserList';

const meta = {
  title: 'Components/Admin/UserList',
  component: UserList,
  args: {
    users: success(userPage),
    filters: NO_USER_FILTERS,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onSuspend: fn(),
    onReactivate: fn(),
    onRetry: fn(),
  },
  // The filters are controlled, as in the app, so typing shows in the box.
  render: function Controlled(args: UserListProps) {
    const [filters, setFilters] = useState<UserFilters>(args.filters);
    return (
      <UserList
        {...args}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          args.onFiltersChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    // A header row and seven users.
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    const adaeze = within(table).getByRole('row', { name: /Adaeze Okafor/ });
    await expect(within(adaeze).getByText('Active')).toHaveAttribute('data-palette', 'green');
    await expect(within(adaeze).getByText('User')).toHaveAttribute('data-palette', 'gray');
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Adaeze Okafor' }));
    await expect(args.onSuspend).toHaveBeenCalledWith(userPage.results[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate Ifeanyi Eze' }));
    await expect(args.onReactivate).toHaveBeenCalledWith(userPage.results[4]);
    // Pending and rejected accounts are neither suspended nor reactivated from here.
    await expect(canvas.queryByRole('button', { name: /Tunde Bakare/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Hauwa Sani/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Showing 1–7 of 1,248 users')).toBeVisible();
  },
};

export const SearchAndFilters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'eze');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      search: 'eze',
      status: '',
      role: '',
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'SUSPENDED');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'STAFF');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      search: 'eze',
      status: 'SUSPENDED',
      role: 'STAFF',
    });
  },
};

export const Pagination: Story = {
  args: { users: success(middleUserPage) },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Users pages' });
    const scope = within(nav);
    await expect(scope.getByRole('button', { name: 'Page 90' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const page of [1, 89, 91, 179]) {
      await expect(scope.getByRole('button', { name: `Page ${page}` })).toBeVisible();
    }
    await expect(scope.queryByRole('button', { name: 'Page 50' })).not.toBeInTheDocument();
    await userEvent.click(scope.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(89);
    await userEvent.click(scope.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(91);
    await userEvent.click(scope.getByRole('button', { name: 'Page 179' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(179);
  },
};

/** Staff cannot suspend their own account from the list. */
export const OwnAccount: Story = {
  args: { currentUserId: userPage.results[0]!.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = canvas.getByRole('row', { name: /Funmilayo Adeyemi/ });
    await expect(within(own).getByText('You')).toBeVisible();
    await expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Suspend Chinedu Nwosu' })).toBeEnabled();
  },
};

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Users pages' });
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const RowBusy: Story = {
  args: { busyUserId: userPage.results[2]!.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Suspending… Adaeze Okafor' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reactivate Ifeanyi Eze' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { users: success(emptyUserPage), filters: { search: 'nobody', status: '', role: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No users found')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { users: loading },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Manage Users' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { users: failure('Failed to load users') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load users');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone each member is a card with its action in reach; the page does not widen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(userPage.results.length);
    await expect(canvas.queryByRole('region', { name: 'Users table' })).not.toBeInTheDocument();
    const suspend = canvas.getByRole('button', { name: 'Suspend Adaeze Okafor' });
    await expect(suspend).toBeVisible();
    await userEvent.click(suspend);
    await expect(args.onSuspend).toHaveBeenCalledWith(userPage.results[2]);
    await expect(canvas.getByRole('link', { name: 'Adaeze Okafor' })).toHaveAttribute(
      'href',
      `/staff/members/${userPage.results[2]?.id}`,
    );
  },
};

/** Staff are not offered the suspension of an admin or a colleague (the server would refuse it). */
export const StaffActor: Story = {
  args: {
    actor: { id: 999, user_type: 'STAFF', is_staff_user: true, account_status: 'ACTIVE' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('region', { name: 'Users table' });
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const role = row.textContent ?? '';
      if (/Admin|Staff/.test(role)) {
        await expect(within(row).queryByRole('button', { name: /Suspend/ })).toBeNull();
      }
    }
    await expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('ID');
  },
};
