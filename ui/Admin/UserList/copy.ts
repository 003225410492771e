/** The user list's words. */
import { TRY_AGAIN } from '../../copy';

export const USER_LIST_COPY = {
  title: 'Manage Users',
  search: 'Search users',
  searchPlaceholder: 'Name, email or phone',
  status: 'Status',
  role: 'Role',
  allStatuses: 'All statuses',
  allRoles: 'All roles',
  table: 'Users table',
  list: 'Users',
  id: 'ID',
  name: 'Name',
  email: 'Email',
  actions: 'Actions',
  suspend: 'Suspend',
  reactivate: 'Reactivate',
  suspending: 'Suspending…',
  reactivating: 'Reactivating…',
  noAction: 'No action',
  self: 'You',
  empty: 'No users found',
  emptyDescription: 'Try another search or clear the filters.',
  loading: 'Loading users…',
  retry: TRY_AGAIN,
  pagination: 'Users pages',
  showing: (from: string, to: string, total: string) => `Showing ${from}–${to} of ${total} users`,
};

export type UserListCopy = typeof USER_LIST_COPY;
