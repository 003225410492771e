/**
 * What the locations' parameterised queries are asked (venues.ts), as their keys (../queryKeys.ts)
 * hold it: types alone, so the keys' module imports nothing that imports it.
 */
import type { IsoDate, components } from '@domain';

/** A location's game sessions on one day: where a joined session is looked up. */
export interface SessionDay {
  locationId: number;
  date: IsoDate;
}

/** A point and a radius, as the nearby search asks for them. */
export type NearbyRequest = components['schemas']['NearbyRequest'];
