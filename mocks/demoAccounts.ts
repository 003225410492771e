/**
 * The seed's sign-in accounts (README lists them). One password for all of them, so that a demo
 * or a test can sign in as any kind of account.
 */

import type { AccountStatus, UserType } from '@domain';

export const DEMO_PASSWORD = 'Pitchside#2026';

export const DEMO_ROLES = ['admin', 'staff', 'member', 'pending', 'suspended', 'rejected'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export interface DemoAccount {
  email: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  account_status: AccountStatus;
}

export const DEMO_ACCOUNTS: Record<DemoRole, DemoAccount> = {
  admin: {
    email: 'admin@pitchside.ng',
    first_name: 'Folake',
    last_name: 'Adeyemi',
    user_type: 'ADMIN',
    account_status: 'ACTIVE',
  },
  staff: {
    email: 'staff@pitchside.ng',
    first_name: 'Emeka',
    last_name: 'Nwosu',
    user_type: 'STAFF',
    account_status: 'ACTIVE',
  },
  member: {
    email: 'member@pitchside.ng',
    first_name: 'Adaeze',
    last_name: 'Okafor',
    user_type: 'USER',
    account_status: 'ACTIVE',
  },
  pending: {
    email: 'pending@pitchside.ng',
    first_name: 'Chinedu',
    last_name: 'Eze',
    user_type: 'USER',
    account_status: 'PENDING',
  },
  suspended: {
    email: 'suspended@pitchside.ng',
    first_name: 'Tunde',
    last_name: 'Bakare',
    user_type: 'USER',
    account_status: 'SUSPENDED',
  },
  rejected: {
    email: 'rejected@pitchside.ng',
    first_name: 'Halima',
    last_name: 'Bello',
    user_type: 'USER',
    account_status: 'REJECTED',
  },
};
