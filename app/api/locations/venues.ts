/**
 * Locations (the venues), their courts and game sessions (SPEC §7) as the signed-in pages read
 * them. Beside it, each a chunk of its own: the staff's Sessions & closures page
 * (staffSchedule.ts) and the demo venues /locations shows when its list fails (fallback.ts).
 */
import type { GameSession } from '@domain';
import { sessionAtom } from '../../state/session';
import { expectList, expectPage } from '../answer';
import { offers } from '../capabilities';
import { getApi } from '../context';
import { atomFamilyOf } from '../family';
import { locationKeys } from '../queryKeys';
import type { NearbyRequest, SessionDay } from './params';
import { atomWithQuery } from '../sessionCache';

/** The active locations: few enough for one page, searched and filtered on the screen. */
export const locationsQueryAtom = atomWithQuery((get) => ({
  queryKey: locationKeys.list,
  queryFn: async () =>
    expectPage(
      (await getApi(get).call('get', '/locations/locations/', { query: { page_size: 100 } })).data,
    ).results,
  enabled: get(sessionAtom).isApproved,
}));

/** One venue by its id (a venue's own page): the page reads the one its address names (null: none). */
export const locationDetailQueryAtom = atomFamilyOf((id: number | null) =>
  atomWithQuery((get) => ({
    queryKey: locationKeys.detail(id ?? 0),
    queryFn: async () =>
      (await getApi(get).call('get', '/locations/locations/{id}/', { path: { id: id ?? 0 } })).data,
    enabled: get(sessionAtom).isApproved && id !== null,
  })),
);

/** A venue's courts (the booking dialog's, the staff schedule's); idle while none is named. */
export const venueCourtsQueryAtom = atomFamilyOf((id: number | null) =>
  atomWithQuery((get) => ({
    queryKey: locationKeys.courts(id ?? 0),
    queryFn: async () =>
      expectList(
        (
          await getApi(get).call('get', '/locations/locations/{id}/courts/', {
            path: { id: id ?? 0 },
          })
        ).data,
      ),
    enabled: id !== null,
  })),
);

/**
 * The sessions of the next 14 days a member can join now or wait for: open with a free place, and
 * full ones that have not started (their waitlist, docs/waitlist.md).
 */
export const availableSessionsQueryAtom = atomWithQuery((get) => ({
  queryKey: locationKeys.availableSessions,
  queryFn: async () =>
    expectList(
      (
        await getApi(get).call('get', '/locations/available-sessions/', {
          query: { include_full: true },
        })
      ).data,
    ),
  enabled: get(sessionAtom).isApproved,
}));

/**
 * Every session held at these locations on these days. The joinable list leaves out a session once
 * it is full, so a member's own full session is found here, where they can still leave it. The
 * days are told apart in the order given: the page asks for them in a stable one.
 */
export const sessionDaysQueryAtom = atomFamilyOf(
  (days: readonly SessionDay[]) =>
    atomWithQuery((get) => ({
      queryKey: locationKeys.sessionDays(days),
      queryFn: async (): Promise<GameSession[]> => {
        const api = getApi(get);
        const lists = await Promise.all(
          days.map(async ({ locationId, date }) =>
            expectList(
              (
                await api.call('get', '/locations/locations/{id}/sessions/', {
                  path: { id: locationId },
                  query: { date },
                })
              ).data,
            ),
          ),
        );
        return lists.flat();
      },
      enabled: get(sessionAtom).isApproved && days.length > 0,
    })),
  (days) => JSON.stringify(days.map(({ locationId, date }) => [locationId, date])),
);

const NO_POINT: NearbyRequest = { latitude: 0, longitude: 0 };

/**
 * The active locations within a radius of a point, nearest first, each with its distance; idle
 * while `request` is null. A POST that only reads, so it is a query. Its key, like the family's,
 * holds the point, which stays in the page's memory only: no saved copy keeps a nearby search.
 */
export const nearbyQueryAtom = atomFamilyOf(
  (request: NearbyRequest | null) =>
    atomWithQuery((get) => {
      const body = request ?? NO_POINT;
      return {
        queryKey: locationKeys.nearby(body),
        queryFn: async () =>
          expectList((await getApi(get).call('post', '/locations/nearby/', { body })).data),
        enabled: get(sessionAtom).isApproved && request !== null,
      };
    }),
  (request) => request && JSON.stringify([request.latitude, request.longitude, request.radius]),
);

/** Tells two days apart: one venue's date (null: no day asked). */
const dayKey = (day: SessionDay | null) => day && `${day.locationId}/${day.date}`;

/** A venue's game sessions on a day and how many can still be joined; idle while `day` is null. */
export const sessionAvailabilityQueryAtom = atomFamilyOf(
  (day: SessionDay | null) =>
    atomWithQuery((get) => {
      const { locationId, date } = day ?? { locationId: 0, date: '' };
      return {
        queryKey: locationKeys.sessionAvailability({ locationId, date }),
        queryFn: async () =>
          (
            await getApi(get).call('get', '/locations/session-availability/', {
              query: { location_id: locationId, date },
            })
          ).data,
        enabled: get(sessionAtom).isApproved && day !== null,
      };
    }),
  dayKey,
);

/**
 * One session by id, whatever its status or day: what a shared link (/locations?session=ID)
 * names. Idle while `id` is null.
 */
export const sharedSessionQueryAtom = atomFamilyOf((id: number | null) =>
  atomWithQuery((get) => ({
    queryKey: locationKeys.session(id ?? 0),
    queryFn: async () =>
      (await getApi(get).call('get', '/locations/sessions/{id}/', { path: { id: id ?? 0 } })).data,
    enabled: get(sessionAtom).isApproved && id !== null && offers(get, 'session_links'),
  })),
);
