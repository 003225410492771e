/** Locations and game sessions (SPEC §7): queries, and the keys mutations invalidate. */
import { atomWithQuery } from './queries';
import type { GameSession, IsoDate } from '@domain';
import { sessionAtom } from '../state/session';
import type { ApiClient } from './client';
import { getApi } from './context';
import { locationKeys } from './queryKeys';

/** A location's game sessions on one day: where a joined session is looked up. */
export interface SessionDay {
  locationId: number;
  date: IsoDate;
}

export { locationKeys };

/** The active locations: few enough for one page, searched and filtered on the screen. */
export const locationsQueryAtom = atomWithQuery((get) => ({
  queryKey: locationKeys.list,
  queryFn: async () =>
    (await getApi(get).call('get', '/locations/locations/', { query: { page_size: 100 } })).data
      .results,
  enabled: get(sessionAtom).isApproved,
}));

/** The courts of one location, for the booking dialog. */
export function courtsQuery(api: ApiClient, locationId: number) {
  return {
    queryKey: locationKeys.courts(locationId),
    queryFn: async () =>
      (await api.call('get', '/locations/locations/{id}/courts/', { path: { id: locationId } }))
        .data,
  };
}

/** The sessions a member can join now (open, with a free place, in the next 14 days). */
export const availableSessionsQueryAtom = atomWithQuery((get) => ({
  queryKey: locationKeys.availableSessions,
  queryFn: async () => (await getApi(get).call('get', '/locations/available-sessions/')).data,
  enabled: get(sessionAtom).isApproved,
}));

/**
 * Every session held at these locations on these days. The joinable list leaves out a session once
 * it is full, so a member's own full session is found here, where they can still leave it.
 */
export function sessionDaysQuery(api: ApiClient, days: readonly SessionDay[]) {
  return {
    queryKey: locationKeys.sessionDays(days),
    queryFn: async (): Promise<GameSession[]> => {
      const lists = await Promise.all(
        days.map(
          async ({ locationId, date }) =>
            (
              await api.call('get', '/locations/locations/{id}/sessions/', {
                path: { id: locationId },
                query: { date },
              })
            ).data,
        ),
      );
      return lists.flat();
    },
  };
}
