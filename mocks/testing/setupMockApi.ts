/**
 * The mock API for a vitest file: msw's Node server listening (unhandled requests are errors), and
 * before EACH test a fresh seeded database and the clock pinned at TEST_NOW (or the given time).
 *
 *   const { api, seed } = setupMockApi();
 *   it('…', async () => {
 *     const token = await api.loginAs('member');
 *     ...
 *   });
 */

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clock } from '../clock';
import { setPaymentMode } from '../settings';
import { db, resetDatabase } from '../db';
import { restoreDatabase, snapshotDatabase } from '../snapshot';
import type { DatabaseSnapshot } from '../snapshot';
import { serverOf } from '../node';
import { profileOf, serveProfile, type MockProfile } from '../profile';
import { seedDatabase, type SeedSummary } from '../seed';
import { createApiClient } from './apiClient';

/**
 * The tests' "now": a Thursday morning in Lagos. The seed is built relative to it, so dates in
 * tests follow from it too (addDays(lagosToday(TEST_NOW), 1) is Friday).
 */
export const TEST_NOW = new Date('2026-01-15T09:30:00+01:00');

// Seeding replays months of history; restoring its snapshot is much cheaper, and identical.
const seeded = new Map<number, { snapshot: DatabaseSnapshot; summary: SeedSummary }>();

/** Empties the database and seeds it at `now` (the clock is left pinned there). */
export async function resetAndSeed(now: Date = TEST_NOW): Promise<SeedSummary> {
  clock.set(now);
  const cached = seeded.get(now.getTime());
  if (cached && (await restoreDatabase(cached.snapshot, db))) return cached.summary;
  resetDatabase(db);
  const summary = await seedDatabase(db);
  seeded.set(now.getTime(), { snapshot: snapshotDatabase(db), summary });
  return summary;
}

export interface MockApi {
  api: ReturnType<typeof createApiClient>;
  server: ReturnType<typeof serverOf>;
  /**
   * Ids of the seed's demo accounts, locations and packages. Filled in before each test, so it
   * can be destructured at the top of the file and read inside tests.
   */
  seed: SeedSummary;
}

function emptySummary(): SeedSummary {
  return {
    users: { admin: 0, staff: 0, member: 0, pending: 0, suspended: 0, rejected: 0 },
    locations: {
      lekki: 0,
      yaba: 0,
      ikoyi: 0,
      wuse: 0,
      portharcourt: 0,
      ibadan: 0,
      kano: 0,
      enugu: 0,
      surulere: 0,
    },
    packages: { bronze: 0, silver: 0, gold: 0, platinum: 0 },
  };
}

export function setupMockApi(
  options: { now?: Date | string; seed?: boolean; profile?: MockProfile } = {},
): MockApi {
  const now = new Date(options.now ?? TEST_NOW);
  const seed = emptySummary();
  const profile = options.profile ?? profileOf(process.env.MOCK_PROFILE);
  const server = serverOf(profile);

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    setPaymentMode(null);
    serveProfile(profile);
    if (options.seed === false) {
      resetDatabase(db);
      clock.set(now);
    } else {
      const summary = await resetAndSeed(now);
      // Copied, not shared: a test that edits `seed` must not change the cached summary.
      Object.assign(seed, structuredClone(summary));
    }
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    clock.useRealTime();
  });

  return {
    api: createApiClient(),
    server,
    seed,
  };
}
