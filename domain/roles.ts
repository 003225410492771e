import type { ApprovalFields, RoleFields } from './types';

/**
 * Approved means is_approved or an ACTIVE account (SPEC §4). A SUSPENDED or REJECTED status wins
 * over a stale is_approved flag, because DESIGN §4.8 gives those accounts no member routes.
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
