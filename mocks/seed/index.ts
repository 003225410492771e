/**
 * The deterministic Nigerian seed (decisions §16). Given the same clock it builds the same database:
 * accounts of every kind (the demo logins of demoAccounts.ts), venues in six cities, game sessions
 * from a week ago to 13 days ahead in every status, maintenance blocks, the four packages, and
 * months of member history. History is replayed as a timeline through the ledger and the
 * lifecycle, in the order it happened, so every wallet satisfies the ledger invariant and every
 * ledger entry is dated when it happened.
 */

import { lagosToday } from '@domain';
import { clock } from '../clock';
import { db as defaultDb } from '../db';
import type { Database } from '../db';
import { createAdmin, createMember, createStaff } from '../factories';
import { createRandom, DEFAULT_SEED } from '../random';
import { DAY_GRID_MEMBER, MEMBERS, PENDING_MEMBERS } from '../seedData';
import type { LocationKey } from '../seedData';
import {
  type Context,
  instantAt,
  demo,
  profile,
  locationId,
  packageId,
  schedule,
  runTimeline,
  decide,
} from './context';
import { seedVenues, seedPackages } from './venues';
import { seedSessions } from './sessions';
import { memberHistory, suspendedHistory, otherMember } from './history';
import { seedContactMessages } from './contact';
import { seedWaitlist } from './waitlist';

export { SESSION_DAYS_AHEAD, SESSION_DAYS_BACK } from './sessions';

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
  // Last, and drawing nothing from the random stream, so that every other record stays as it was.
  await createMember(
    { ...profile(DAY_GRID_MEMBER), status: 'ACTIVE', coins: 200, at: at(-2, '09:00') },
    database,
  );
  await seedWaitlist(ctx);

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
