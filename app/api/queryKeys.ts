/**
 * Every query key of the app, each built here once: a mutation of one resource refreshes another's
 * queries (a booking changes the wallet), so every resource module imports its keys from here. The
 * parameters a key holds are typed beside the queries that ask them, in each resource's
 * `params.ts`: types alone, which import nothing of the app's, so no import of this module's comes
 * back to it.
 */
import type { IsoDate, RevenuePeriod } from '@domain';
import type { BookingRange, RescheduleTarget, ScheduleDay, SlotsRequest } from './bookings/params';
import type { NearbyRequest, SessionDay } from './locations/params';
import type { AuditParams, UserListParams } from './staff/params';

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
  purchase: ['subscriptions', 'purchase'] as const,
  verify: ['subscriptions', 'verify'] as const,
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
  /** A venue's sessions of a day in any state (the staff's list); a join or leave refreshes it. */
  staffSessions: (locationId: number, date: IsoDate) =>
    ['locations', 'sessions', 'staff', locationId, date] as const,
  /** A venue's court closures on a day (the staff's list). */
  closures: (locationId: number, date: IsoDate) =>
    ['locations', 'closures', locationId, date] as const,
};

export const accountKeys = {
  all: ['accounts'] as const,
  pending: ['accounts', 'pending'] as const,
  /** A page of the users list: the user list's and the coin picker's, told apart by its size. */
  users: (params: UserListParams, pageSize: number) =>
    ['accounts', 'users', params, pageSize] as const,
  member: (id: number) => ['accounts', 'member', id] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
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
  unreadCount: ['notifications', 'unread-count'] as const,
  /** The marks as read, one notification's or all of them (mutations). */
  marks: ['notifications', 'marks'] as const,
};
