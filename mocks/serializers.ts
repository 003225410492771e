/**
 * Records → the contract's shapes. Every handler answers through these, so a field is computed in
 * one place (full_name, facilities, current_players, duration_hours…) and never drifts between
 * operations.
 */

import { COURT_TYPES, PACKAGE_TYPES, durationHours, isExpiringSoon, lagosDate } from '@domain';
import { clock, timestamp } from './clock';
import { inGroup } from './indexes';
import type {
  Booking,
  Court,
  CourtSummary,
  CourtType,
  ExpiringCoins,
  GameSession,
  Location,
  LocationSummary,
  Package,
  Transaction,
  User,
  Wallet,
} from '@domain';
import type {
  BookingRecord,
  CourtRecord,
  LocationRecord,
  SessionRecord,
  UserRecord,
} from './records';
import type { Database } from './db';
import type { PackageRecord, TransactionRecord, WalletRecord } from './coinRecords';

/** The contract's Wallet lists at most this many entries. */
export const WALLET_RECENT_TRANSACTIONS = 10;

export function serializeUser(user: UserRecord): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    phone_number: user.phone_number,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    profile_picture: user.profile_picture,
    date_joined: user.date_joined,
    last_login: user.last_login,
    user_type: user.user_type,
    is_staff_user: user.is_staff_user,
    is_approved: user.is_approved,
    account_status: user.account_status,
    // Only a suspension's or rejection's reason is the member's to read; an approval note is not.
    status_reason:
      user.account_status === 'SUSPENDED' || user.account_status === 'REJECTED'
        ? user.status_reason
        : null,
  };
}

/** The sports offered: one entry per type among the location's active courts, in enum order. */
export function locationFacilities(database: Database, locationId: number): CourtType[] {
  const present = new Set(
    database.courts
      .findMany((q) => q.where({ location_id: locationId, is_active: true }))
      .map((court) => court.court_type),
  );
  return COURT_TYPES.filter((type) => present.has(type));
}

/** `distance` is set only by the nearby search, in km. */
export function serializeLocation(
  database: Database,
  location: LocationRecord,
  distance: number | null = null,
): Location {
  return {
    id: location.id,
    name: location.name,
    address: location.address,
    description: location.description,
    image: location.image,
    facilities: locationFacilities(database, location.id),
    rating: location.rating,
    reviews_count: location.reviews_count,
    hourly_rate: location.hourly_rate,
    contact_phone: location.contact_phone,
    opening_time: location.opening_time,
    closing_time: location.closing_time,
    is_active: location.is_active,
    city: location.city,
    state: location.state,
    latitude: location.latitude,
    longitude: location.longitude,
    distance,
  };
}

export function serializeLocationSummary(location: LocationRecord): LocationSummary {
  return {
    id: location.id,
    name: location.name,
    address: location.address,
    contact_phone: location.contact_phone,
  };
}

export function serializeCourt(court: CourtRecord): Court {
  return {
    id: court.id,
    location_id: court.location_id,
    name: court.name,
    court_type: court.court_type,
    surface_type: court.surface_type,
    is_indoor: court.is_indoor,
    is_active: court.is_active,
  };
}

export function serializeCourtSummary(court: CourtRecord): CourtSummary {
  return { id: court.id, name: court.name, court_type: court.court_type };
}

function requireRecord<T>(record: T | undefined, what: string): T {
  // A dangling foreign id is a bug in a handler or the seed, not a client error.
  if (record === undefined) throw new Error(`Database integrity: ${what} not found`);
  return record;
}

export function findCourt(database: Database, courtId: number): CourtRecord {
  return requireRecord(
    database.courts.findFirst((q) => q.where({ id: courtId })),
    `court ${courtId}`,
  );
}

export function findLocation(database: Database, locationId: number): LocationRecord {
  return requireRecord(
    database.locations.findFirst((q) => q.where({ id: locationId })),
    `location ${locationId}`,
  );
}

/** Bookings that hold a place in a session: all but cancelled ones. */
export function sessionBookings(database: Database, sessionId: number): BookingRecord[] {
  return database.bookings.findMany((q) =>
    q.where({ session_id: sessionId, status: (status) => status !== 'CANCELLED' }),
  );
}

/** Offline places plus the places members booked through the app (an index: no scan). */
export function sessionPlayers(database: Database, session: SessionRecord): number {
  return session.offline_players + (database.indexes.sessionPlaces.get(session.id)?.size ?? 0);
}

export function serializeSession(database: Database, session: SessionRecord): GameSession {
  return {
    id: session.id,
    location_id: session.location_id,
    court: serializeCourtSummary(findCourt(database, session.court_id)),
    session_date: session.session_date,
    date: session.session_date,
    start_time: session.start_time,
    end_time: session.end_time,
    status: session.status,
    current_players: sessionPlayers(database, session),
    max_players: session.max_players,
    coin_cost: session.coin_cost,
    title: session.title,
  };
}

export function serializeBooking(database: Database, booking: BookingRecord): Booking {
  const court = findCourt(database, booking.court_id);
  return {
    id: booking.id,
    booking_reference: booking.booking_reference,
    location: serializeLocationSummary(findLocation(database, booking.location_id)),
    court: serializeCourtSummary(court),
    facility: court.court_type,
    session_id: booking.session_id,
    date: booking.date,
    start_time: booking.start_time,
    end_time: booking.end_time,
    duration_hours: durationHours(booking.start_time, booking.end_time),
    coin_cost: booking.coin_cost,
    status: booking.status,
    payment_status: booking.payment_status,
    created_at: booking.created_at,
    cancelled_at: booking.cancelled_at,
    cancellation_reason: booking.cancellation_reason,
    notes: booking.notes,
  };
}

export function serializePackage(pkg: PackageRecord): Package {
  return {
    id: pkg.id,
    name: pkg.name,
    description: pkg.description,
    package_type: pkg.package_type,
    price: pkg.price,
    discounted_price: pkg.discounted_price,
    discount_percentage: pkg.discount_percentage,
    is_promotional: pkg.is_promotional,
    coins: pkg.coins,
    validity_days: pkg.validity_days,
    features: [...pkg.features],
  };
}

/** Bronze to platinum, then by id. */
export function comparePackages(a: PackageRecord, b: PackageRecord): number {
  return (
    PACKAGE_TYPES.indexOf(a.package_type) - PACKAGE_TYPES.indexOf(b.package_type) || a.id - b.id
  );
}

export function serializeTransaction(transaction: TransactionRecord): Transaction {
  return {
    id: transaction.id,
    transaction_type: transaction.transaction_type,
    description: transaction.description,
    amount: transaction.amount,
    balance_after: transaction.balance_after,
    created_at: transaction.created_at,
    actor_email: transaction.actor_email,
    reference: transaction.reference,
  };
}

/** Newest first: by timestamp, then by id for entries of the same second. */
export function compareTransactionsNewestFirst(a: TransactionRecord, b: TransactionRecord): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/** A user's ledger entries, newest first. */
export function userTransactions(database: Database, userId: number): TransactionRecord[] {
  return inGroup(database.indexes.transactionsByUser, userId).sort(compareTransactionsNewestFirst);
}

/**
 * The wallet of a user. A member who never had coins has no wallet record yet and gets zeros,
 * exactly what the ledger would create.
 */
export function serializeWallet(
  database: Database,
  userId: number,
  now: Date = clock.now(),
): Wallet {
  const wallet: Pick<
    WalletRecord,
    'available_balance' | 'reserved_balance' | 'total_earned' | 'total_spent'
  > = database.wallets.findFirst((q) => q.where({ user_id: userId })) ?? {
    available_balance: 0,
    reserved_balance: 0,
    total_earned: 0,
    total_spent: 0,
  };
  return {
    available_balance: wallet.available_balance,
    total_balance: wallet.available_balance + wallet.reserved_balance,
    reserved_balance: wallet.reserved_balance,
    total_earned: wallet.total_earned,
    total_spent: wallet.total_spent,
    recent_transactions: userTransactions(database, userId)
      .slice(0, WALLET_RECENT_TRANSACTIONS)
      .map(serializeTransaction),
    expiring: expiringCoins(database, userId, now),
  };
}

/**
 * The unspent coins of the lots that expire soonest, summed over that Lagos day (a member who
 * bought twice on one day is told one figure), when that day is within the expiring-soon window.
 * Coins held by a booking are not counted: they are spent unless the booking is cancelled.
 */
export function expiringCoins(
  database: Database,
  userId: number,
  now: Date = clock.now(),
): ExpiringCoins | null {
  const lots = database.coinLots
    .findMany((q) => q.where({ user_id: userId, remaining: (remaining) => remaining > 0 }))
    .flatMap((lot) =>
      lot.expires_at === null ? [] : [{ remaining: lot.remaining, at: new Date(lot.expires_at) }],
    )
    .filter((lot) => lot.at.getTime() > now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = lots[0];
  if (!first || !isExpiringSoon(first.at, now)) return null;
  const day = lagosDate(first.at);
  const coins = lots
    .filter((lot) => lagosDate(lot.at) === day)
    .reduce((sum, lot) => sum + lot.remaining, 0);
  return { coins, expires_at: timestamp(first.at) };
}
