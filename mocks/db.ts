/**
 * The mock backend's database: one @msw/data collection per entity, each described by the zod
 * schema of its record (`records.ts`, `coinRecords.ts`), the id sequences, and the one database
 * every handler reads and writes. Snapshots of it are taken and restored by `snapshot.ts`.
 */

import { Collection } from '@msw/data';
import {
  coinHoldSchema,
  coinLotSchema,
  packageSchema,
  purchaseSchema,
  transactionSchema,
  walletSchema,
} from './coinRecords';
import { clearIndexes, createIndexes, type Indexes } from './indexes';
import { clearLoginFailures, createLoginFailures, type LoginFailures } from './loginThrottle';
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
