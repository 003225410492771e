/**
 * The staff figures of the Admin Overview (SPEC §7 Administration), the coin adjustment and the
 * CSV exports: queries, mutations, and the keys they share.
 */
import { atom, type Getter } from 'jotai';
import { atomWithQuery } from '../sessionCache';
import type { AdminStats, RevenuePeriod, components } from '@domain';
import { sessionAtom } from '../../state/session';
import { getApi } from '../context';
import { atomFamilyOf } from '../family';
import { adminKeys } from '../queryKeys';

const adminEnabled = (get: Getter): boolean => get(sessionAtom).isStaff;

export const adminStatsQueryAtom = atomWithQuery((get) => ({
  queryKey: adminKeys.stats,
  queryFn: async () => (await getApi(get).call('get', '/admin/dashboard/stats/')).data,
  enabled: adminEnabled(get),
}));

/** The revenue figures of one date range (SPEC §2: today … year), the one the overview shows. */
export const revenueQueryAtom = atomFamilyOf((period: RevenuePeriod) =>
  atomWithQuery((get) => ({
    queryKey: adminKeys.revenue(period),
    queryFn: async () =>
      (await getApi(get).call('get', '/admin/revenue/stats/', { query: { period } })).data,
    enabled: adminEnabled(get),
  })),
);

// The contract lets every staff member (staff and admin) read these three, like the figures above.
export const locationStatsQueryAtom = atomWithQuery((get) => ({
  queryKey: adminKeys.locations,
  queryFn: async () => (await getApi(get).call('get', '/admin/locations/stats/')).data,
  enabled: adminEnabled(get),
}));

export const packageSalesQueryAtom = atomWithQuery((get) => ({
  queryKey: adminKeys.packageSales,
  queryFn: async () => (await getApi(get).call('get', '/admin/subscriptions/stats/')).data,
  enabled: adminEnabled(get),
}));

export const systemHealthQueryAtom = atomWithQuery((get) => ({
  queryKey: adminKeys.health,
  queryFn: async () => (await getApi(get).call('get', '/admin/system/health/')).data,
  enabled: adminEnabled(get),
}));

/**
 * SPEC §4: in the admin overview, approving a user moves one count from pending to active;
 * rejecting only takes one from pending.
 */
export function countDecision(stats: AdminStats, action: 'approve' | 'reject'): AdminStats {
  const { users } = stats;
  return {
    ...stats,
    users: {
      ...users,
      pending: Math.max(0, users.pending - 1),
      active: action === 'approve' ? users.active + 1 : users.active,
    },
  };
}

/** A staff credit, debit, bonus or refund of a member's coins (sent by `memberCoinsMutationAtom`). */
export type CoinAdjustmentRequest = components['schemas']['AddCoinsRequest'];

export type CsvExport = 'bookings' | 'users';

const EXPORT_PATHS = {
  bookings: '/admin/export/bookings/',
  users: '/admin/export/users/',
} as const satisfies Record<CsvExport, string>;

/** The CSV text of one export (a read, but one the staff member asks for: never cached). */
export const downloadExportAtom = atom(null, (get, _set, kind: CsvExport): Promise<string> =>
  getApi(get).download(EXPORT_PATHS[kind]),
);
