/**
 * What /locations shows when its list cannot be loaded (SPEC §2): the demo venues. A module of
 * its own, apart from venues.ts, so that only that page carries it, not every page that reads
 * a location.
 */
import { atom } from 'jotai';
import { locationsQueryAtom } from './venues';
import { locationKeys } from '../queryKeys';
import { atomWithQuery } from '../sessionCache';

/** The locations could not be loaded, and no earlier answer is kept to show instead. */
export const locationsFailedAtom = atom((get) => {
  const { status, data } = get(locationsQueryAtom);
  return status === 'error' && data === undefined;
});

/**
 * The demo venues (app/content/demoLocations.ts), a chunk of their own fetched only once the
 * list has failed, so a page that loads its venues never downloads them. A failed download is not
 * retried: the page shows the failure alone, with its retry. They are dropped once no page shows
 * them, as a page's own state would be.
 */
export const demoLocationsQueryAtom = atomWithQuery((get) => ({
  queryKey: locationKeys.demo,
  queryFn: async () => (await import('../../content/demoLocations')).DEMO_LOCATIONS,
  enabled: get(locationsFailedAtom),
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
}));
