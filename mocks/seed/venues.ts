/** The venues of the seed (their courts) and the four packages, from the demo records. */

import { timestamp } from '../clock';
import type { CourtRecord } from '../records';
import { createCourt, createLocation, createPackage } from '../factories';
import { LOCATIONS, PACKAGES, packageFeatures } from '../seedData';
import { type Context, instantAt } from './context';

export async function seedVenues(ctx: Context): Promise<void> {
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

export async function seedPackages(ctx: Context): Promise<void> {
  for (const seed of PACKAGES) {
    const pkg = await createPackage({ ...seed, features: packageFeatures(seed) }, ctx.database);
    ctx.packages.set(seed.package_type, pkg);
  }
}
