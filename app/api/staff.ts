/**
 * Staff running the club: a member's page (`/staff/members/:id`), the status changes
 * and coin adjustments made from it, no-shows, and the admin's audit log (`/staff/audit`).
 */
import { atom, type Getter } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from './sessionCache';
import {
  AUDIT_PAGE_SIZE,
  type IsoDate,
  type MemberDetail,
  type User,
  type components,
} from '@domain';
import type { ApiResult } from './answer';
import { sessionAtom } from '../state/session';
import { offers } from './capabilities';
import { getApi } from './context';
import { atomFamilyOf } from './family';
import { accountKeys, adminKeys, bookingKeys, subscriptionKeys } from './queryKeys';

export type MemberStatusChange = 'suspend' | 'reactivate' | 'approve' | 'reject';
export type StaffCoinAdjustment = components['schemas']['AddCoinsRequest'];

function createMemberQuery(id: number | null) {
  return atomWithQuery((get) => ({
    queryKey: accountKeys.member(id ?? 0),
    queryFn: async () =>
      (await getApi(get).call('get', '/accounts/users/{id}/', { path: { id: id ?? 0 } })).data,
    enabled: get(sessionAtom).isStaff && id !== null && offers(get, 'member_pages'),
  }));
}

/**
 * The member page's query for member `id` (null: an address that names no member, never asked):
 * the page reads the one its address names.
 */
export const memberQueryAtom = atomFamilyOf(createMemberQuery);

/** Whatever staff change of a member refreshes: the member's page, the lists, the figures. */
async function refreshAfterStaffChange(get: Getter) {
  const queryClient = get(queryClientAtom);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  ]);
}

/** Suspend or reject with the reason staff typed; approve or reactivate. */
export const memberStatusMutationAtom = atomWithMutation((get) => ({
  mutationFn: ({
    id,
    change,
    reason,
  }: {
    id: number;
    change: MemberStatusChange;
    reason?: string | undefined;
  }): Promise<ApiResult<User>> => {
    const api = getApi(get);
    const path = { id };
    switch (change) {
      case 'suspend':
        return api.call('post', '/auth/users/{id}/suspend/', {
          path,
          body: { reason: reason ?? '' },
        });
      case 'reactivate':
        return api.call('post', '/auth/users/{id}/reactivate/', { path });
      case 'approve':
        return api.call('post', '/auth/approval/{id}/approve/', {
          path,
          body: { action: 'approve' },
        });
      case 'reject':
        return api.call('post', '/auth/approval/{id}/reject/', {
          path,
          body: { action: 'reject', ...(reason ? { reason } : {}) },
        });
    }
  },
  // The page shows the new status (and its next action) with the answer, before the refetches.
  onSuccess: (result, { id }) => {
    get(queryClientAtom).setQueryData<MemberDetail>(accountKeys.member(id), (detail) =>
      detail ? { ...detail, user: result.data } : detail,
    );
    return refreshAfterStaffChange(get);
  },
}));

export const memberCoinsMutationAtom = atomWithMutation((get) => ({
  mutationFn: (adjustment: StaffCoinAdjustment) =>
    getApi(get).call('post', '/subscriptions/admin/add-coins/', { body: adjustment }),
  onSuccess: async () => {
    await Promise.all([
      refreshAfterStaffChange(get),
      get(queryClientAtom).invalidateQueries({ queryKey: subscriptionKeys.wallet }),
    ]);
  },
}));

export const noShowMutationAtom = atomWithMutation((get) => ({
  mutationFn: (bookingId: number) =>
    getApi(get).call('post', '/bookings/bookings/{id}/no-show/', {
      path: { id: bookingId },
      body: {},
    }),
  onSuccess: async () => {
    await Promise.all([
      refreshAfterStaffChange(get),
      get(queryClientAtom).invalidateQueries({ queryKey: bookingKeys.all }),
    ]);
  },
}));

/** The audit log's applied filters and page ('' = no filter). */
export interface AuditParams {
  action: components['schemas']['AuditAction'] | '';
  from: IsoDate | '';
  to: IsoDate | '';
  page: number;
}

export const FIRST_AUDIT_PAGE: AuditParams = { action: '', from: '', to: '', page: 1 };

/** The filters as the contract's query parameters, shared by the list and the export. */
export function auditQuery(params: AuditParams) {
  return {
    ...(params.action ? { action: params.action } : {}),
    ...(params.from ? { date_from: params.from } : {}),
    ...(params.to ? { date_to: params.to } : {}),
  };
}

/** Tells two pages of the audit log apart: its filters and page, in a fixed order. */
const auditKey = ({ action, from, to, page }: AuditParams) =>
  JSON.stringify([action, from, to, page]);

/** The audit log's page that the screen's filters and page (`params`, kept by the route) name. */
export const auditQueryAtom = atomFamilyOf(
  (params: AuditParams) =>
    atomWithQuery((get) => ({
      queryKey: adminKeys.audit(params),
      queryFn: async () =>
        (
          await getApi(get).call('get', '/admin/audit/', {
            query: { ...auditQuery(params), page: params.page, page_size: AUDIT_PAGE_SIZE },
          })
        ).data,
      enabled: get(sessionAtom).isAdmin && offers(get, 'audit_log'),
    })),
  auditKey,
);

/** The CSV of the entries the filters select (never cached: the admin asks for it). */
export const downloadAuditAtom = atom(null, (get, _set, params: AuditParams) =>
  getApi(get).download('/admin/export/audit/', auditQuery(params)),
);
