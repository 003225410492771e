/**
 * Months of member history: purchases, staff adjustments, court bookings and session places,
 * cancellations and no-shows, scheduled on the timeline so the ledger replays them in order.
 */

import {
  USER_CANCELLATION_REASON,
  addDays,
  coinCost,
  effectivePrice,
  lagosDateTimeToInstant,
} from '@domain';
import type { CourtType } from '@domain';
import { HOUR_MS, timestamp } from '../clock';
import { nextId } from '../db';
import type { BookingRecord, SessionRecord, UserRecord } from '../records';
import { createBooking, createMember } from '../factories';
import { credit, debit, findWallet } from '../ledger';
import { release, settle } from '../coinHolds';
import { isCourtFree, withinOpeningHours } from '../schedule';
import type { MemberSeed } from '../seedData';
import { type Context, decide, instantAt, profile, schedule } from './context';

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
          draft.cancellation_reason = USER_CANCELLATION_REASON;
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

export function memberHistory(ctx: Context, member: UserRecord): void {
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
  // Gold is valid 90 days: bought at day −79 its coins left expire at day +11, inside the
  // expiring-soon window, so the demo member is told of them on the wallet and the dashboard.
  purchase(ctx, member, 'gold', at(-79, '11:00'));
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

export function suspendedHistory(ctx: Context, user: UserRecord): void {
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

export async function otherMember(ctx: Context, seed: MemberSeed): Promise<void> {
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
