/**
 * The mock backend's database: one @msw/data collection per entity, each described by a zod
 * schema. Records hold what a server would store (passwords, owners, internal states); the
 * serializers turn them into the contract's shapes. The type checks at the bottom of the file make
 * the compiler fail when a record stops covering the public fields of its contract type.
 *
 * Relations are plain foreign ids (`user_id`, `court_id`) rather than @msw/data relations: records
 * then stay plain JSON, which keeps snapshots (browser persistence, seed comparison) trivial.
 */

import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AUDIT_ACTIONS,
  BOOKING_STATUSES,
  CONTACT_CATEGORIES,
  COURT_TYPES,
  NOTIFICATION_KINDS,
  PACKAGE_TYPES,
  PAYMENT_STATUSES,
  SESSION_STATUSES,
  SURFACE_TYPES,
  TRANSACTION_TYPES,
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
  Package,
  Transaction,
  User,
  Wallet,
} from '@domain';
import { clearIndexes, createIndexes, type Indexes } from './indexes';
import { clearLoginFailures, createLoginFailures, type LoginFailures } from './loginThrottle';

const id = z.number().int().positive();
/** RFC 3339 in Africa/Lagos, as written by `timestamp()` in clock.ts. */
const timestamp = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const coins = z.number().int().nonnegative();

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

export const packageSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  package_type: z.enum(PACKAGE_TYPES),
  price: z.number().int().positive(),
  discounted_price: z.number().int().positive().nullable(),
  discount_percentage: z.number().int().min(0).max(100),
  is_promotional: z.boolean(),
  coins: z.number().int().positive(),
  validity_days: z.number().int().positive(),
  features: z.array(z.string()),
  is_active: z.boolean(),
});

/** PENDING until paid; FAILED when the provider declined (the contract shows that as a 400). */
export const PURCHASE_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const purchaseSchema = z.object({
  id,
  reference: z.string(),
  user_id: id,
  package_id: id,
  payment_method: z.enum(['paystack', 'demo']),
  /** Naira charged: the package's effective price at the time of purchase. */
  amount: z.number().int().positive(),
  coins: z.number().int().positive(),
  status: z.enum(PURCHASE_STATUSES),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
});

export const walletSchema = z.object({
  id,
  user_id: id,
  available_balance: coins,
  reserved_balance: coins,
  total_earned: coins,
  total_spent: coins,
  created_at: timestamp,
  updated_at: timestamp,
});

/**
 * A batch of coins credited together. Spending takes coins from lots soonest-to-expire first
 * (oldest purchase first among equal validity); expiry removes what is left of a lot.
 */
export const coinLotSchema = z.object({
  id,
  user_id: id,
  transaction_id: id,
  amount: z.number().int().positive(),
  /** Coins of this lot still in the available balance. */
  remaining: coins,
  created_at: timestamp,
  /** Null for coins that never expire (bonuses and staff credits). */
  expires_at: timestamp.nullable(),
  expired_at: timestamp.nullable(),
});

/**
 * Coins of one lot held by one booking (the reserved balance). Released holds go back to their
 * lot, so a refund never extends the life of expiring coins.
 */
export const coinHoldSchema = z.object({
  id,
  user_id: id,
  /** The booking reference that holds the coins. */
  reference: z.string(),
  lot_id: id,
  amount: z.number().int().positive(),
  created_at: timestamp,
});

export const transactionSchema = z.object({
  id,
  user_id: id,
  transaction_type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  amount: z.number().int(),
  balance_after: coins,
  created_at: timestamp,
  actor_email: z.string().nullable(),
  reference: z.string().nullable(),
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
export type PackageRecord = z.infer<typeof packageSchema>;
export type PurchaseRecord = z.infer<typeof purchaseSchema>;
export type WalletRecord = z.infer<typeof walletSchema>;
export type CoinLotRecord = z.infer<typeof coinLotSchema>;
export type CoinHoldRecord = z.infer<typeof coinHoldSchema>;
export type TransactionRecord = z.infer<typeof transactionSchema>;
export type ContactMessageRecord = z.infer<typeof contactMessageSchema>;
export type PasswordResetRecord = z.infer<typeof passwordResetSchema>;
export type IdempotencyRecord = z.infer<typeof idempotencyRecordSchema>;
export type AuditEntryRecord = z.infer<typeof auditEntrySchema>;
export type OutboxEmailRecord = z.infer<typeof outboxEmailSchema>;
export type NotificationRecord = z.infer<typeof notificationSchema>;
export type NotificationPreferenceRecord = z.infer<typeof notificationPreferenceSchema>;
export type CalendarFeedRecord = z.infer<typeof calendarFeedSchema>;
export type WaitlistEntryRecord = z.infer<typeof waitlistEntrySchema>;

const schemas = {
  users: userSchema,
  tokens: tokenSchema,
  locations: locationSchema,
  courts: courtSchema,
  sessions: sessionSchema,
  maintenanceBlocks: maintenanceBlockSchema,
  bookings: bookingSchema,
  packages: packageSchema,
  purchases: purchaseSchema,
  wallets: walletSchema,
  coinLots: coinLotSchema,
  coinHolds: coinHoldSchema,
  transactions: transactionSchema,
  contactMessages: contactMessageSchema,
  passwordResets: passwordResetSchema,
  idempotencyRecords: idempotencyRecordSchema,
  auditEntries: auditEntrySchema,
  outbox: outboxEmailSchema,
  notifications: notificationSchema,
  notificationPreferences: notificationPreferenceSchema,
  calendarFeeds: calendarFeedSchema,
  waitlistEntries: waitlistEntrySchema,
} as const;

type Schemas = typeof schemas;
export type CollectionName = keyof Schemas;
export const COLLECTION_NAMES = Object.keys(schemas) as CollectionName[];

export type Collections = { [K in CollectionName]: Collection<Schemas[K]> };

export interface Database extends Collections {
  /** Last id handed out per collection; ids are never reused, as in a SQL sequence. */
  sequences: Record<CollectionName, number>;
  /** Recent failed sign-ins (loginThrottle.ts); not part of a snapshot, emptied by a reset. */
  loginFailures: LoginFailures;
  /** Kept by the collections' hooks (indexes.ts); rebuilt as a snapshot is restored. */
  indexes: Indexes;
}

const zeroSequences = (): Record<CollectionName, number> =>
  Object.fromEntries(COLLECTION_NAMES.map((name) => [name, 0])) as Record<CollectionName, number>;

export function createDatabase(): Database {
  const collections: Collections = {
    users: new Collection({ schema: userSchema }),
    tokens: new Collection({ schema: tokenSchema }),
    locations: new Collection({ schema: locationSchema }),
    courts: new Collection({ schema: courtSchema }),
    sessions: new Collection({ schema: sessionSchema }),
    maintenanceBlocks: new Collection({ schema: maintenanceBlockSchema }),
    bookings: new Collection({ schema: bookingSchema }),
    packages: new Collection({ schema: packageSchema }),
    purchases: new Collection({ schema: purchaseSchema }),
    wallets: new Collection({ schema: walletSchema }),
    coinLots: new Collection({ schema: coinLotSchema }),
    coinHolds: new Collection({ schema: coinHoldSchema }),
    transactions: new Collection({ schema: transactionSchema }),
    contactMessages: new Collection({ schema: contactMessageSchema }),
    passwordResets: new Collection({ schema: passwordResetSchema }),
    idempotencyRecords: new Collection({ schema: idempotencyRecordSchema }),
    auditEntries: new Collection({ schema: auditEntrySchema }),
    outbox: new Collection({ schema: outboxEmailSchema }),
    notifications: new Collection({ schema: notificationSchema }),
    notificationPreferences: new Collection({ schema: notificationPreferenceSchema }),
    calendarFeeds: new Collection({ schema: calendarFeedSchema }),
    waitlistEntries: new Collection({ schema: waitlistEntrySchema }),
  };
  return {
    ...collections,
    sequences: zeroSequences(),
    loginFailures: createLoginFailures(),
    indexes: createIndexes(collections),
  };
}

/** The database every handler reads and writes. Tests and the demo reset and reseed it. */
export const db: Database = createDatabase();

/** Empties every collection and restarts the id sequences. */
export function resetDatabase(database: Database = db): void {
  for (const name of COLLECTION_NAMES) database[name].clear();
  database.sequences = zeroSequences();
  clearLoginFailures(database.loginFailures);
  clearIndexes(database.indexes);
}

/** The next id of a collection: 1, 2, 3… */
export function nextId(database: Database, collection: CollectionName): number {
  database.sequences[collection] += 1;
  return database.sequences[collection];
}

// ---------------------------------------------------------------------------------------------
// Snapshots: the whole database as plain JSON (browser persistence, seed determinism tests).

export const SNAPSHOT_VERSION = 1;

export interface DatabaseSnapshot {
  version: number;
  sequences: Record<CollectionName, number>;
  collections: Record<CollectionName, unknown[]>;
}

export function snapshotDatabase(database: Database = db): DatabaseSnapshot {
  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [
      name,
      // Spreading drops @msw/data's internal symbols; records are plain JSON otherwise.
      database[name].all().map((record) => ({ ...record })),
    ]),
  ) as Record<CollectionName, unknown[]>;
  return { version: SNAPSHOT_VERSION, sequences: { ...database.sequences }, collections };
}

// One line per collection so that each record is parsed by its own schema, fully typed.
const restorers: {
  [K in CollectionName]: (database: Database, record: unknown) => Promise<unknown>;
} = {
  users: (d, r) => d.users.create(userSchema.parse(r)),
  tokens: (d, r) => d.tokens.create(tokenSchema.parse(r)),
  locations: (d, r) => d.locations.create(locationSchema.parse(r)),
  courts: (d, r) => d.courts.create(courtSchema.parse(r)),
  sessions: (d, r) => d.sessions.create(sessionSchema.parse(r)),
  maintenanceBlocks: (d, r) => d.maintenanceBlocks.create(maintenanceBlockSchema.parse(r)),
  bookings: (d, r) => d.bookings.create(bookingSchema.parse(r)),
  packages: (d, r) => d.packages.create(packageSchema.parse(r)),
  purchases: (d, r) => d.purchases.create(purchaseSchema.parse(r)),
  wallets: (d, r) => d.wallets.create(walletSchema.parse(r)),
  coinLots: (d, r) => d.coinLots.create(coinLotSchema.parse(r)),
  coinHolds: (d, r) => d.coinHolds.create(coinHoldSchema.parse(r)),
  transactions: (d, r) => d.transactions.create(transactionSchema.parse(r)),
  contactMessages: (d, r) => d.contactMessages.create(contactMessageSchema.parse(r)),
  passwordResets: (d, r) => d.passwordResets.create(passwordResetSchema.parse(r)),
  idempotencyRecords: (d, r) => d.idempotencyRecords.create(idempotencyRecordSchema.parse(r)),
  auditEntries: (d, r) => d.auditEntries.create(auditEntrySchema.parse(r)),
  outbox: (d, r) => d.outbox.create(outboxEmailSchema.parse(r)),
  notifications: (d, r) => d.notifications.create(notificationSchema.parse(r)),
  notificationPreferences: (d, r) =>
    d.notificationPreferences.create(notificationPreferenceSchema.parse(r)),
  calendarFeeds: (d, r) => d.calendarFeeds.create(calendarFeedSchema.parse(r)),
  waitlistEntries: (d, r) => d.waitlistEntries.create(waitlistEntrySchema.parse(r)),
};

/**
 * Replaces the database's content with a snapshot. Every record is validated by its collection's
 * schema; false (and an emptied database) when the snapshot is of another version or does not fit.
 */
export async function restoreDatabase(
  snapshot: DatabaseSnapshot,
  database: Database = db,
): Promise<boolean> {
  resetDatabase(database);
  if (snapshot.version !== SNAPSHOT_VERSION) return false;
  try {
    for (const name of COLLECTION_NAMES) {
      for (const record of snapshot.collections[name] ?? []) {
        await restorers[name](database, record);
      }
      database.sequences[name] = snapshot.sequences[name] ?? 0;
    }
    return true;
  } catch {
    resetDatabase(database);
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Compile-time checks: each record covers the public fields of its contract type with the same
// types. Derived fields (computed by the serializers) are listed as omitted.

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
type Covers<Record, Public> = Equals<Pick<Record, keyof Public & keyof Record>, Public>;

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
export type PackageRecordCoversPackage = Assert<Covers<PackageRecord, Package>>;
export type TransactionRecordCoversTransaction = Assert<Covers<TransactionRecord, Transaction>>;
export type WalletRecordCoversWallet = Assert<
  Covers<WalletRecord, Omit<Wallet, 'total_balance' | 'recent_transactions' | 'expiring'>>
>;
export type AuditEntryRecordIsAuditEntry = Assert<Equals<AuditEntryRecord, AuditEntry>>;
export type NotificationRecordCoversNotification = Assert<Covers<NotificationRecord, Notification>>;
export type NotificationPreferenceRecordCoversPreferences = Assert<
  Covers<NotificationPreferenceRecord, NotificationPreferences>
>;
