/**
 * The seed serves the demo records of domain/demo exactly, so the story fixtures and the app's
 * fallbacks, which read the same records, show what the demo backend serves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_TYPES } from '@domain';
import { DEMO_VENUES, demoCourts, demoLocation, demoPackage } from '@domain/demo';
import { clock } from './clock';
import { createDatabase, type Database } from './db';
import { seedDatabase } from './seed';
import { serializeCourt, serializeLocation, serializePackage } from './serializers';
import { TEST_NOW } from './testing/setupMockApi';

let database: Database;

beforeAll(async () => {
  clock.set(TEST_NOW);
  database = createDatabase();
  await seedDatabase(database);
});

describe('seed: the demo records', () => {
  it('serves every demo venue as domain/demo describes it, with its courts', () => {
    for (const venue of DEMO_VENUES) {
      const expected = demoLocation(venue.key);
      const record = database.locations.findFirst((q) => q.where({ id: expected.id }));
      expect(record && serializeLocation(database, record)).toEqual(expected);
      const courts = database.courts
        .findMany((q) => q.where({ location_id: expected.id }))
        .map(serializeCourt);
      expect(courts).toEqual(demoCourts(venue.key));
    }
  });

  it('sells the four demo packages', () => {
    for (const type of PACKAGE_TYPES) {
      const record = database.packages.findFirst((q) => q.where({ package_type: type }));
      expect(record && serializePackage(record)).toEqual(demoPackage(type));
    }
  });
});
