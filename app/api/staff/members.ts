/**
 * Staff running the club: a member's page (`/staff/members/:id`) and the coin adjustments made
 * from it and from the Admin Overview, and the admin's audit log (`/staff/audit`). A member's
 * status changes are the account decisions of accounts.ts; a no-show is ../bookings/noShow.ts.
 */
import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from '../sessionCache';
import { AUDIT_PAGE_SIZE } from '@domain';
import type { CoinAdjustmentRequest } from './figures';
import type { AuditParams } from './params';
import { sessionAtom } from '../../state/session';
import { offers } from '../capabilities';
import { getApi } from '../context';
import { atomFamilyOf } from '../family';
import { accountKeys, adminKeys, subscriptionKeys } from '../queryKeys';

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

export interface CoinAdjustmentVariables {
  adjustment: CoinAdjustmentRequest;
  /** One per adjustment the staff member asks for (useAttemptKey): a resend never adds twice. */
  idempotencyKey: string;
}

/**
 * A staff credit, debit, bonus or refund of a member's coins (the Admin Overview, a member's
 * page). It refreshes the member's page and the lists, the figures, and the wallet.
 */
export const memberCoinsMutationAtom = atomWithMutation((get) => ({
  mutationFn: ({ adjustment, idempotencyKey }: CoinAdjustmentVariables) =>
    getApi(get).call('post', '/subscriptions/admin/add-coins/', {
      body: adjustment,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  onSuccess: () => {
    const queryClient = get(queryClientAtom);
    return Promise.all(
      [accountKeys.all, adminKeys.all, subscriptionKeys.wallet].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  },
}));

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
