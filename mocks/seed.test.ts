import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  COURT_TYPES,
  SESSION_STATUSES,
  SURFACE_TYPES,
  TRANSACTION_TYPES,
  WEEKEND_DAYS,
  addDays,
  dayOfWeek,
  effectivePrice,
  lagosToday,
} from '@domain';
import { verifyPassword } from './auth';
import { clock, timestamp } from './clock';
import { createDatabase, type Database } from './db';
import { snapshotDatabase } from './snapshot';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES } from './demoAccounts';
import { ledgerInvariant } from './ledgerInvariant';
import { SESSION_DAYS_AHEAD, seedDatabase, type SeedSummary } from './seed';
import { courtConflicts, withinOpeningHours } from './schedule';
import { serializeWallet, sessionPlayers } from './serializers';
import { TEST_NOW } from './testing/setupMockApi';

let database: Database;
let summary: SeedSummary;
const today = lagosToday(TEST_NOW);

beforeAll(async () => {
  clock.set(TEST_NOW);
  database = createDatabase();
  summary = await seedDatabase(database);
});
afterEach(() => clock.set(TEST_NOW));

describe('seed: determinism', () => {
  it('builds the same database twice at the same clock', async () => {
    const again = createDatabase();
    await seedDatabase(again);
    expect(snapshotDatabase(again)).toEqual(snapshotDatabase(database));
  });

  it('moves with the clock: the same history a week later', async () => {
    const later = createDatabase();
    clock.set(new Date(TEST_NOW.getTime() + 7 * 24 * 60 * 60 * 1000));
    await seedDatabase(later);
    expect(later.users.count()).toBe(database.users.count());
    expect(
      later.sessions.findMany((q) => q.where({ session_date: addDays(today, 7) })).length,
    ).toBe(database.sessions.findMany((q) => q.where({ session_date: today })).length);
  });

  it('leaves a real-time clock running in real time', async () => {
    clock.useRealTime();
    await seedDatabase(createDatabase());
    expect(clock.isFixed()).toBe(false);
  });
});

describe('seed: accounts', () => {
  it.each(DEMO_ROLES)('has the %s demo account with the demo password', (role) => {
    const account = DEMO_ACCOUNTS[role];
    const user = database.users.findFirst((q) => q.where({ email: account.email }));
    expect(user).toMatchObject({
      id: summary.users[role],
      user_type: account.user_type,
      account_status: account.account_status,
      is_approved: account.account_status === 'ACTIVE',
      is_staff_user: account.user_type !== 'USER',
    });
    expect(verifyPassword(DEMO_PASSWORD, user?.password_hash ?? '')).toBe(true);
  });

  it('uses exactly the documented demo e-mails and ids 1–6', () => {
    expect(DEMO_ROLES.map((role) => DEMO_ACCOUNTS[role].email)).toEqual([
      'admin@pitchside.ng',
      'staff@pitchside.ng',
      'member@pitchside.ng',
      'pending@pitchside.ng',
      'suspended@pitchside.ng',
      'rejected@pitchside.ng',
    ]);
    expect(Object.values(summary.users)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(DEMO_PASSWORD).toBe('Pitchside#2026');
  });

  it('records why and by whom the suspended and rejected accounts were decided', () => {
    for (const role of ['suspended', 'rejected'] as const) {
      const user = database.users.findFirst((q) => q.where({ id: summary.users[role] }));
      expect(user?.status_reason).toBeTruthy();
      expect([summary.users.admin, summary.users.staff]).toContain(user?.status_changed_by);
    }
  });

  it('has more members, approved and pending, with unique e-mails', () => {
    const users = database.users.all();
    expect(
      users.filter((u) => u.account_status === 'ACTIVE' && u.user_type === 'USER').length,
    ).toBeGreaterThan(10);
    expect(users.filter((u) => u.account_status === 'PENDING').length).toBeGreaterThanOrEqual(3);
    expect(new Set(users.map((u) => u.email.toLowerCase())).size).toBe(users.length);
    expect(users.every((u) => u.date_joined <= timestamp(TEST_NOW))).toBe(true);
  });
});

describe('seed: venues', () => {
  it('has locations in Lagos, Abuja, Port Harcourt, Ibadan, Kano and Enugu, with coordinates', () => {
    const locations = database.locations.all();
    expect(new Set(locations.map((l) => l.city))).toEqual(
      new Set(['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Enugu']),
    );
    for (const location of locations) {
      expect(location.latitude).toBeGreaterThan(4);
      expect(location.latitude).toBeLessThan(14);
      expect(location.longitude).toBeGreaterThan(2.5);
      expect(location.longitude).toBeLessThan(15);
      expect(location.hourly_rate).toBeGreaterThan(0);
      expect(location.rating).toBeGreaterThan(0);
      expect(location.opening_time < location.closing_time).toBe(true);
    }
    expect(locations.filter((l) => !l.is_active)).toHaveLength(1);
  });

  it('has courts of every court type and every surface type', () => {
    const courts = database.courts.all();
    expect(new Set(courts.map((c) => c.court_type))).toEqual(new Set(COURT_TYPES));
    expect(new Set(courts.map((c) => c.surface_type))).toEqual(new Set(SURFACE_TYPES));
    expect(courts.some((c) => c.is_indoor)).toBe(true);
  });

  it('has the four packages: bronze ₦5,000 to platinum ₦45,000, one promotional, one discounted', () => {
    const packages = database.packages.all();
    expect(packages.map((p) => [p.package_type, p.price])).toEqual([
      ['bronze', 5000],
      ['silver', 12000],
      ['gold', 25000],
      ['platinum', 45000],
    ]);
    expect(packages.filter((p) => p.is_promotional).map((p) => p.package_type)).toEqual(['gold']);
    const discounted = packages.filter((p) => p.discounted_price !== null && !p.is_promotional);
    expect(discounted.map((p) => p.package_type)).toEqual(['platinum']);
    for (const pkg of packages) {
      expect(pkg.features.length).toBeGreaterThan(0);
      if (pkg.discounted_price !== null) {
        expect(pkg.discounted_price).toBe(pkg.price - (pkg.price * pkg.discount_percentage) / 100);
      }
    }
  });
});

describe('seed: game sessions and maintenance', () => {
  it('has sessions on each of the next 14 days', () => {
    for (let day = 0; day < SESSION_DAYS_AHEAD; day++) {
      const date = addDays(today, day);
      expect(
        database.sessions.findMany((q) => q.where({ session_date: date })).length,
        date,
      ).toBeGreaterThan(0);
    }
  });

  it('has sessions in every status, some full and some under maintenance', () => {
    expect(new Set(database.sessions.all().map((s) => s.status))).toEqual(
      new Set(SESSION_STATUSES),
    );
    const upcoming = database.sessions.findMany((q) =>
      q.where({ session_date: (d) => d >= today }),
    );
    expect(
      upcoming.some((s) => s.status === 'booked' && sessionPlayers(database, s) === s.max_players),
    ).toBe(true);
    expect(
      upcoming.some((s) => s.status === 'available' && sessionPlayers(database, s) < s.max_players),
    ).toBe(true);
    expect(upcoming.some((s) => s.status === 'maintenance')).toBe(true);
    expect(upcoming.some((s) => s.status === 'cancelled')).toBe(true);
  });

  it('never overfills a session and keeps sessions inside opening hours', () => {
    for (const session of database.sessions.all()) {
      expect(sessionPlayers(database, session)).toBeLessThanOrEqual(session.max_players);
      const location = database.locations.findFirst((q) => q.where({ id: session.location_id }));
      expect(location && withinOpeningHours(location, session)).toBe(true);
    }
  });

  it('names each session in keeping with its day and time', () => {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const sessions = database.sessions.all();
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      const title = session.title ?? '';
      const day = dayOfWeek(session.session_date);
      const hour = Number(session.start_time.slice(0, 2));
      const where = `${title} on ${days[day]} ${session.session_date} at ${session.start_time}`;
      for (const [index, name] of days.entries()) {
        if (index !== day) expect(title, where).not.toContain(name);
      }
      if (/weekend/i.test(title)) expect(WEEKEND_DAYS, where).toContain(day);
      if (/morning|early/i.test(title)) expect(hour, where).toBeLessThan(12);
      if (/evening|night|after[- ]work/i.test(title))
        expect(hour, where).toBeGreaterThanOrEqual(17);
      if (/lunch/i.test(title)) expect([11, 12, 13], where).toContain(hour);
    }
  });

  it('has maintenance blocks, one of them today', () => {
    const blocks = database.maintenanceBlocks.all();
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.some((b) => b.date === today)).toBe(true);
  });

  it('never books the same court time twice', () => {
    for (const booking of database.bookings.findMany((q) =>
      q.where({ session_id: null, status: (s) => s !== 'CANCELLED' }),
    )) {
      const conflicts = courtConflicts(database, booking.court_id, booking, {
        bookingId: booking.id,
      });
      expect(conflicts, booking.booking_reference).toEqual({
        bookings: [],
        sessions: [],
        maintenance: [],
      });
    }
    for (const session of database.sessions.findMany((q) =>
      q.where({ status: (s) => s !== 'cancelled' && s !== 'maintenance' }),
    )) {
      const range = {
        date: session.session_date,
        start_time: session.start_time,
        end_time: session.end_time,
      };
      const conflicts = courtConflicts(database, session.court_id, range, {
        sessionId: session.id,
      });
      expect(
        conflicts.sessions.length + conflicts.maintenance.length,
        `session ${session.id}`,
      ).toBe(0);
    }
  });
});

describe('seed: members, bookings and wallets', () => {
  it('gives the demo member bookings in every status', () => {
    const bookings = database.bookings.findMany((q) => q.where({ user_id: summary.users.member }));
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES));
    expect(bookings.some((b) => b.session_id !== null)).toBe(true);
    expect(bookings.some((b) => b.status === 'CONFIRMED' && b.date > today)).toBe(true);
    expect(bookings.some((b) => b.status === 'CANCELLED' && b.date > today)).toBe(true);
  });

  it('gives the demo member coins and a wallet history of every transaction type', () => {
    const wallet = serializeWallet(database, summary.users.member);
    expect(wallet.available_balance).toBeGreaterThan(50);
    expect(wallet.reserved_balance).toBeGreaterThan(0);
    const types = new Set(
      database.transactions
        .findMany((q) => q.where({ user_id: summary.users.member }))
        .map((t) => t.transaction_type),
    );
    expect(types).toEqual(new Set(TRANSACTION_TYPES));
  });

  it('builds every wallet through the ledger: the invariant holds', () => {
    expect(ledgerInvariant(database)).toEqual([]);
  });

  it('prices every paid purchase at the package’s effective price and dates nothing in the future', () => {
    for (const purchase of database.purchases.all()) {
      const pkg = database.packages.findFirst((q) => q.where({ id: purchase.package_id }));
      expect(pkg && purchase.amount).toBe(pkg && effectivePrice(pkg));
      expect(purchase.created_at <= timestamp(TEST_NOW)).toBe(true);
    }
    const now = timestamp(TEST_NOW);
    expect(database.transactions.all().every((t) => t.created_at <= now)).toBe(true);
    expect(database.bookings.all().every((b) => b.created_at <= now)).toBe(true);
  });

  it('has completed every booking that has ended, and holds coins only for active ones', () => {
    for (const booking of database.bookings.all()) {
      const ended = `${booking.date}T${booking.end_time}:00+01:00` <= timestamp(TEST_NOW);
      if (ended) expect(['COMPLETED', 'CANCELLED', 'NO_SHOW']).toContain(booking.status);
      else expect(['CONFIRMED', 'CANCELLED', 'PENDING']).toContain(booking.status);
    }
  });

  it('keeps the suspended member’s upcoming booking and coins', () => {
    const upcoming = database.bookings.findMany((q) =>
      q.where({ user_id: summary.users.suspended, status: 'CONFIRMED' }),
    );
    expect(upcoming.length).toBeGreaterThan(0);
    expect(serializeWallet(database, summary.users.suspended).total_earned).toBeGreaterThan(0);
  });
});
