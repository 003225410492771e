/**
 * The staff's Sessions & closures page (`/staff/sessions`, its calls all `/locations/…`): a
 * venue's sessions and closures of one day, and the changes staff make to them. Every change
 * refreshes the location and booking queries, since a session or a closed court changes what
 * members see and can book. A module apart from venues.ts, so that only that page loads it.
 */
import { atom, type Getter } from 'jotai';
import type { ClosureOverlaps, IsoDate, components } from '@domain';
import { sessionAtom } from '../../state/session';
import { offers } from '../capabilities';
import { expectList, expectPage } from '../answer';
import { getApi } from '../context';
import { atomFamilyOf } from '../family';
import { adminKeys, bookingKeys, locationKeys } from '../queryKeys';
import { atomWithMutation, atomWithQuery, queryClientAtom } from '../sessionCache';

/** The venue's day the page shows (its address names it); no venue until the list has one. */
export interface VenueDay {
  locationId: number | null;
  date: IsoDate;
}

const dayKey = ({ locationId, date }: VenueDay) => `${locationId ?? ''}/${date}`;

const staffEnabled = (get: Getter, { locationId }: VenueDay): boolean =>
  get(sessionAtom).isStaff && locationId !== null;

/** Every session of the venue's day, in any state (the staff list shows cancelled ones too). */
export const staffSessionsQueryAtom = atomFamilyOf(
  (day: VenueDay) =>
    atomWithQuery((get) => ({
      queryKey: locationKeys.staffSessions(day.locationId ?? 0, day.date),
      queryFn: async () =>
        expectPage(
          (
            await getApi(get).call('get', '/locations/sessions/', {
              query: { location_id: day.locationId ?? 0, date: day.date, page_size: 100 },
            })
          ).data,
        ).results,
      enabled: staffEnabled(get, day),
    })),
  dayKey,
);

export const closuresQueryAtom = atomFamilyOf(
  (day: VenueDay) =>
    atomWithQuery((get) => ({
      queryKey: locationKeys.closures(day.locationId ?? 0, day.date),
      queryFn: async () =>
        expectList(
          (
            await getApi(get).call('get', '/locations/closures/', {
              query: { location_id: day.locationId ?? 0, date: day.date },
            })
          ).data,
        ),
      enabled: staffEnabled(get, day) && offers(get, 'closures'),
    })),
  dayKey,
);

type SessionCreateRequest = components['schemas']['SessionCreateRequest'];
type SessionUpdateRequest = components['schemas']['SessionUpdateRequest'];
type ClosureCreateRequest = components['schemas']['ClosureCreateRequest'];

/** What a staff change touches: sessions, closures, free court time, members' bookings, figures. */
function refreshAfterChange(get: Getter): Promise<unknown> {
  const queryClient = get(queryClientAtom);
  return Promise.all(
    [locationKeys.all, bookingKeys.all, adminKeys.stats].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export const createSessionMutationAtom = atomWithMutation((get) => ({
  mutationFn: async (request: SessionCreateRequest) =>
    (await getApi(get).call('post', '/locations/sessions/', { body: request })).data,
  onSuccess: () => refreshAfterChange(get),
}));

/** A partial update; `{ status: 'cancelled' }` cancels the session and refunds its players. */
export const updateSessionMutationAtom = atomWithMutation((get) => ({
  mutationFn: async ({ id, changes }: { id: number; changes: SessionUpdateRequest }) =>
    (
      await getApi(get).call('patch', '/locations/sessions/{id}/', {
        path: { id },
        body: changes,
      })
    ).data,
  onSuccess: () => refreshAfterChange(get),
}));

export const createClosureMutationAtom = atomWithMutation((get) => ({
  mutationFn: async (request: ClosureCreateRequest) =>
    (await getApi(get).call('post', '/locations/closures/', { body: request })).data,
  onSuccess: () => refreshAfterChange(get),
}));

export const reopenCourtMutationAtom = atomWithMutation((get) => ({
  mutationFn: async (id: number) =>
    getApi(get).call('delete', '/locations/closures/{id}/', { path: { id } }),
  onSuccess: () => refreshAfterChange(get),
}));

/**
 * What a closure would overlap, asked when staff press "Check bookings": a read, but the answer
 * to an action, like the CSV exports. The range is the closure form's own state until then, the
 * answer goes back to that form, and staff decide from it whether to cancel what it lists, so it
 * is the server's word at that moment: asked afresh each time, never cached.
 */
export const closureOverlapsAtom = atom(
  null,
  async (
    get,
    _set,
    range: { court_id: number; date: IsoDate; start_time: string; end_time: string },
  ): Promise<ClosureOverlaps> =>
    (await getApi(get).call('get', '/locations/closures/overlaps/', { query: range })).data,
);
