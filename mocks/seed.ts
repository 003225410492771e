/**
 * The deterministic Nigerian seed (DESIGN §3). Given the same clock it builds the same database:
 * accounts of every kind (the demo logins of demoAccounts.ts), venues in six cities, game sessions
 * from a week ago to 13 days ahead in every status, maintenance blocks, the four packages, and
 * months of member history. History is replayed as a timeline through the ledger and the
 * lifecycle, in the order it happened, so every wallet satisfies the ledger invariant and every
 * ledger entry is dated when it happened.
 */

import {
  addDays,
  coinCost,
  dayOfWeek,
  effectivePrice,
  lagosDateTimeToInstant,
  lagosToday,
  WEEKEND_DAYS,
} from '@domain';
import type { CourtType } from '@domain';
import { HOUR_MS, clock, timestamp } from './clock';
import { db as defaultDb, nextId } from './db';
import type {
  BookingRecord,
  CourtRecord,
  Database,
  LocationRecord,
  PackageRecord,
  SessionRecord,
  UserRecord,
} from './db';
import { DEMO_ACCOUNTS } from './demoAccounts';
import {
  createAdmin,
  createBooking,
  createCourt,
  createLocation,
  createMaintenanceBlock,
  createMember,
  createPackage,
  createSession,
  createStaff,
} from './factories';
import { credit, debit, findWallet, release, settle } from './ledger';
import { advanceTo } from './lifecycle';
import { createRandom, DEFAULT_SEED, type Random } from './random';
import { isCourtFree, maintenanceBlocks, withinOpeningHours } from './schedule';
import { LOCATIONS, MEMBERS, PACKAGES, PENDING_MEMBERS, packageFeatures } from './seedData';
import type { LocationKey, MemberSeed } from './seedData';

/** Sessions are generated from this many days ago… */
export const SESSION_DAYS_BACK = 7;
/** …to this many days ahead, today included (the next 14 days). */
export const SESSION_DAYS_AHEAD = 14;

/** Ids of the seed's records that tests and docs refer to. Stable: the seed is deterministic. */
export interface SeedSummary {
  users: {
    admin: number;
    staff: number;
    member: number;
    pending: number;
    suspended: number;
    rejected: number;
  };
  /** Location ids by key (lekki, yaba, ikoyi, wuse, portharcourt, ibadan, kano, enugu, surulere). */
  locations: Record<LocationKey, number>;
  packages: Record<'bronze' | 'silver' | 'gold' | 'platinum', number>;
}

interface Context {
  database: Database;
  now: Date;
  today: string;
  random: Random;
  locations: Map<string, LocationRecord>;
  courts: Map<number, CourtRecord[]>;
  packages: Map<string, PackageRecord>;
  staff: UserRecord;
  admin: UserRecord;
  timeline: { at: Date; order: number; run: () => Promise<void> }[];
  /** Tie-breaker: events of the same instant run in the order they were scheduled. */
  scheduled: number;
}

const TEAM_SPORTS: readonly CourtType[] = ['football', 'futsal', 'basketball', 'volleyball'];
const MAX_PLAYERS: Record<CourtType, number> = {
  football: 14,
  futsal: 10,
  basketball: 10,
  volleyball: 12,
  tennis: 4,
  badminton: 4,
};
const SESSION_TITLES: Record<CourtType, string[]> = {
  football: ['Evening 7-a-side', 'Saturday Morning Kickabout', 'After-work Football'],
  futsal: ['Friday Night Futsal', 'Futsal Social', 'Lunchtime Futsal'],
  basketball: ['Pickup Basketball Run', '3x3 Ladder', 'Hoops After Work'],
  volleyball: ['Volleyball Social', 'Beach-style Volleyball Night'],
  tennis: ['Doubles Ladder', 'Early Bird Tennis'],
  badminton: ['Badminton Doubles Night', 'Morning Shuttle Club'],
};

/** Builds the whole seed into `database` (empty it first). The clock's now is the anchor. */
export async function seedDatabase(
  database: Database = defaultDb,
  options: { seed?: number } = {},
): Promise<SeedSummary> {
  const now = clock.now();
  const today = lagosToday(now);
  const at = (days: number, time = '10:00') => instantAt({ today }, days, time);

  // Accounts first, so the demo logins have the lowest ids (1–6).
  const admin = await createAdmin(demo('admin', { at: at(-420), city: 'Lagos' }), database);
  const staff = await createStaff(
    demo('staff', { at: at(-380), city: 'Abuja', state: 'Federal Capital Territory' }),
    database,
  );
  const ctx: Context = {
    database,
    now,
    today,
    random: createRandom(options.seed ?? DEFAULT_SEED),
    locations: new Map(),
    courts: new Map(),
    packages: new Map(),
    staff,
    admin,
    timeline: [],
    scheduled: 0,
  };
  const member = await createMember(
    demo('member', {
      status: 'PENDING',
      at: at(-150),
      phone_number: '+234 803 123 4567',
      address: '15 Admiralty Way, Lekki Phase 1',
    }),
    database,
  );
  const pending = await createMember(
    demo('pending', {
      at: at(-2, '19:02'),
      city: 'Abuja',
      state: 'Federal Capital Territory',
      phone_number: '+234 809 555 0142',
    }),
    database,
  );
  const suspended = await createMember(
    demo('suspended', {
      status: 'PENDING',
      at: at(-200),
      city: 'Ibadan',
      state: 'Oyo',
      phone_number: '+234 805 777 2310',
      address: '8 Ring Road',
    }),
    database,
  );
  const rejected = await createMember(
    demo('rejected', {
      status: 'PENDING',
      at: at(-10),
      city: 'Kano',
      state: 'Kano',
      phone_number: '+234 802 555 0199',
    }),
    database,
  );

  await seedVenues(ctx);
  await seedPackages(ctx);
  await seedSessions(ctx);

  // Staff decisions on the demo accounts, at the time they were taken.
  schedule(ctx, at(-149), () =>
    decide(ctx, member, 'ACTIVE', ctx.staff, 'Referred by an existing member.'),
  );
  schedule(ctx, at(-199), () =>
    decide(ctx, suspended, 'ACTIVE', ctx.staff, 'Verified at Ring Road Sports Park.'),
  );
  schedule(ctx, at(-3), () =>
    decide(ctx, suspended, 'SUSPENDED', ctx.admin, 'Repeated no-shows at Wuse Sports Hub.'),
  );
  schedule(ctx, at(-8), () =>
    decide(ctx, rejected, 'REJECTED', ctx.staff, 'Referral could not be verified.'),
  );

  memberHistory(ctx, member);
  suspendedHistory(ctx, suspended);
  for (const seed of MEMBERS) await otherMember(ctx, seed);
  for (const [index, seed] of PENDING_MEMBERS.entries()) {
    await createMember(
      { ...profile(seed), status: 'PENDING', at: at(-(index * 4 + 1), '08:15') },
      database,
    );
  }

  await runTimeline(ctx);
  await seedContactMessages(ctx);

  return {
    users: {
      admin: ctx.admin.id,
      staff: ctx.staff.id,
      member: member.id,
      pending: pending.id,
      suspended: suspended.id,
      rejected: rejected.id,
    },
    locations: {
      lekki: locationId(ctx, 'lekki'),
      yaba: locationId(ctx, 'yaba'),
      ikoyi: locationId(ctx, 'ikoyi'),
      wuse: locationId(ctx, 'wuse'),
      portharcourt: locationId(ctx, 'portharcourt'),
      ibadan: locationId(ctx, 'ibadan'),
      kano: locationId(ctx, 'kano'),
      enugu: locationId(ctx, 'enugu'),
      surulere: locationId(ctx, 'surulere'),
    },
    packages: {
      bronze: packageId(ctx, 'bronze'),
      silver: packageId(ctx, 'silver'),
      gold: packageId(ctx, 'gold'),
      platinum: packageId(ctx, 'platinum'),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers.

function instantAt(ctx: Pick<Context, 'today'>, days: number, time: string): Date {
  return lagosDateTimeToInstant(addDays(ctx.today, days), time);
}

function demo(
  role: keyof typeof DEMO_ACCOUNTS,
  extra: Parameters<typeof createMember>[0] = {},
): Parameters<typeof createMember>[0] {
  const { email, first_name, last_name, user_type, account_status } = DEMO_ACCOUNTS[role];
  return { email, first_name, last_name, user_type, status: account_status, ...extra };
}

function profile(seed: MemberSeed) {
  return {
    email: `${seed.first_name}.${seed.last_name}@example.com`.toLowerCase(),
    first_name: seed.first_name,
    last_name: seed.last_name,
    city: seed.city,
    state: seed.state,
    phone_number: seed.phone_number,
    address: seed.address,
  };
}

function locationId(ctx: Context, key: LocationKey): number {
  const location = ctx.locations.get(key);
  if (!location) throw new Error(`Seed: no location ${key}`);
  return location.id;
}

function packageId(ctx: Context, type: string): number {
  const pkg = ctx.packages.get(type);
  if (!pkg) throw new Error(`Seed: no ${type} package`);
  return pkg.id;
}

/** Adds an event to the history; events may schedule later ones (a cancellation, a no-show). */
function schedule(ctx: Context, at: Date, run: () => Promise<void>): void {
  // Events in the future of the clock have not happened yet: leave them out.
  if (at.getTime() > ctx.now.getTime()) return;
  ctx.scheduled += 1;
  ctx.timeline.push({ at, order: ctx.scheduled, run });
}

/**
 * Replays the history in time order with the clock set to each event's time, applying the
 * lifecycle (completions, expiry) before each, then brings everything up to now.
 */
async function runTimeline(ctx: Context): Promise<void> {
  const wasFixed = clock.isFixed();
  try {
    while (ctx.timeline.length > 0) {
      let next = 0;
      ctx.timeline.forEach((event, index) => {
        const best = ctx.timeline[next];
        if (best && (event.at.getTime() - best.at.getTime() || event.order - best.order) < 0) {
          next = index;
        }
      });
      const [event] = ctx.timeline.splice(next, 1);
      if (!event) break;
      await advanceTo(event.at, ctx.database);
      clock.set(event.at);
      await event.run();
    }
  } finally {
    if (wasFixed) clock.set(ctx.now);
    else clock.useRealTime();
  }
  await advanceTo(ctx.now, ctx.database);
}

async function decide(
  ctx: Context,
  user: UserRecord,
  status: 'ACTIVE' | 'SUSPENDED' | 'REJECTED',
  by: UserRecord,
  reason: string,
): Promise<void> {
  await ctx.database.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      draft.account_status = status;
      draft.is_approved = status === 'ACTIVE';
      draft.status_reason = reason;
      draft.status_changed_at = timestamp(clock.now());
      draft.status_changed_by = by.id;
    },
  });
}

async function seedVenues(ctx: Context): Promise<void> {
  for (const [index, seed] of LOCATIONS.entries()) {
    const { key: _key, courts, ...fields } = seed;
    const location = await createLocation(
      { ...fields, image: null, created_at: timestamp(instantAt(ctx, -500 + index * 20, '09:00')) },
      ctx.database,
    );
    ctx.locations.set(seed.key, location);
    const records: CourtRecord[] = [];
    for (const court of courts) {
      records.push(await createCourt({ ...court, location_id: location.id }, ctx.database));
    }
    ctx.courts.set(location.id, records);
  }
}

async function seedPackages(ctx: Context): Promise<void> {
  for (const seed of PACKAGES) {
    const pkg = await createPackage({ ...seed, features: packageFeatures(seed) }, ctx.database);
    ctx.packages.set(seed.package_type, pkg);
  }
}

/** Maintenance windows; sessions they cover are put in maintenance. */
const MAINTENANCE: {
  location: string;
  court: number;
  day: number;
  from: string;
  to: string;
  note: string;
}[] = [
  { location: 'kano', court: 2, day: 0, from: '07:00', to: '21:00', note: 'Pitch re-turfing' },
  { location: 'lekki', court: 2, day: 3, from: '06:00', to: '12:00', note: 'Resurfacing' },
  { location: 'yaba', court: 1, day: 1, from: '14:00', to: '20:00', note: 'Hoop replacement' },
  { location: 'wuse', court: 1, day: 5, from: '06:00', to: '22:00', note: 'Floor repairs' },
  { location: 'ikoyi', court: 0, day: 9, from: '06:00', to: '21:00', note: 'Grass renovation' },
];

function sessionSlot(courtType: CourtType, date: string): { start: string; end: string } {
  const weekend = (WEEKEND_DAYS as readonly number[]).includes(dayOfWeek(date));
  if (weekend) return { start: '09:00', end: '11:00' };
  return TEAM_SPORTS.includes(courtType)
    ? { start: '18:00', end: '20:00' }
    : { start: '07:00', end: '09:00' };
}

async function seedSessions(ctx: Context): Promise<void> {
  const { database, random } = ctx;
  for (const block of MAINTENANCE) {
    const location = ctx.locations.get(block.location);
    const court = location && ctx.courts.get(location.id)?.[block.court];
    if (!court) throw new Error(`Seed: no court ${block.court} at ${block.location}`);
    await createMaintenanceBlock(
      {
        court_id: court.id,
        date: addDays(ctx.today, block.day),
        start_time: block.from,
        end_time: block.to,
        note: block.note,
        created_at: timestamp(instantAt(ctx, -20, '09:00')),
      },
      database,
    );
  }

  let counter = 0;
  for (let day = -SESSION_DAYS_BACK; day < SESSION_DAYS_AHEAD; day++) {
    const date = addDays(ctx.today, day);
    for (const location of ctx.locations.values()) {
      if (!location.is_active) continue;
      for (const [index, court] of (ctx.courts.get(location.id) ?? []).entries()) {
        // A court under maintenance that day always has its session, shown in maintenance.
        const blocked = maintenanceBlocks(database, court.id, date).length > 0;
        if (!blocked && (day + SESSION_DAYS_BACK + index + location.id) % 3 !== 0) continue;
        counter += 1;
        const { start, end } = sessionSlot(court.court_type, date);
        const range = { date, start_time: start, end_time: end };
        if (!withinOpeningHours(location, range)) continue;
        const maxPlayers = MAX_PLAYERS[court.court_type];
        const courtCost = coinCost({ hourly_rate: location.hourly_rate, ...range });
        const coinCostPerPlayer = Math.max(5, Math.round(courtCost / Math.ceil(maxPlayers / 2)));
        const underMaintenance = !isCourtFree(database, court.id, range);
        // Every status appears: a few full and a few called off among the upcoming ones.
        const roll = random.next();
        const full = !underMaintenance && day >= 0 && (counter % 7 === 0 || roll < 0.08);
        const cancelled = !underMaintenance && !full && counter % 11 === 0;
        const offline = full ? maxPlayers : random.int(0, Math.max(0, maxPlayers - 3));
        await createSession(
          {
            court_id: court.id,
            session_date: date,
            start_time: start,
            end_time: end,
            max_players: maxPlayers,
            offline_players: offline,
            coin_cost: coinCostPerPlayer,
            title: random.pick(SESSION_TITLES[court.court_type]),
            status: underMaintenance
              ? 'maintenance'
              : cancelled
                ? 'cancelled'
                : full
                  ? 'booked'
                  : 'available',
            created_at: timestamp(instantAt(ctx, Math.min(day, 0) - 21, '09:00')),
          },
          database,
        );
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Member history.

function purchase(
  ctx: Context,
  user: UserRecord,
  type: string,
  at: Date,
  method: 'paystack' | 'demo' = 'paystack',
): void {
  schedule(ctx, at, async () => {
    const pkg = ctx.packages.get(type);
    if (!pkg) throw new Error(`Seed: no ${type} package`);
    const reference = `PSK-${ctx.random.int(0x10000000, 0x7fffffff).toString(16).toUpperCase()}`;
    await ctx.database.purchases.create({
      id: nextId(ctx.database, 'purchases'),
      reference,
      user_id: user.id,
      package_id: pkg.id,
      payment_method: method,
      amount: effectivePrice(pkg),
      coins: pkg.coins,
      status: 'PAID',
      created_at: timestamp(at),
      paid_at: timestamp(at),
    });
    await credit(ctx.database, {
      userId: user.id,
      amount: pkg.coins,
      type: 'purchase',
      description: `Purchased ${pkg.name}`,
      reference,
      at,
      expiresAt: new Date(at.getTime() + pkg.validity_days * 24 * HOUR_MS),
    });
  });
}

function adjust(
  ctx: Context,
  user: UserRecord,
  at: Date,
  kind: 'bonus' | 'admin_credit' | 'refund' | 'admin_debit',
  amount: number,
  reason: string,
  by: UserRecord | null,
): void {
  schedule(ctx, at, async () => {
    const actorEmail = by?.email ?? null;
    if (kind === 'admin_debit') {
      await debit(ctx.database, {
        userId: user.id,
        amount,
        type: kind,
        description: reason,
        actorEmail,
        at,
      });
    } else {
      await credit(ctx.database, {
        userId: user.id,
        amount,
        type: kind,
        description: reason,
        actorEmail,
        at,
      });
    }
  });
}

interface BookingPlan {
  location: string;
  day: number;
  hours?: number;
  /** Preferred start times, tried in order on each of the location's courts. */
  starts?: string[];
  courtType?: CourtType;
  notes?: string;
}

/** The first free court and start at the location that day, or undefined. */
function findSlot(ctx: Context, plan: BookingPlan) {
  const location = ctx.locations.get(plan.location);
  if (!location) throw new Error(`Seed: no location ${plan.location}`);
  const date = addDays(ctx.today, plan.day);
  const hours = plan.hours ?? 1;
  const starts = plan.starts ?? ['18:00', '17:00', '19:00', '10:00', '12:00', '15:00', '08:00'];
  for (const court of ctx.courts.get(location.id) ?? []) {
    if (plan.courtType && court.court_type !== plan.courtType) continue;
    for (const start of starts) {
      const startHour = Number(start.slice(0, 2));
      const end = `${String(startHour + hours).padStart(2, '0')}:${start.slice(3)}`;
      const range = { date, start_time: start, end_time: end };
      if (!withinOpeningHours(location, range)) continue;
      if (isCourtFree(ctx.database, court.id, range)) return { location, court, ...range };
    }
  }
  return undefined;
}

/** A court booking made at `madeAt`; its later life is given by `then`. */
function courtBooking(
  ctx: Context,
  user: UserRecord,
  madeAt: Date,
  plan: BookingPlan,
  then: 'keep' | { cancelAt: Date } | 'no_show' | 'pending' = 'keep',
): void {
  schedule(ctx, madeAt, async () => {
    const slot = findSlot(ctx, plan);
    if (!slot) return;
    const pending = then === 'pending';
    const cost = coinCost({ hourly_rate: slot.location.hourly_rate, ...slot });
    // Members only book what they can pay for, as the API would insist.
    if (!pending && !canAfford(ctx, user, cost)) return;
    const booking = await createBooking(
      {
        user_id: user.id,
        court_id: slot.court.id,
        date: slot.date,
        start_time: slot.start_time,
        end_time: slot.end_time,
        status: pending ? 'PENDING' : 'CONFIRMED',
        notes: plan.notes ?? '',
        at: madeAt,
      },
      ctx.database,
    );
    followUp(ctx, booking, then);
  });
}

/** A place in the first joinable session of that court type at the location that day. */
function sessionBooking(
  ctx: Context,
  user: UserRecord,
  madeAt: Date,
  plan: Omit<BookingPlan, 'starts' | 'hours'>,
  then: 'keep' | { cancelAt: Date } = 'keep',
): void {
  schedule(ctx, madeAt, async () => {
    const location = ctx.locations.get(plan.location);
    const date = addDays(ctx.today, plan.day);
    const session = ctx.database.sessions
      .findMany((q) =>
        q.where({
          location_id: location?.id ?? 0,
          session_date: date,
          status: 'available',
        }),
      )
      .find((candidate) => joinable(ctx, candidate, user));
    if (!session || !canAfford(ctx, user, session.coin_cost)) return;
    const booking = await createBooking(
      { user_id: user.id, session_id: session.id, status: 'CONFIRMED', at: madeAt },
      ctx.database,
    );
    followUp(ctx, booking, then);
  });
}

function canAfford(ctx: Context, user: UserRecord, cost: number): boolean {
  return (findWallet(ctx.database, user.id)?.available_balance ?? 0) >= cost;
}

function joinable(ctx: Context, session: SessionRecord, user: UserRecord): boolean {
  const players = ctx.database.bookings.findMany((q) =>
    q.where({ session_id: session.id, status: (status) => status !== 'CANCELLED' }),
  );
  return (
    session.offline_players + players.length < session.max_players &&
    !players.some((booking) => booking.user_id === user.id)
  );
}

function followUp(
  ctx: Context,
  booking: BookingRecord,
  then: 'keep' | { cancelAt: Date } | 'no_show' | 'pending',
): void {
  if (typeof then === 'object') {
    schedule(ctx, then.cancelAt, async () => {
      await ctx.database.bookings.update((q) => q.where({ id: booking.id }), {
        data(draft) {
          draft.status = 'CANCELLED';
          draft.payment_status = 'REFUNDED';
          draft.cancelled_at = timestamp(then.cancelAt);
          draft.cancellation_reason = 'Cancelled by user';
        },
      });
      await release(ctx.database, {
        userId: booking.user_id,
        reference: booking.booking_reference,
        description: `Refund for cancelled booking ${booking.booking_reference}`,
        at: then.cancelAt,
      });
    });
  } else if (then === 'no_show') {
    // Marked a minute before its end, before the lifecycle would complete it.
    const markedAt = new Date(
      lagosDateTimeToInstant(booking.date, booking.end_time).getTime() - 60_000,
    );
    schedule(ctx, markedAt, async () => {
      await ctx.database.bookings.update((q) => q.where({ id: booking.id }), {
        data(draft) {
          draft.status = 'NO_SHOW';
        },
      });
      await settle(ctx.database, {
        userId: booking.user_id,
        reference: booking.booking_reference,
        description: `Booking ${booking.booking_reference} marked no-show: ${booking.coin_cost} coins spent`,
        at: markedAt,
      });
    });
  }
}

function memberHistory(ctx: Context, member: UserRecord): void {
  const at = (days: number, time = '10:00') => instantAt(ctx, days, time);
  adjust(ctx, member, at(-148, '12:00'), 'bonus', 20, 'Welcome bonus', null);
  purchase(ctx, member, 'silver', at(-140, '09:00'));
  courtBooking(ctx, member, at(-130), { location: 'lekki', day: -125, starts: ['18:00'] });
  adjust(
    ctx,
    member,
    at(-90),
    'admin_credit',
    25,
    'Goodwill credit: floodlight outage at Lekki Arena',
    ctx.staff,
  );
  // The silver coins left at day −80 expire (the coins closest to expiry were spent first).
  purchase(ctx, member, 'gold', at(-60, '11:00'));
  adjust(
    ctx,
    member,
    at(-45),
    'admin_debit',
    10,
    'Correction: goodwill credit applied twice',
    ctx.admin,
  );
  adjust(ctx, member, at(-40), 'refund', 15, 'Refund: session called off by the venue', ctx.staff);
  courtBooking(
    ctx,
    member,
    at(-30),
    { location: 'ikoyi', day: -28, starts: ['07:00', '08:00'], courtType: 'tennis' },
    { cancelAt: at(-29, '16:00') },
  );
  courtBooking(
    ctx,
    member,
    at(-20),
    { location: 'wuse', day: -18, hours: 2, courtType: 'football' },
    'no_show',
  );
  courtBooking(ctx, member, at(-12), {
    location: 'yaba',
    day: -10,
    courtType: 'basketball',
    notes: 'Birthday run, bringing two guests',
  });
  sessionBooking(ctx, member, at(-4), { location: 'lekki', day: -3 });
  sessionBooking(ctx, member, at(-6), { location: 'yaba', day: -2 });
  courtBooking(ctx, member, at(-2), { location: 'lekki', day: 2, hours: 2, courtType: 'football' });
  sessionBooking(ctx, member, at(-1, '09:00'), { location: 'yaba', day: 3 });
  sessionBooking(ctx, member, at(-1, '09:30'), { location: 'lekki', day: 4 });
  courtBooking(
    ctx,
    member,
    at(-1, '11:00'),
    { location: 'ikoyi', day: 5, courtType: 'tennis', starts: ['07:00', '08:00'] },
    { cancelAt: new Date(ctx.now.getTime() - 2 * HOUR_MS) },
  );
  courtBooking(
    ctx,
    member,
    at(-1, '12:00'),
    { location: 'lekki', day: 6, courtType: 'futsal', notes: 'Awaiting venue confirmation' },
    'pending',
  );
  courtBooking(ctx, member, at(-1, '13:00'), { location: 'lekki', day: 8, courtType: 'futsal' });
}

function suspendedHistory(ctx: Context, user: UserRecord): void {
  const at = (days: number, time = '10:00') => instantAt(ctx, days, time);
  purchase(ctx, user, 'bronze', at(-100));
  courtBooking(ctx, user, at(-96), { location: 'ibadan', day: -95, courtType: 'football' });
  purchase(ctx, user, 'silver', at(-20), 'demo');
  courtBooking(
    ctx,
    user,
    at(-16),
    { location: 'wuse', day: -14, courtType: 'football' },
    'no_show',
  );
  courtBooking(ctx, user, at(-9), { location: 'wuse', day: -7, courtType: 'futsal' }, 'no_show');
  courtBooking(ctx, user, at(-5), { location: 'ibadan', day: 4, courtType: 'tennis' });
}

const HOME_VENUES: Record<string, string[]> = {
  Lagos: ['lekki', 'yaba', 'ikoyi'],
  Abuja: ['wuse'],
  'Port Harcourt': ['portharcourt'],
  Ibadan: ['ibadan'],
  Kano: ['kano'],
  Enugu: ['enugu'],
};

async function otherMember(ctx: Context, seed: MemberSeed): Promise<void> {
  const { random } = ctx;
  const joined = -random.int(20, 330);
  const at = (days: number, time = '10:00') => instantAt(ctx, days, time);
  const user = await createMember(
    { ...profile(seed), status: 'PENDING', at: at(joined, '08:00') },
    ctx.database,
  );
  schedule(ctx, at(joined + 1, '09:00'), () =>
    decide(
      ctx,
      user,
      'ACTIVE',
      random.chance(0.5) ? ctx.staff : ctx.admin,
      'Referred by a member.',
    ),
  );
  const venues = HOME_VENUES[seed.city] ?? ['lekki'];
  let day = joined + 2;
  const purchases = random.int(1, 3);
  for (let p = 0; p < purchases && day < -1; p++) {
    purchase(
      ctx,
      user,
      random.pick(['bronze', 'silver', 'gold', 'platinum']),
      at(day, '09:00'),
      random.chance(0.3) ? 'demo' : 'paystack',
    );
    const games = random.int(1, 4);
    for (let g = 0; g < games; g++) {
      const bookedOn = day + random.int(1, 6);
      const playOn = bookedOn + random.int(1, 5);
      if (bookedOn >= 0) break;
      const venue = random.pick(venues);
      const fate = random.next();
      courtBooking(
        ctx,
        user,
        at(bookedOn, '11:00'),
        { location: venue, day: playOn, hours: random.int(1, 2) },
        fate < 0.12 && playOn > bookedOn + 1
          ? { cancelAt: at(bookedOn + 1, '15:00') }
          : fate < 0.18 && playOn < 0
            ? 'no_show'
            : 'keep',
      );
      day = bookedOn;
    }
    day += random.int(10, 40);
  }
  if (random.chance(0.7)) {
    sessionBooking(ctx, user, at(-1, '18:00'), {
      location: random.pick(venues),
      day: random.int(1, 10),
    });
  }
  if (random.chance(0.5)) {
    courtBooking(ctx, user, at(-1, '19:00'), {
      location: random.pick(venues),
      day: random.int(1, 12),
      hours: 1,
    });
  }
}

async function seedContactMessages(ctx: Context): Promise<void> {
  const messages = [
    {
      name: 'Kelechi Obi',
      email: 'kelechi.obi@example.com',
      phone: '+234 803 410 2201',
      subject: 'Corporate booking for 20 players',
      category: 'business' as const,
      message:
        'We would like to book Independence Layout Courts for a staff tournament next month.',
      days: -6,
    },
    {
      name: 'Adaeze Okafor',
      email: DEMO_ACCOUNTS.member.email,
      phone: '',
      subject: 'Floodlights on Pitch A',
      category: 'feedback' as const,
      message: "Two floodlights on Pitch A at Lekki Arena were out during Friday's 5-a-side.",
      days: -2,
    },
  ];
  for (const { days, ...message } of messages) {
    const user = ctx.database.users.findFirst((q) => q.where({ email: message.email }));
    await ctx.database.contactMessages.create({
      id: nextId(ctx.database, 'contactMessages'),
      ...message,
      user_id: user?.id ?? null,
      created_at: timestamp(instantAt(ctx, days, '16:20')),
    });
  }
}
