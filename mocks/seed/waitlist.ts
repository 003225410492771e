/**
 * The waitlist's own records (docs/waitlist.md): a full session two days ahead with three members
 * of its own, so the waitlist journey (tests/e2e/waitlist.e2e.ts) and a demo can free a place
 * without touching anyone else's bookings. Built last, so every other record keeps its id.
 */
import { addDays } from '@domain';
import { timestamp } from '../clock';
import { nextId } from '../db';
import { createBooking, createMember, createSession } from '../factories';
import { isCourtFree, withinOpeningHours } from '../schedule';
import { type Context, instantAt } from './context';

/** The seeded full session's title and the e-mails of its members, for the journey. */
export const WAITLIST_SEED = {
  title: 'Floodlit Waitlist 5-a-side',
  /** Holds a place in the session (the one who frees it). */
  player: 'kunle.adebayo@example.com',
  /** Has coins enough for a place, and no entry yet. */
  waiter: 'ngozi.umeh@example.com',
  /** Waits first in the queue with too few coins for the place. */
  shortOfCoins: 'sani.lawal@example.com',
  coinCost: 10,
} as const;

const RANGE = { start_time: '20:00', end_time: '21:00' };

export async function seedWaitlist(ctx: Context): Promise<void> {
  const { database } = ctx;
  const date = addDays(ctx.today, 2);
  const yesterday = instantAt(ctx, -1, '12:00');
  const location = ctx.locations.get('lekki');
  const court = (location ? (ctx.courts.get(location.id) ?? []) : []).find(
    (candidate) =>
      location &&
      withinOpeningHours(location, RANGE) &&
      isCourtFree(database, candidate.id, { date, ...RANGE }),
  );
  if (!court) throw new Error('Seed: no free court for the waitlist session');
  const member = (email: string, first_name: string, last_name: string, coins: number) =>
    createMember(
      {
        email,
        first_name,
        last_name,
        phone_number: '+234 803 410 2290',
        coins,
        at: instantAt(ctx, -30, '09:00'),
      },
      database,
    );
  const player = await member(WAITLIST_SEED.player, 'Kunle', 'Adebayo', 60);
  await member(WAITLIST_SEED.waiter, 'Ngozi', 'Umeh', 60);
  const short = await member(WAITLIST_SEED.shortOfCoins, 'Sani', 'Lawal', 4);
  const session = await createSession(
    {
      court_id: court.id,
      session_date: date,
      ...RANGE,
      max_players: 4,
      offline_players: 3,
      coin_cost: WAITLIST_SEED.coinCost,
      title: WAITLIST_SEED.title,
      status: 'booked',
      created_at: timestamp(instantAt(ctx, -3, '09:00')),
    },
    database,
  );
  await createBooking(
    { user_id: player.id, session_id: session.id, status: 'CONFIRMED', at: yesterday },
    database,
  );
  await database.waitlistEntries.create({
    id: nextId(database, 'waitlistEntries'),
    session_id: session.id,
    user_id: short.id,
    status: 'waiting',
    joined_at: timestamp(yesterday),
    decided_at: null,
    reason: null,
    booking_id: null,
    coins_available: null,
    clash_booking_reference: null,
  });
}
