/**
 * Record factories with overrides, for tests and the seed. Everything that moves coins goes
 * through the ledger, so a database built with factories keeps the ledger invariant.
 *
 *   const member = await createMember({ coins: 50 });
 *   const court = await createCourt({ court_type: 'tennis' });   // and its location
 *   const booking = await createBooking({ user_id: member.id, court_id: court.id });
 */

import {
  addDays,
  bookingReference,
  coinCost,
  formatSchedule,
  lagosDateTimeToInstant,
  lagosToday,
  USER_CANCELLATION_REASON,
} from '@domain';
import type { AccountStatus, BookingStatus, PaymentStatus } from '@domain';
import { hashPassword } from './auth';
import { clock, timestamp } from './clock';
import { db as defaultDb, nextId } from './db';
import type {
  BookingRecord,
  CourtRecord,
  LocationRecord,
  MaintenanceBlockRecord,
  SessionRecord,
  UserRecord,
} from './records';
import type { Database } from './db';
import type { PackageRecord } from './coinRecords';
import { DEMO_PASSWORD } from './demoAccounts';
import { credit, getWallet } from './ledger';
import { release, reserve, settle } from './coinHolds';

export interface UserOverrides extends Partial<Omit<UserRecord, 'id' | 'password_hash'>> {
  /** Account state; sets is_approved to match (true only for ACTIVE). */
  status?: AccountStatus;
  /** Defaults to the demo password. */
  password?: string;
  /** Coins credited as a non-expiring bonus when the account is created. */
  coins?: number;
  /** Creation time (date_joined, the bonus); the clock's now by default. */
  at?: Date;
}

export async function createUser(
  overrides: UserOverrides = {},
  database: Database = defaultDb,
): Promise<UserRecord> {
  const { status, password, coins, at = clock.now(), ...fields } = overrides;
  const id = nextId(database, 'users');
  const accountStatus = status ?? fields.account_status ?? 'ACTIVE';
  const userType = fields.user_type ?? 'USER';
  const user = await database.users.create({
    id,
    email: `member${id}@example.com`,
    first_name: 'Test',
    last_name: `Member ${id}`,
    phone_number: '+234 803 000 0000',
    address: '',
    city: 'Lagos',
    state: 'Lagos',
    country: 'Nigeria',
    profile_picture: null,
    date_joined: timestamp(at),
    last_login: null,
    is_staff_user: userType !== 'USER',
    is_approved: accountStatus === 'ACTIVE',
    status_reason: null,
    status_changed_at: null,
    status_changed_by: null,
    ...fields,
    user_type: userType,
    account_status: accountStatus,
    password_hash: hashPassword(password ?? DEMO_PASSWORD),
  });
  await getWallet(database, user.id, at);
  if (coins !== undefined && coins > 0) {
    await credit(database, {
      userId: user.id,
      amount: coins,
      type: 'bonus',
      description: 'Welcome bonus',
      at,
    });
  }
  return user;
}

/** An approved member (USER) by default. */
export function createMember(overrides: UserOverrides = {}, database?: Database) {
  return createUser({ user_type: 'USER', ...overrides }, database);
}

export function createStaff(overrides: UserOverrides = {}, database?: Database) {
  return createUser({ user_type: 'STAFF', is_staff_user: true, ...overrides }, database);
}

export function createAdmin(overrides: UserOverrides = {}, database?: Database) {
  return createUser({ user_type: 'ADMIN', is_staff_user: true, ...overrides }, database);
}

export async function createLocation(
  overrides: Partial<LocationRecord> = {},
  database: Database = defaultDb,
): Promise<LocationRecord> {
  const id = overrides.id ?? nextId(database, 'locations');
  return database.locations.create({
    name: `Test Arena ${id}`,
    address: `${id} Admiralty Way, Lekki Phase 1`,
    description: 'A test venue.',
    image: null,
    rating: 4.5,
    reviews_count: 10,
    hourly_rate: 20,
    contact_phone: '+234 803 000 1000',
    opening_time: '06:00',
    closing_time: '22:00',
    is_active: true,
    city: 'Lagos',
    state: 'Lagos',
    latitude: 6.4474,
    longitude: 3.4723,
    created_at: timestamp(clock.now()),
    ...overrides,
    id,
  });
}

/** A court; its location is created too unless `location_id` is given. */
export async function createCourt(
  overrides: Partial<CourtRecord> = {},
  database: Database = defaultDb,
): Promise<CourtRecord> {
  const locationId = overrides.location_id ?? (await createLocation({}, database)).id;
  const id = overrides.id ?? nextId(database, 'courts');
  return database.courts.create({
    name: `Court ${id}`,
    court_type: 'football',
    surface_type: 'artificial_grass',
    is_indoor: false,
    is_active: true,
    ...overrides,
    id,
    location_id: locationId,
  });
}

function courtOf(database: Database, courtId: number): CourtRecord {
  const court = database.courts.findFirst((q) => q.where({ id: courtId }));
  if (!court) throw new Error(`Factory: court ${courtId} does not exist`);
  return court;
}

function locationOf(database: Database, locationId: number): LocationRecord {
  const location = database.locations.findFirst((q) => q.where({ id: locationId }));
  if (!location) throw new Error(`Factory: location ${locationId} does not exist`);
  return location;
}

/** A game session, tomorrow 18:00–20:00 by default; its court is created unless given. */
export async function createSession(
  overrides: Partial<SessionRecord> = {},
  database: Database = defaultDb,
): Promise<SessionRecord> {
  const court = overrides.court_id
    ? courtOf(database, overrides.court_id)
    : await createCourt({}, database);
  const id = overrides.id ?? nextId(database, 'sessions');
  return database.sessions.create({
    session_date: addDays(lagosToday(clock.now()), 1),
    start_time: '18:00',
    end_time: '20:00',
    status: 'available',
    max_players: 10,
    offline_players: 0,
    coin_cost: 15,
    title: 'Evening 5-a-side',
    created_at: timestamp(clock.now()),
    ...overrides,
    id,
    court_id: court.id,
    location_id: court.location_id,
  });
}

export async function createMaintenanceBlock(
  overrides: Partial<MaintenanceBlockRecord> & { court_id: number },
  database: Database = defaultDb,
): Promise<MaintenanceBlockRecord> {
  const court = courtOf(database, overrides.court_id);
  return database.maintenanceBlocks.create({
    date: addDays(lagosToday(clock.now()), 1),
    start_time: '06:00',
    end_time: '12:00',
    note: 'Resurfacing',
    created_at: timestamp(clock.now()),
    ...overrides,
    id: overrides.id ?? nextId(database, 'maintenanceBlocks'),
    location_id: court.location_id,
  });
}

export async function createPackage(
  overrides: Partial<PackageRecord> = {},
  database: Database = defaultDb,
): Promise<PackageRecord> {
  const id = overrides.id ?? nextId(database, 'packages');
  return database.packages.create({
    name: `Package ${id}`,
    description: 'A test package.',
    package_type: 'bronze',
    price: 5000,
    discounted_price: null,
    discount_percentage: 0,
    is_promotional: false,
    coins: 50,
    validity_days: 30,
    features: [],
    is_active: true,
    ...overrides,
    id,
  });
}

export interface BookingOverrides extends Partial<
  Omit<BookingRecord, 'id' | 'booking_reference' | 'user_id' | 'payment_status'>
> {
  user_id: number;
  /** Derived from the status when omitted (PAID, PENDING for PENDING, REFUNDED for CANCELLED). */
  payment_status?: PaymentStatus;
  /** When the booking was made (and its coins reserved); the clock's now by default. */
  at?: Date;
  /** When a CANCELLED booking was cancelled; `at` by default. */
  cancelledAt?: Date;
}

const defaultPayment: Record<BookingStatus, PaymentStatus> = {
  PENDING: 'PENDING',
  CONFIRMED: 'PAID',
  COMPLETED: 'PAID',
  CANCELLED: 'REFUNDED',
  NO_SHOW: 'PAID',
};

/**
 * A booking in any status, with its coins moved by the ledger as if it had lived that life:
 * CONFIRMED reserves the cost, COMPLETED and NO_SHOW reserve then spend it, CANCELLED reserves
 * then refunds it, PENDING (unpaid) moves nothing. A session place takes the session's court,
 * times and cost; a court booking is priced with peak pricing. The member needs the coins
 * (InsufficientCoinsError otherwise). No clash check is made: tests build exactly what they ask.
 */
export async function createBooking(
  overrides: BookingOverrides,
  database: Database = defaultDb,
): Promise<BookingRecord> {
  const { at = clock.now(), cancelledAt, ...fields } = overrides;
  const session = fields.session_id
    ? database.sessions.findFirst((q) => q.where({ id: fields.session_id ?? 0 }))
    : undefined;
  if (fields.session_id && !session) {
    throw new Error(`Factory: session ${fields.session_id} does not exist`);
  }
  const court = session
    ? courtOf(database, session.court_id)
    : fields.court_id
      ? courtOf(database, fields.court_id)
      : await createCourt({}, database);
  const location = locationOf(database, court.location_id);
  const date = session?.session_date ?? fields.date ?? addDays(lagosToday(clock.now()), 1);
  const startTime = session?.start_time ?? fields.start_time ?? '10:00';
  const endTime = session?.end_time ?? fields.end_time ?? '11:00';
  const cost =
    fields.coin_cost ??
    session?.coin_cost ??
    coinCost({
      hourly_rate: location.hourly_rate,
      date,
      start_time: startTime,
      end_time: endTime,
    });
  const status = fields.status ?? 'CONFIRMED';
  const id = nextId(database, 'bookings');
  const reference = bookingReference({ id });
  const end = lagosDateTimeToInstant(date, endTime);
  const settledAt = new Date(
    Math.max(at.getTime(), Math.min(end.getTime(), clock.now().getTime())),
  );
  const cancelled = cancelledAt ?? at;

  const booking = await database.bookings.create({
    notes: '',
    cancellation_reason: status === 'CANCELLED' ? USER_CANCELLATION_REASON : null,
    ...fields,
    id,
    booking_reference: reference,
    user_id: overrides.user_id,
    location_id: location.id,
    court_id: court.id,
    session_id: session?.id ?? null,
    date,
    start_time: startTime,
    end_time: endTime,
    coin_cost: cost,
    status,
    payment_status: overrides.payment_status ?? defaultPayment[status],
    created_at: timestamp(at),
    cancelled_at: status === 'CANCELLED' ? timestamp(cancelled) : null,
    completed_at: status === 'COMPLETED' ? timestamp(settledAt) : null,
  });

  if (status === 'PENDING' || cost === 0) return booking;
  const what = session ? `Session place ${reference}` : `Court booking ${reference}`;
  await reserve(database, {
    userId: booking.user_id,
    amount: cost,
    reference,
    description: `${what}: ${location.name}, ${formatSchedule(date, startTime, endTime)}`,
    at,
  });
  if (status === 'CANCELLED') {
    await release(database, {
      userId: booking.user_id,
      reference,
      description: `Refund for cancelled booking ${reference}`,
      at: cancelled,
    });
  } else if (status === 'COMPLETED' || status === 'NO_SHOW') {
    await settle(database, {
      userId: booking.user_id,
      reference,
      description:
        status === 'COMPLETED'
          ? `Booking ${reference} completed: ${cost} coins spent`
          : `Booking ${reference} marked no-show: ${cost} coins spent`,
      at: settledAt,
    });
  }
  return booking;
}
