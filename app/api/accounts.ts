/**
 * Account administration (SPEC §7 Authentication and accounts): the pending approvals, the user
 * list, and the staff decisions on accounts. decisions §8: the Admin Overview uses the
 * `/auth/approval/…` and `/auth/users/…` family; the list of all users is `/accounts/users/`.
 */
import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery, keepPreviousData, queryClientAtom } from './sessionCache';
import type { AdminStats, User, components } from '@domain';
import { sessionAtom } from '../state/session';
import { adminKeys, adminOverviewOpenAtom, countDecision } from './admin';
import { expectList, expectPage } from './client';
import { getApi } from './context';
import { accountKeys, type UserListParams } from './queryKeys';

export type { UserListParams };

export type ApprovalAction = components['schemas']['ApprovalAction'];
export type UserStatusAction = 'suspend' | 'reactivate';

/** What staff decisions record as their reason when the screen asks for none. */
export const STAFF_REASONS = {
  approve: 'Approved by staff',
  reject: 'Rejected by staff',
  suspend: 'Suspended by staff',
} as const;

export const USER_LIST_PAGE_SIZE = 10;

export const FIRST_USER_PAGE: UserListParams = { search: '', status: '', role: '', page: 1 };

export { accountKeys };

export const userListParamsAtom = atom<UserListParams>(FIRST_USER_PAGE);

export const pendingApprovalsQueryAtom = atomWithQuery((get) => ({
  queryKey: accountKeys.pending,
  queryFn: async () => expectList((await getApi(get).call('get', '/auth/approval/pending/')).data),
  enabled: get(sessionAtom).isStaff && get(adminOverviewOpenAtom),
}));

export const usersQueryAtom = atomWithQuery((get) => {
  const params = get(userListParamsAtom);
  return {
    queryKey: accountKeys.users(params),
    queryFn: async () =>
      expectPage(
        (
          await getApi(get).call('get', '/accounts/users/', {
            query: {
              page: params.page,
              page_size: USER_LIST_PAGE_SIZE,
              ...(params.search ? { search: params.search } : {}),
              ...(params.status ? { account_status: params.status } : {}),
              ...(params.role ? { user_type: params.role } : {}),
            },
          })
        ).data,
      ),
    // A new page or filter keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    enabled: get(sessionAtom).isStaff && get(adminOverviewOpenAtom),
  };
});

/** Approve or reject a pending registration. */
export const approvalMutationAtom = atomWithMutation((get) => ({
  mutationFn: ({ user, action }: { user: User; action: ApprovalAction }) => {
    const api = getApi(get);
    const request = { path: { id: user.id }, body: { action, reason: STAFF_REASONS[action] } };
    return action === 'approve'
      ? api.call('post', '/auth/approval/{id}/approve/', request)
      : api.call('post', '/auth/approval/{id}/reject/', request);
  },
  onSuccess: async (_result, { user, action }) => {
    const queryClient = get(queryClientAtom);
    // The decision shows at once; the refetches below then bring the server's own figures.
    queryClient.setQueryData<User[]>(accountKeys.pending, (pending) =>
      pending?.filter((candidate) => candidate.id !== user.id),
    );
    queryClient.setQueryData<AdminStats>(adminKeys.stats, (stats) =>
      stats ? countDecision(stats, action) : stats,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
  },
}));

/** Suspend an active account or reactivate a suspended one. */
export const userStatusMutationAtom = atomWithMutation((get) => ({
  mutationFn: ({ user, action }: { user: User; action: UserStatusAction }) => {
    const api = getApi(get);
    return action === 'suspend'
      ? api.call('post', '/auth/users/{id}/suspend/', {
          path: { id: user.id },
          body: { reason: STAFF_REASONS.suspend },
        })
      : api.call('post', '/auth/users/{id}/reactivate/', { path: { id: user.id } });
  },
  onSuccess: async () => {
    const queryClient = get(queryClientAtom);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
  },
}));
