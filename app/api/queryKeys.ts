/**
 * Every query key of the app, in one module that imports nothing at run time: mutations of one
 * resource invalidate another's queries (a booking changes the wallet), and keeping the keys here
 * keeps the resource modules free of import cycles.
 */
import type { AccountStatus, IsoDate, RevenuePeriod, UserType, components } from '@domain';

// The parameters keys are built from live here too, so that this module imports no other of the
// app's: every resource module imports it.

/** What the available-slots call is asked: one court of a location on a day, for a length. */
export interface SlotsRequest {
  locationId: number;
  date: IsoDate;
  courtId: number;
  durationHours: number;
}

/** A court time range, as the quote and the booking ask for it. */
export type BookingRange = components['schemas']['CheckAvailabilityRequest'];

/** Where a booking would move: its id, and the reschedule call's body. */
export interface RescheduleTarget {
  bookingId: number;
  body: components['schemas']['RescheduleRequest'];
}

/** A location's game sessions on one day: where a joined session is looked up. */
export interface SessionDay {
  locationId: number;
  date: IsoDate;
}

/** A point and a radius, as the nearby search asks for them. */
export type NearbyRequest = components['schemas']['NearbyRequest'];
/** A venue's day at a glance: one location's schedule on one day. */
export interface ScheduleDay {
  locationId: number;
  date: IsoDate;
}

/** The user list's applied search, filters and page ('' = no filter). */
export interface UserListParams {
  search: string;
  status: AccountStatus | '';
  role: UserType | '';
  page: number;
}

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'mine'] as const,
  stats: ['bookings', 'stats'] as const,
  detail: (id: number) => ['bookings', 'detail', id] as const,
  history: ['bookings', 'history'] as const,
  /** Free court times: a booking or cancellation anywhere may change them. */
  slots: ['bookings', 'slots'] as const,
  slotsFor: (request: SlotsRequest) => ['bookings', 'slots', request] as const,
  quotes: ['bookings', 'quote'] as const,
  quote: (range: BookingRange) => ['bookings', 'quote', range] as const,
  rescheduleQuote: (request: RescheduleTarget) => ['bookings', 'quote', 'move', request] as const,
  /** Under the bookings' key: whatever changes a booking or a session place refreshes the day. */
  daySchedule: (day: ScheduleDay) => ['bookings', 'schedule', day] as const,
  calendarFeed: ['bookings', 'calendar-feed'] as const,
  /** Under the bookings: whatever refreshes them refreshes the member's waitlists too. */
  waitlist: ['bookings', 'waitlist'] as const,
};

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  wallet: ['subscriptions', 'wallet'] as const,
  packages: ['subscriptions', 'packages'] as const,
  // Under the wallet's key, so whatever refreshes the wallet refreshes its history too.
  transactions: (type: string | null, page: number) =>
    ['subscriptions', 'wallet', 'transactions', type ?? 'all', page] as const,
};

export const locationKeys = {
  all: ['locations'] as const,
  list: ['locations', 'list'] as const,
  /** The demo venues shown when the list cannot be loaded: app code, not the server's data. */
  demo: ['locations', 'demo'] as const,
  courts: (locationId: number) => ['locations', 'courts', locationId] as const,
  detail: (locationId: number) => ['locations', 'detail', locationId] as const,
  /** Every list of game sessions: what a join or leave invalidates. */
  sessions: ['locations', 'sessions'] as const,
  availableSessions: ['locations', 'sessions', 'available'] as const,
  sessionDays: (days: readonly SessionDay[]) => ['locations', 'sessions', 'days', days] as const,
  nearby: (request: NearbyRequest) => ['locations', 'nearby', request] as const,
  /** How many of a venue's sessions on a day can be joined (a venue's day at a glance). */
  sessionAvailability: (day: SessionDay) => ['locations', 'sessions', 'availability', day] as const,
  /** One session by id (a shared link); under `sessions`, so a join or leave refreshes it. */
  session: (id: number) => ['locations', 'sessions', 'one', id] as const,
};

export const accountKeys = {
  all: ['accounts'] as const,
  pending: ['accounts', 'pending'] as const,
  usersAll: ['accounts', 'users'] as const,
  users: (params: UserListParams) => ['accounts', 'users', params] as const,
  member: (id: number) => ['accounts', 'member', id] as const,
};

/** The audit log's applied filters and page ('' = no filter). */
export interface AuditParams {
  action: components['schemas']['AuditAction'] | '';
  from: IsoDate | '';
  to: IsoDate | '';
  page: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  revenueAll: ['admin', 'revenue'] as const,
  revenue: (period: RevenuePeriod) => ['admin', 'revenue', period] as const,
  locations: ['admin', 'locations'] as const,
  packageSales: ['admin', 'package-sales'] as const,
  health: ['admin', 'health'] as const,
  auditAll: ['admin', 'audit'] as const,
  audit: (params: AuditParams) => ['admin', 'audit', params] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  pages: ['notifications', 'page'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
  preferences: ['notifications', 'preferences'] as const,
};
