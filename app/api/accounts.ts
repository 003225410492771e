/**
 * Account administration (SPEC §7 Authentication and accounts): the pending approvals, the user
 * list, and the staff decisions on accounts. decisions §8: the Admin Overview uses the
 * `/auth/approval/…` and `/auth/users/…` family; the list of all users is `/accounts/users/`.
 */
import { atomWithMutation, atomWithQuery, queryClientAtom } from './sessionCache';
import type { AccountStatus, AdminStats, User, UserType, components } from '@domain';
import { adminOverviewOpenAtom } from '../state/adminOverview';
import { sessionAtom } from '../state/session';
import { countDecision } from './admin';
import { expectList, expectPage } from './answer';
import { getApi } from './context';
import { atomFamilyOf } from './family';
import { accountKeys, adminKeys } from './queryKeys';

/** The user list's applied search, filters and page ('' = no filter). */
export interface UserListParams {
  search: string;
  status: AccountStatus | '';
  role: UserType | '';
  page: number;
}

export type ApprovalAction = components['schemas']['ApprovalAction'];

export const USER_LIST_PAGE_SIZE = 10;

export const FIRST_USER_PAGE: UserListParams = { search: '', status: '', role: '', page: 1 };

export const pendingApprovalsQueryAtom = atomWithQuery((get) => ({
  queryKey: accountKeys.pending,
  queryFn: async () => expectList((await getApi(get).call('get', '/auth/approval/pending/')).data),
  enabled: get(sessionAtom).isStaff && get(adminOverviewOpenAtom),
}));

/** Tells two pages of the user list apart: its search, filters and page, in a fixed order. */
const usersKey = ({ search, status, role, page }: UserListParams) =>
  JSON.stringify([search, status, role, page]);

/** The page of the user list that `params` names (its search, filters and page). */
export const usersQueryAtom = atomFamilyOf(
  (params: UserListParams) =>
    atomWithQuery((get) => ({
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
      enabled: get(sessionAtom).isStaff && get(adminOverviewOpenAtom),
    })),
  usersKey,
);

/**
 * Approve a pending registration, or reject it with the reason staff typed (the applicant reads
 * it; `needsReason`): nothing is made up for them.
 */
export const approvalMutationAtom = atomWithMutation((get) => ({
  mutationFn: ({
    user,
    action,
    reason,
  }: {
    user: User;
    action: ApprovalAction;
    reason?: string;
  }) => {
    const api = getApi(get);
    const path = { id: user.id };
    return action === 'approve'
      ? api.call('post', '/auth/approval/{id}/approve/', { path, body: { action } })
      : api.call('post', '/auth/approval/{id}/reject/', { path, body: { action, reason } });
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

/**
 * Reactivate a suspended or rejected account from the user list. Suspending asks for a reason, on
 * the member's page (`memberStatusMutationAtom`).
 */
export const reactivateMutationAtom = atomWithMutation((get) => ({
  mutationFn: (user: User) =>
    getApi(get).call('post', '/auth/users/{id}/reactivate/', { path: { id: user.id } }),
  onSuccess: async () => {
    const queryClient = get(queryClientAtom);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
  },
}));
