/**
 * Snapshots: the whole database (`db.ts`) as plain JSON, for the browser's persistence and the
 * seed's determinism tests, and restoring one with every record validated by its schema.
 */

import { COLLECTION_NAMES, db, resetDatabase, type CollectionName, type Database } from './db';
import {
  coinHoldSchema,
  coinLotSchema,
  packageSchema,
  purchaseSchema,
  transactionSchema,
  walletSchema,
} from './coinRecords';
import {
  auditEntrySchema,
  bookingSchema,
  calendarFeedSchema,
  contactMessageSchema,
  courtSchema,
  idempotencyRecordSchema,
  locationSchema,
  maintenanceBlockSchema,
  notificationPreferenceSchema,
  notificationSchema,
  outboxEmailSchema,
  passwordResetSchema,
  sessionSchema,
  tokenSchema,
  userSchema,
  waitlistEntrySchema,
} from './records';

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
