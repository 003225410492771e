import { atom } from 'jotai';
import { DEFAULT_REVENUE_PERIOD, type RevenuePeriod } from '@domain';
import { FIRST_USER_PAGE } from '../api/staff/accounts';
import type { UserListParams } from '../api/staff/params';

/**
 * What the Admin Overview shows, kept while staff visit other pages: the revenue figures' date
 * range (SPEC §2), the user list's search, filters and page, and the coin adjustment's member
 * search as sent after the pause in typing ('' searches nothing). Whether the overview is open is
 * the address's (`?tab=admin`, DashboardView.tsx), not this.
 */
export interface AdminOverviewView {
  period: RevenuePeriod;
  users: UserListParams;
  coinSearch: string;
}

export const adminOverviewViewAtom = atom<AdminOverviewView>({
  period: DEFAULT_REVENUE_PERIOD,
  users: FIRST_USER_PAGE,
  coinSearch: '',
});
