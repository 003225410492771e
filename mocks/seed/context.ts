/**
 * What every part of the seed shares: the seeding context (database, clock, random source, the
 * records made so far) and the timeline that replays history in the order it happened.
 */

import { addDays, lagosDateTimeToInstant } from '@domain';
import { clock, timestamp } from '../clock';
import { recordStaffAction } from '../audit';
import type { CourtRecord, LocationRecord, UserRecord } from '../records';
import type { Database } from '../db';
import type { PackageRecord } from '../coinRecords';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import type { createMember } from '../factories';
import { advanceTo } from '../lifecycle';
import type { Random } from '../random';
import type { LocationKey, MemberSeed } from '../seedData';

export interface Context {
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

export function instantAt(ctx: Pick<Context, 'today'>, days: number, time: string): Date {
  return lagosDateTimeToInstant(addDays(ctx.today, days), time);
}

export function demo(
  role: keyof typeof DEMO_ACCOUNTS,
  extra: Parameters<typeof createMember>[0] = {},
): Parameters<typeof createMember>[0] {
  const { email, first_name, last_name, user_type, account_status } = DEMO_ACCOUNTS[role];
  return { email, first_name, last_name, user_type, status: account_status, ...extra };
}

export function profile(seed: MemberSeed) {
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

export function locationId(ctx: Context, key: LocationKey): number {
  const location = ctx.locations.get(key);
  if (!location) throw new Error(`Seed: no location ${key}`);
  return location.id;
}

export function packageId(ctx: Context, type: string): number {
  const pkg = ctx.packages.get(type);
  if (!pkg) throw new Error(`Seed: no ${type} package`);
  return pkg.id;
}

/** Adds an event to the history; events may schedule later ones (a cancellation, a no-show). */
export function schedule(ctx: Context, at: Date, run: () => Promise<void>): void {
  // Events in the future of the clock have not happened yet: leave them out.
  if (at.getTime() > ctx.now.getTime()) return;
  ctx.scheduled += 1;
  ctx.timeline.push({ at, order: ctx.scheduled, run });
}

/**
 * Replays the history in time order with the clock set to each event's time, applying the
 * lifecycle (completions, expiry) before each, then brings everything up to now.
 */
export async function runTimeline(ctx: Context): Promise<void> {
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

export async function decide(
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
  // The seeded decisions belong in the audit log as much as the ones staff make in the demo.
  const action = status === 'ACTIVE' ? 'approve' : status === 'SUSPENDED' ? 'suspend' : 'reject';
  await recordStaffAction(
    { action, actor: by, target: { type: 'user', user }, reason },
    ctx.database,
  );
}
