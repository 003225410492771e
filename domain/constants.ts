/** Business constants and limits: SPEC §9, with the product decisions (docs/decisions.md). */

import type { RevenuePeriod, WallTime } from './types';

export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 10_000;

export const MIN_PASSWORD_LENGTH = 8;
/** How long a password reset link works after it was asked for. */
export const PASSWORD_RESET_TOKEN_MINUTES = 60;
/** Children under this age may not hold an account (privacy policy). */
export const MIN_AGE_YEARS = 13;

/** decisions §2: one cut-off for cancelling and rescheduling, replacing the FAQ's 24 hours. */
export const CANCELLATION_CUTOFF_HOURS = 2;
export const CANCELLATION_CUTOFF_MS = CANCELLATION_CUTOFF_HOURS * 60 * 60 * 1000;
/** The reason the bookings screen sends with a cancellation. */
export const USER_CANCELLATION_REASON = 'Cancelled by user';

export const BOOKING_HISTORY_RETENTION_YEARS = 7;
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_FIRST_PAGE = 1;

export const NEARBY_DEFAULT_RADIUS_KM = 10;
/** The widest radius the nearby search accepts (the contract's `RadiusKm` maximum). */
export const NEARBY_MAX_RADIUS_KM = 100;
/** How long "Near me" waits for the browser's position before saying it took too long. */
export const LOCATE_TIMEOUT_MS = 10_000;
/** A position the browser found this recently is good enough: venues do not move. */
export const LOCATE_MAX_AGE_MS = 5 * 60 * 1000;

export const DEFAULT_REVENUE_PERIOD: RevenuePeriod = 'week';

export const PEAK_MULTIPLIER = 1.25;
/**
 * decisions §4: a booking is peak when it starts 17:00–21:59 on a weekday, or at any hour on
 * Saturday or Sunday. `weekdayUntil` is exclusive so that 21:59 is peak and 22:00 is not.
 */
export const PEAK_WINDOW: Readonly<{
  weekdayFrom: WallTime;
  weekdayUntil: WallTime;
  weekendAllDay: boolean;
}> = {
  weekdayFrom: '17:00',
  weekdayUntil: '22:00',
  weekendAllDay: true,
};

export const COIN_ADJUSTMENT_MIN = 1;
/** The most players one game session takes (the contract's maximum of max_players). */
export const SESSION_MAX_PLAYERS = 50;
/**
 * A staff member may adjust a member's coins by at most this many in one adjustment;
 * more needs an admin. The server enforces it; the form says it before it is sent.
 */
export const STAFF_ADJUSTMENT_LIMIT = 500;
/**
 * Staff can mark a booking as a no-show from its end until this many hours after it,
 * while the front desk still remembers who came (Playtomic and CourtReserve allow a day or two).
 */
export const NO_SHOW_WINDOW_HOURS = 48;
export const NO_SHOW_WINDOW_MS = NO_SHOW_WINDOW_HOURS * 60 * 60 * 1000;
/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;
export const RECENT_TRANSACTIONS_LIMIT = 5;
/** Coins due to expire within this many days are announced on the wallet card and the dashboard. */
export const EXPIRING_SOON_DAYS = 14;
/**
 * docs/notifications.md: a lot of coins with coins left that expires within this many
 * days gets one "coins about to expire" notification (and e-mail), once.
 */
export const COIN_EXPIRY_NOTICE_DAYS = 7;
/** Notifications per page of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The header asks for the unread count at most this often while the page is in view. */
export const NOTIFICATION_POLL_SECONDS = 60;
/** Ledger entries per page of the wallet's full history. */
export const TRANSACTIONS_PAGE_SIZE = 20;
/** Members with more bookings than this are recommended gold instead of silver. */
export const GOLD_RECOMMENDATION_MIN_EXCLUSIVE = 5;

/**
 * Fair access (docs/reschedule.md): a court can be booked, or a booking moved, at most this many
 * days ahead, today included. The server refuses later dates.
 */
export const BOOKING_WINDOW_DAYS = 7;
/** The booking date picker offers exactly the booking window. */
export const DATE_PICKER_DAYS = BOOKING_WINDOW_DAYS;

export const RESPONSE_TIME_HOURS = { email: 24, whatsapp: 1 } as const;

export const FACILITY_FILTERS = ['all', 'football', 'basketball', 'tennis', 'volleyball'] as const;
export type FacilityFilter = (typeof FACILITY_FILTERS)[number];

export const REGISTER_REDIRECT_MS = 3000;

/** Shared by every data query: retry once, fresh for 5 minutes, no refetch on window focus. */
export const QUERY_DEFAULTS = {
  retry: 1,
  staleTime: 5 * 60 * 1000,
  refetchOnWindowFocus: false,
} as const;

export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 5;

/** Day numbers follow `Date.prototype.getDay`: 0 is Sunday. */
export const WEEK_STARTS_ON = 1;
export const WEEKEND_DAYS = [6, 0] as const;

export const BOOKING_REFERENCE_PREFIX = 'PSB';

export const TIME_ZONE = 'Africa/Lagos';
/** West Africa Time has no daylight saving, so calendar arithmetic can use a fixed offset. */
export const LAGOS_UTC_OFFSET_MINUTES = 60;
export const LOCALE = 'en-NG';
export const DEFAULT_COUNTRY = 'Nigeria';

/** The 36 states and the Federal Capital Territory, alphabetical, as the profile select lists them. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];
