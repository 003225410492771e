import type { ApprovalFields, RoleFields } from './types';

/**
 * Approved means is_approved or an ACTIVE account (SPEC §4). A SUSPENDED or REJECTED status wins
 * over a stale is_approved flag, because decisions §8 gives those accounts no member routes.
 */
export function isApproved(user: ApprovalFields): boolean {
  if (user.account_status === 'SUSPENDED' || user.account_status === 'REJECTED') return false;
  return user.is_approved === true || user.account_status === 'ACTIVE';
}

/** Staff privileges: the staff flag, or a STAFF or ADMIN user type. */
export function isStaff(user: RoleFields): boolean {
  return user.is_staff_user === true || user.user_type === 'STAFF' || user.user_type === 'ADMIN';
}

export function isAdmin(user: Pick<RoleFields, 'user_type'>): boolean {
  return user.user_type === 'ADMIN';
}

type Account = RoleFields & ApprovalFields & { id: number };

/** What one staff member may do to one account: the mock enforces these, the screens offer them. */
export interface StaffActions {
  approve: boolean;
  reject: boolean;
  suspend: boolean;
  reactivate: boolean;
  adjustCoins: boolean;
}

/** The changes of an account's status that staff make: every staff action but the coin adjustment. */
export type StatusChange = Exclude<keyof StaffActions, 'adjustCoins'>;

/**
 * Nobody changes their own account or coins; only an admin may suspend or reactivate a
 * staff member or another admin; approval decides PENDING accounts only.
 */
export function staffActionsFor(actor: Account, target: Account): StaffActions {
  if (!isStaff(actor)) {
    return { approve: false, reject: false, suspend: false, reactivate: false, adjustCoins: false };
  }
  const self = actor.id === target.id;
  const mayManage = !self && (!isStaff(target) || isAdmin(actor));
  const status = target.account_status;
  return {
    approve: !self && status === 'PENDING',
    reject: !self && status === 'PENDING',
    suspend: mayManage && status === 'ACTIVE',
    reactivate: mayManage && (status === 'SUSPENDED' || status === 'REJECTED'),
    adjustCoins: !self,
  };
}

/**
 * The status changes that ask staff for a reason the member reads, then a second press, wherever
 * they are offered (the Admin Overview's Pending Approvals, the member's page).
 */
export const REASONED_STATUS_CHANGES = ['suspend', 'reject'] as const;
export type ReasonedStatusChange = (typeof REASONED_STATUS_CHANGES)[number];

export function needsReason(change: string): change is ReasonedStatusChange {
  return (REASONED_STATUS_CHANGES as readonly string[]).includes(change);
}
