/**
 * Staff running the club: a member's page (`/staff/members/:id`) and the coin adjustments made
 * from it and from the Admin Overview, no-shows, and the admin's audit log (`/staff/audit`). A
 * member's status changes are the account decisions of accounts.ts.
 */
import { atom, type Getter } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from './sessionCache';
import { AUDIT_PAGE_SIZE, type IsoDate, type components } from '@domain';
import type { CoinAdjustmentRequest } from './admin';
import { sessionAtom } from '../state/session';
import { offers } from './capabilities';
import { getApi } from './context';
import { atomFamilyOf } from './family';
import { accountKeys, adminKeys, bookingKeys, subscriptionKeys } from './queryKeys';

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

export const memberCoinsMutationAtom = atomWithMutation((get) => ({
  mutationFn: (adjustment: CoinAdjustmentRequest) =>
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
