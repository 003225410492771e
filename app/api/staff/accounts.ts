/**
 * Account administration (SPEC §7 Authentication and accounts): the pending approvals, the user
 * list, and the staff decisions on accounts, one mutation per call, which the Admin Overview and a
 * member's page both send. decisions §8: they use the `/auth/approval/…` and `/auth/users/…`
 * family; the list of all users is `/accounts/users/`.
 */
import { atomWithMutation, atomWithQuery, queryClientAtom } from '../sessionCache';
import type { Getter } from 'jotai';
import type { AdminStats, MemberDetail, User, components } from '@domain';
import { sessionAtom } from '../../state/session';
import { countDecision } from './figures';
import { expectList, expectPage, type ApiResult } from '../answer';
import { getApi } from '../context';
import { atomFamilyOf } from '../family';
import type { UserListParams } from './params';
import { accountKeys, adminKeys } from '../queryKeys';

export type ApprovalAction = components['schemas']['ApprovalAction'];

export const USER_LIST_PAGE_SIZE = 10;

export const FIRST_USER_PAGE: UserListParams = { search: '', status: '', role: '', page: 1 };

export const pendingApprovalsQueryAtom = atomWithQuery((get) => ({
  queryKey: accountKeys.pending,
  queryFn: async () => expectList((await getApi(get).call('get', '/auth/approval/pending/')).data),
  enabled: get(sessionAtom).isStaff,
}));

/**
 * A page of `/accounts/users/` of `pageSize` rows, searched and filtered as `params` say: the one
 * definition of the call and its key, which the user list (`usersQueryAtom`) and the coin
 * adjustment's member search (`coinPickerMatchesQueryAtom`) both ask.
 */
export function usersPageQuery(get: Getter, params: UserListParams, pageSize: number) {
  return {
    queryKey: accountKeys.users(params, pageSize),
    queryFn: async () =>
      expectPage(
        (
          await getApi(get).call('get', '/accounts/users/', {
            query: {
              page: params.page,
              page_size: pageSize,
              ...(params.search ? { search: params.search } : {}),
              ...(params.status ? { account_status: params.status } : {}),
              ...(params.role ? { user_type: params.role } : {}),
            },
          })
        ).data,
      ),
  };
}

/** Tells two pages of the user list apart: its search, filters and page, in a fixed order. */
const usersKey = ({ search, status, role, page }: UserListParams) =>
  JSON.stringify([search, status, role, page]);

/** The page of the user list that `params` names (its search, filters and page). */
export const usersQueryAtom = atomFamilyOf(
  (params: UserListParams) =>
    atomWithQuery((get) => ({
      ...usersPageQuery(get, params, USER_LIST_PAGE_SIZE),
      enabled: get(sessionAtom).isStaff,
    })),
  usersKey,
);

/** The member's page shows the new status (and its next action) with the answer, before refetching. */
function showStatus(get: Getter, user: User) {
  get(queryClientAtom).setQueryData<MemberDetail>(accountKeys.member(user.id), (detail) =>
    detail ? { ...detail, user } : detail,
  );
}

/**
 * What a change of an account's status refreshes: the account lists and member pages, the user
 * figures, and the audit log that records it.
 */
function refreshAfterStatusChange(get: Getter): Promise<unknown> {
  const queryClient = get(queryClientAtom);
  return Promise.all(
    [accountKeys.all, adminKeys.stats, adminKeys.auditAll].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * Approve a pending registration, or reject it with the reason staff typed (the applicant reads
 * it; `needsReason`): nothing is made up for them. The Admin Overview's approvals and a member's
 * page both send it.
 */
export const approvalMutationAtom = atomWithMutation((get) => ({
  mutationFn: ({
    user,
    action,
    reason,
  }: {
    user: User;
    action: ApprovalAction;
    reason?: string | undefined;
  }): Promise<ApiResult<User>> => {
    const api = getApi(get);
    const path = { id: user.id };
    return action === 'approve'
      ? api.call('post', '/auth/approval/{id}/approve/', { path, body: { action } })
      : api.call('post', '/auth/approval/{id}/reject/', { path, body: { action, reason } });
  },
  onSuccess: (result, { user, action }) => {
    const queryClient = get(queryClientAtom);
    // The decision shows at once; the refetches then bring the server's own figures.
    queryClient.setQueryData<User[]>(accountKeys.pending, (pending) =>
      pending?.filter((candidate) => candidate.id !== user.id),
    );
    queryClient.setQueryData<AdminStats>(adminKeys.stats, (stats) =>
      stats ? countDecision(stats, action) : stats,
    );
    showStatus(get, result.data);
    return refreshAfterStatusChange(get);
  },
}));

/** Reactivate a suspended or rejected account (the Admin Overview's user list, a member's page). */
export const reactivateMutationAtom = atomWithMutation((get) => ({
  mutationFn: (user: User): Promise<ApiResult<User>> =>
    getApi(get).call('post', '/auth/users/{id}/reactivate/', { path: { id: user.id } }),
  onSuccess: (result) => {
    showStatus(get, result.data);
    return refreshAfterStatusChange(get);
  },
}));

/** Suspend an active account with the reason staff typed, which the member reads (a member's page). */
export const suspendMutationAtom = atomWithMutation((get) => ({
  mutationFn: ({ user, reason }: { user: User; reason: string }): Promise<ApiResult<User>> =>
    getApi(get).call('post', '/auth/users/{id}/suspend/', {
      path: { id: user.id },
      body: { reason },
    }),
  onSuccess: (result) => {
    showStatus(get, result.data);
    return refreshAfterStatusChange(get);
  },
}));
