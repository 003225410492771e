import { describe, expect, it } from 'vitest';
import { isAdmin, isApproved, isStaff } from './roles';

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
