/**
 * The records of the mock backend's database (`db.ts`), each described by a zod schema: accounts,
 * venues and their sessions, bookings and the waitlist, and what the server keeps of its own work
 * (messages, e-mails, notifications, idempotency, the audit log, calendar feeds). The coin
 * records are in `coinRecords.ts`. Records hold what a server would store (passwords, owners,
 * internal states); the serializers turn them into the contract's shapes. The type checks at the
 * bottom of the file make the compiler fail when a record stops covering the public fields of its
 * contract type.
 *
 * Relations are plain foreign ids (`user_id`, `court_id`) rather than @msw/data relations: records
 * then stay plain JSON, which keeps snapshots (browser persistence, seed comparison) trivial.
 */

import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AUDIT_ACTIONS,
  BOOKING_STATUSES,
  CONTACT_CATEGORIES,
  COURT_TYPES,
  NOTIFICATION_KINDS,
  PAYMENT_STATUSES,
  SESSION_STATUSES,
  SURFACE_TYPES,
  USER_TYPES,
  WAITLIST_SKIP_REASONS,
  WAITLIST_STATUSES,
} from '@domain';
import type {
  AuditEntry,
  Booking,
  Court,
  GameSession,
  Location,
  Notification,
  NotificationPreferences,
  User,
} from '@domain';

export const id = z.number().int().positive();
/** RFC 3339 in Africa/Lagos, as written by `timestamp()` in clock.ts. */
export const timestamp = z.string();
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const coins = z.number().int().nonnegative();

export const userSchema = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  profile_picture: z.string().nullable(),
  date_joined: timestamp,
  last_login: timestamp.nullable(),
  user_type: z.enum(USER_TYPES),
  is_staff_user: z.boolean(),
  is_approved: z.boolean(),
  account_status: z.enum(ACCOUNT_STATUSES),
  /** `hashPassword()` of auth.ts; never serialized. */
  password_hash: z.string(),
  /** Why staff last changed the account's state (approval note, suspension reason). */
  status_reason: z.string().nullable(),
  status_changed_at: timestamp.nullable(),
  /** Staff member who last changed the account's state. */
  status_changed_by: id.nullable(),
});

export const tokenSchema = z.object({
  key: z.string(),
  user_id: id,
  created_at: timestamp,
});

export const locationSchema = z.object({
  id,
  name: z.string(),
  address: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  rating: z.number().min(0).max(5),
  reviews_count: coins,
  hourly_rate: coins,
  contact_phone: z.string(),
  opening_time: wallTime,
  closing_time: wallTime,
  is_active: z.boolean(),
  city: z.string(),
  state: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  created_at: timestamp,
});

export const courtSchema = z.object({
  id,
  location_id: id,
  name: z.string(),
  court_type: z.enum(COURT_TYPES),
  surface_type: z.enum(SURFACE_TYPES),
  is_indoor: z.boolean(),
  is_active: z.boolean(),
});

export const sessionSchema = z.object({
  id,
  location_id: id,
  court_id: id,
  session_date: isoDate,
  start_time: wallTime,
  end_time: wallTime,
  status: z.enum(SESSION_STATUSES),
  max_players: z.number().int().positive(),
  /**
   * Places taken outside the app (walk-ins, club regulars). The public current_players is this
   * plus the session's active bookings, so a join or leave can never leave the count stale.
   */
  offline_players: coins,
  coin_cost: coins,
  title: z.string(),
  created_at: timestamp,
});

export const maintenanceBlockSchema = z.object({
  id,
  location_id: id,
  court_id: id,
  date: isoDate,
  start_time: wallTime,
  end_time: wallTime,
  note: z.string(),
  created_at: timestamp,
});

export const bookingSchema = z.object({
  id,
  booking_reference: z.string(),
  user_id: id,
  location_id: id,
  court_id: id,
  session_id: id.nullable(),
  date: isoDate,
  start_time: wallTime,
  end_time: wallTime,
  coin_cost: coins,
  status: z.enum(BOOKING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  notes: z.string(),
  created_at: timestamp,
  cancelled_at: timestamp.nullable(),
  cancellation_reason: z.string().nullable(),
  completed_at: timestamp.nullable(),
});

export const contactMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  message: z.string(),
  /** The signed-in sender, when the form was sent with a token. */
  user_id: id.nullable(),
  created_at: timestamp,
});

export const passwordResetSchema = z.object({
  id,
  email: z.string(),
  /** Null when no account has the address: the request is kept, nothing is sent. */
  user_id: id.nullable(),
  token: z.string(),
  created_at: timestamp,
  expires_at: timestamp,
});

/** An e-mail the server would have sent: the demo's outbox, see outbox.ts. */
export const outboxEmailSchema = z.object({
  id,
  to: z.string(),
  /** The account it was sent for, null when none. */
  user_id: id.nullable(),
  kind: z.string(),
  subject: z.string(),
  /** Plain text, never rendered as HTML. */
  body: z.string(),
  /** The one link the e-mail asks the reader to follow, null when none. */
  link: z.string().nullable(),
  created_at: timestamp,
});

/** One in-app notification (notifications.ts). */
export const notificationSchema = z.object({
  id,
  user_id: id,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: timestamp.nullable(),
  created_at: timestamp,
  /** What the event was about, when it must be told once only (a coin lot about to expire). */
  once_key: z.string().nullable(),
});

/** A member's e-mail switches; a member without a record has the defaults. */
export const notificationPreferenceSchema = z.object({
  id,
  user_id: id,
  email_bookings: z.boolean(),
  email_waitlist: z.boolean(),
  email_coins: z.boolean(),
  email_coin_expiry: z.boolean(),
});

export const idempotencyRecordSchema = z.object({
  id,
  user_id: id,
  key: z.string(),
  /** `METHOD /path/template/` of the operation. */
  operation: z.string(),
  /** Canonical JSON of the request body, to tell a replay from a reused key. */
  request_fingerprint: z.string(),
  status: z.number().int(),
  /** The first answer's JSON body, replayed verbatim. */
  response_body: z.string(),
  created_at: timestamp,
});

/** One staff action (audit.ts): who, when, on what, and why, as it read at the time. */
export const auditEntrySchema = z.object({
  id,
  action: z.enum(AUDIT_ACTIONS),
  created_at: timestamp,
  actor_id: id,
  actor_email: z.string(),
  actor_name: z.string(),
  target_type: z.enum(['user', 'booking', 'session', 'location']),
  target_id: id,
  target_user_id: id.nullable(),
  target_label: z.string(),
  reason: z.string().nullable(),
  details: z.string().nullable(),
});

/** A member's personal calendar feed: the secret token in its address (GET /calendar/{token}.ics). */
export const calendarFeedSchema = z.object({
  id,
  user_id: id,
  token: z.string(),
  created_at: timestamp,
});

/**
 * A member's place in a full session's queue (docs/waitlist.md). The queue is the session's
 * `waiting` entries in joined_at order (then id); an outcome keeps the facts the member is told.
 */
export const waitlistEntrySchema = z.object({
  id,
  session_id: id,
  user_id: id,
  status: z.enum(WAITLIST_STATUSES),
  joined_at: timestamp,
  decided_at: timestamp.nullable(),
  reason: z.enum(WAITLIST_SKIP_REASONS).nullable(),
  booking_id: id.nullable(),
  coins_available: coins.nullable(),
  clash_booking_reference: z.string().nullable(),
});

export type UserRecord = z.infer<typeof userSchema>;
export type TokenRecord = z.infer<typeof tokenSchema>;
export type LocationRecord = z.infer<typeof locationSchema>;
export type CourtRecord = z.infer<typeof courtSchema>;
export type SessionRecord = z.infer<typeof sessionSchema>;
export type MaintenanceBlockRecord = z.infer<typeof maintenanceBlockSchema>;
export type BookingRecord = z.infer<typeof bookingSchema>;
export type ContactMessageRecord = z.infer<typeof contactMessageSchema>;
export type PasswordResetRecord = z.infer<typeof passwordResetSchema>;
export type IdempotencyRecord = z.infer<typeof idempotencyRecordSchema>;
export type AuditEntryRecord = z.infer<typeof auditEntrySchema>;
export type OutboxEmailRecord = z.infer<typeof outboxEmailSchema>;
export type NotificationRecord = z.infer<typeof notificationSchema>;
export type NotificationPreferenceRecord = z.infer<typeof notificationPreferenceSchema>;
export type CalendarFeedRecord = z.infer<typeof calendarFeedSchema>;
export type WaitlistEntryRecord = z.infer<typeof waitlistEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Compile-time checks: each record covers the public fields of its contract type with the same
// types. Derived fields (computed by the serializers) are listed as omitted.

export type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Assert<T extends true> = T;
export type Covers<Record, Public> = Equals<Pick<Record, keyof Public & keyof Record>, Public>;

export type UserRecordCoversUser = Assert<
  Covers<UserRecord, Omit<User, 'full_name' | 'status_reason'>>
>;
export type LocationRecordCoversLocation = Assert<
  Covers<LocationRecord, Omit<Location, 'facilities' | 'distance'>>
>;
export type CourtRecordCoversCourt = Assert<Covers<CourtRecord, Court>>;
export type SessionRecordCoversGameSession = Assert<
  Covers<SessionRecord, Omit<GameSession, 'court' | 'date' | 'current_players'>>
>;
export type BookingRecordCoversBooking = Assert<
  Covers<BookingRecord, Omit<Booking, 'location' | 'court' | 'facility' | 'duration_hours'>>
>;
export type AuditEntryRecordIsAuditEntry = Assert<Equals<AuditEntryRecord, AuditEntry>>;
export type NotificationRecordCoversNotification = Assert<Covers<NotificationRecord, Notification>>;
export type NotificationPreferenceRecordCoversPreferences = Assert<
  Covers<NotificationPreferenceRecord, NotificationPreferences>
>;
