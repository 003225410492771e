import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  BOOKING_STATUSES,
  COIN_ADJUSTMENT_TYPES,
  CONTACT_CATEGORIES,
  COURT_TYPES,
  PACKAGE_TYPES,
  PAYMENT_STATUSES,
  REVENUE_PERIODS,
  SESSION_STATUSES,
  SURFACE_TYPES,
  TRANSACTION_TYPES,
  USER_TYPES,
  isOneOf,
} from './types';
import type {
  AccountStatus,
  BookingStatus,
  CoinAdjustmentType,
  ContactCategory,
  CourtType,
  PackageType,
  PaymentStatus,
  RevenuePeriod,
  SessionStatus,
  SurfaceType,
  TransactionType,
  UserType,
} from './types';

describe('enum value arrays', () => {
  it('list every member of their type, checked by the compiler', () => {
    expectTypeOf<(typeof ACCOUNT_STATUSES)[number]>().toEqualTypeOf<AccountStatus>();
    expectTypeOf<(typeof USER_TYPES)[number]>().toEqualTypeOf<UserType>();
    expectTypeOf<(typeof BOOKING_STATUSES)[number]>().toEqualTypeOf<BookingStatus>();
    expectTypeOf<(typeof PAYMENT_STATUSES)[number]>().toEqualTypeOf<PaymentStatus>();
    expectTypeOf<(typeof SESSION_STATUSES)[number]>().toEqualTypeOf<SessionStatus>();
    expectTypeOf<(typeof COURT_TYPES)[number]>().toEqualTypeOf<CourtType>();
    expectTypeOf<(typeof SURFACE_TYPES)[number]>().toEqualTypeOf<SurfaceType>();
    expectTypeOf<(typeof PACKAGE_TYPES)[number]>().toEqualTypeOf<PackageType>();
    expectTypeOf<(typeof TRANSACTION_TYPES)[number]>().toEqualTypeOf<TransactionType>();
    expectTypeOf<(typeof CONTACT_CATEGORIES)[number]>().toEqualTypeOf<ContactCategory>();
    expectTypeOf<(typeof COIN_ADJUSTMENT_TYPES)[number]>().toEqualTypeOf<CoinAdjustmentType>();
    expectTypeOf<(typeof REVENUE_PERIODS)[number]>().toEqualTypeOf<RevenuePeriod>();
  });

  it('hold the specified values in the specified order, without duplicates', () => {
    expect(ACCOUNT_STATUSES).toEqual(['ACTIVE', 'PENDING', 'SUSPENDED', 'REJECTED']);
    expect(USER_TYPES).toEqual(['USER', 'STAFF', 'ADMIN']);
    expect(BOOKING_STATUSES).toEqual(['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'NO_SHOW']);
    expect(PAYMENT_STATUSES).toEqual(['PAID', 'PENDING', 'REFUNDED']);
    expect(SESSION_STATUSES).toEqual([
      'available',
      'booked',
      'cancelled',
      'completed',
      'maintenance',
    ]);
    expect(COURT_TYPES).toEqual([
      'football',
      'futsal',
      'basketball',
      'tennis',
      'volleyball',
      'badminton',
    ]);
    expect(SURFACE_TYPES).toEqual(['grass', 'artificial_grass', 'concrete', 'rubber', 'wooden']);
    expect(PACKAGE_TYPES).toEqual(['bronze', 'silver', 'gold', 'platinum']);
    expect(TRANSACTION_TYPES).toEqual([
      'purchase',
      'booking',
      'refund',
      'bonus',
      'expiry',
      'admin_credit',
      'admin_debit',
    ]);
    expect(CONTACT_CATEGORIES).toEqual([
      'general',
      'support',
      'business',
      'feedback',
      'bug',
      'help',
    ]);
    expect(COIN_ADJUSTMENT_TYPES).toEqual(['credit', 'debit', 'bonus', 'refund']);
    expect(REVENUE_PERIODS).toEqual(['today', 'week', 'month', 'quarter', 'year']);
  });
});

describe('isOneOf', () => {
  it('accepts a member and refuses anything else, including other cases and non-strings', () => {
    expect(isOneOf(PACKAGE_TYPES, 'gold')).toBe(true);
    expect(isOneOf(PACKAGE_TYPES, 'Gold')).toBe(false);
    expect(isOneOf(PACKAGE_TYPES, '')).toBe(false);
    expect(isOneOf(PACKAGE_TYPES, 3)).toBe(false);
    expect(isOneOf(PACKAGE_TYPES, undefined)).toBe(false);
  });

  it('narrows the value', () => {
    const value = 'credit' as string;
    if (isOneOf(COIN_ADJUSTMENT_TYPES, value))
      expectTypeOf(value).toEqualTypeOf<CoinAdjustmentType>();
  });
});
