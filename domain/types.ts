/**
 * The contract's types, generated from openapi.yaml into `api.gen.ts` (`npm run gen:api`): entity
 * and enum types, and each enum's values as a runtime array. Nothing here is written by hand but
 * the small structural shapes the rules read.
 */
import {
  accountStatusValues,
  auditActionValues,
  bookingStatusValues,
  coinAdjustmentTypeValues,
  contactCategoryValues,
  courtTypeValues,
  featureValues,
  notificationKindValues,
  packageTypeValues,
  paymentStatusValues,
  revenuePeriodValues,
  sessionStatusValues,
  surfaceTypeValues,
  transactionTypeValues,
  userTypeValues,
  type AccountStatus,
  type BookingStatus,
  type SessionStatus,
  type UserType,
} from './api.gen';

export type {
  AccountStatus,
  AdminStats,
  AuditAction,
  AuditEntry,
  AvailabilityCheckResult,
  AvailableSlot,
  AvailableSlots,
  Booking,
  BookingStats,
  BookingStatus,
  Closure,
  ClosureOverlaps,
  ClosureResult,
  CoinAdjustmentType,
  ContactCategory,
  Court,
  CourtSummary,
  CourtType,
  DailySchedule,
  ExpiringCoins,
  Feature,
  GameSession,
  Location,
  LocationStats,
  LocationSummary,
  LoginResult,
  MemberDetail,
  Notification,
  NotificationKind,
  NotificationListPage,
  NotificationPreferences,
  Package,
  PackageType,
  PaymentStatus,
  PurchaseResult,
  RescheduleQuote,
  RescheduleRequest,
  RevenuePeriod,
  RevenueStats,
  SessionStatus,
  SubscriptionStats,
  SurfaceType,
  SystemHealth,
  Transaction,
  TransactionListPage,
  TransactionType,
  User,
  UserType,
  Wallet,
} from './api.gen';
export type { components, operations, paths } from './api.gen';

export const ACCOUNT_STATUSES = accountStatusValues;
export const USER_TYPES = userTypeValues;
export const BOOKING_STATUSES = bookingStatusValues;
export const PAYMENT_STATUSES = paymentStatusValues;
export const SESSION_STATUSES = sessionStatusValues;
export const COURT_TYPES = courtTypeValues;
export const SURFACE_TYPES = surfaceTypeValues;
export const PACKAGE_TYPES = packageTypeValues;
export const TRANSACTION_TYPES = transactionTypeValues;
export const CONTACT_CATEGORIES = contactCategoryValues;
export const COIN_ADJUSTMENT_TYPES = coinAdjustmentTypeValues;
export const REVENUE_PERIODS = revenuePeriodValues;
/** The extension features a server may offer beyond SPEC §7 (its FEATURES_HEADER lists them). */
export const FEATURES = featureValues;
/**
 * The header of the sign-in and session answers that lists the features a server offers
 * (openapi.yaml, `Features`); HTTP header names are case-insensitive, and axios gives them in lower
 * case.
 */
export const FEATURES_HEADER = 'X-Pitchside-Features';
export const AUDIT_ACTIONS = auditActionValues;
export const NOTIFICATION_KINDS = notificationKindValues;

/** Narrows an untrusted value (form input, query string) to one of an enum's values. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A calendar date in Africa/Lagos, 'YYYY-MM-DD'. */
export type IsoDate = string;
/** A wall-clock time in Africa/Lagos, 'HH:MM' (24 h); 'HH:MM:SS' is accepted on input. */
export type WallTime = string;

/** Form errors keyed by field; an empty object means the values are valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;
/** Field errors plus `form`, for a message that belongs to no single field. */
export type FormErrors<T> = FieldErrors<T> & { form?: string };

// The structural inputs below are the smallest shapes the rules read, so that both these
// hand-written types and the generated schemas (where fields may be optional or nullable) fit.

export interface ApprovalFields {
  is_approved?: boolean | null | undefined;
  account_status?: AccountStatus | null | undefined;
}

export interface RoleFields {
  is_staff_user?: boolean | null | undefined;
  user_type?: UserType | null | undefined;
}

export interface BookingSchedule {
  status: BookingStatus;
  date: IsoDate;
  start_time: WallTime;
  end_time: WallTime;
}

export interface BookingReferenceFields {
  id: number;
  booking_reference?: string | null | undefined;
}

export interface PricedSlot {
  hourly_rate: number;
  date: IsoDate;
  start_time: WallTime;
  end_time: WallTime;
}

export interface PackagePricing {
  price: number;
  discounted_price?: number | null | undefined;
  discount_percentage?: number | null | undefined;
}

export interface SessionOccupancy {
  status: SessionStatus;
  current_players: number;
  max_players: number;
}
