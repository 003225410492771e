import { describe, expect, it } from 'vitest';
import { isAdmin, isApproved, isStaff, needsReason, staffActionsFor } from './roles';

describe('isApproved', () => {
  it('is true when is_approved is true or the account is ACTIVE', () => {
    expect(isApproved({ is_approved: true, account_status: 'PENDING' })).toBe(true);
    expect(isApproved({ is_approved: false, account_status: 'ACTIVE' })).toBe(true);
    expect(isApproved({ account_status: 'ACTIVE' })).toBe(true);
    expect(isApproved({ is_approved: true })).toBe(true);
  });

  it('is false for a pending or unknown account', () => {
    expect(isApproved({ is_approved: false, account_status: 'PENDING' })).toBe(false);
    expect(isApproved({})).toBe(false);
    expect(isApproved({ is_approved: null, account_status: null })).toBe(false);
  });

  it('is false for a SUSPENDED or REJECTED account even with a stale is_approved flag', () => {
    expect(isApproved({ is_approved: true, account_status: 'SUSPENDED' })).toBe(false);
    expect(isApproved({ is_approved: true, account_status: 'REJECTED' })).toBe(false);
  });
});

describe('isStaff and isAdmin', () => {
  it('treats the staff flag, STAFF and ADMIN as staff', () => {
    expect(isStaff({ is_staff_user: true, user_type: 'USER' })).toBe(true);
    expect(isStaff({ is_staff_user: false, user_type: 'STAFF' })).toBe(true);
    expect(isStaff({ user_type: 'ADMIN' })).toBe(true);
    expect(isStaff({ is_staff_user: false, user_type: 'USER' })).toBe(false);
    expect(isStaff({})).toBe(false);
  });

  it('treats only user_type ADMIN as admin', () => {
    expect(isAdmin({ user_type: 'ADMIN' })).toBe(true);
    expect(isAdmin({ user_type: 'STAFF' })).toBe(false);
    expect(isAdmin({ user_type: 'USER' })).toBe(false);
    expect(isAdmin({})).toBe(false);
  });
});

describe('staffActionsFor', () => {
  const account = (
    id: number,
    user_type: 'USER' | 'STAFF' | 'ADMIN',
    account_status: 'ACTIVE' | 'PENDING' | 'SUSPENDED' | 'REJECTED' = 'ACTIVE',
  ) => ({ id, user_type, is_staff_user: user_type !== 'USER', account_status });
  const staff = account(2, 'STAFF');
  const admin = account(1, 'ADMIN');

  it('lets staff suspend a member but not an admin or a colleague; an admin may', () => {
    expect(staffActionsFor(staff, account(9, 'USER')).suspend).toBe(true);
    expect(staffActionsFor(staff, admin).suspend).toBe(false);
    expect(staffActionsFor(staff, account(3, 'STAFF')).suspend).toBe(false);
    expect(staffActionsFor(admin, staff).suspend).toBe(true);
  });

  it('offers reactivation for suspended and rejected accounts only', () => {
    expect(staffActionsFor(staff, account(9, 'USER', 'SUSPENDED')).reactivate).toBe(true);
    expect(staffActionsFor(staff, account(9, 'USER', 'REJECTED')).reactivate).toBe(true);
    expect(staffActionsFor(staff, account(9, 'USER', 'PENDING')).reactivate).toBe(false);
    expect(staffActionsFor(staff, account(9, 'USER')).reactivate).toBe(false);
  });

  it('never lets anyone adjust their own coins or change their own account', () => {
    expect(staffActionsFor(staff, staff)).toEqual({
      approve: false,
      reject: false,
      suspend: false,
      reactivate: false,
      adjustCoins: false,
    });
    expect(staffActionsFor(admin, admin).adjustCoins).toBe(false);
    expect(staffActionsFor(staff, account(9, 'USER')).adjustCoins).toBe(true);
  });

  it('gives a member nothing', () => {
    expect(Object.values(staffActionsFor(account(9, 'USER'), account(10, 'USER')))).not.toContain(
      true,
    );
  });
});

describe('needsReason', () => {
  it('asks a reason for a suspension and a rejection only', () => {
    expect(needsReason('suspend')).toBe(true);
    expect(needsReason('reject')).toBe(true);
    expect(needsReason('approve')).toBe(false);
    expect(needsReason('reactivate')).toBe(false);
  });
});
