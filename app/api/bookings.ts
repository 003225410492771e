/** Bookings (SPEC §7): queries, mutations, and the keys mutations invalidate. */
import type { QueryClient, QueryKey } from '@tanstack/query-core';
import { atomWithMutation, atomWithQuery, queryClientAtom } from './queries';
import {
  HISTORY_FIRST_PAGE,
  HISTORY_PAGE_SIZE,
  USER_CANCELLATION_REASON,
  type Booking,
  type GameSession,
  type IsoDate,
  type components,
} from '@domain';
import { sessionAtom } from '../state/session';
import { ApiError, type ApiClient } from './client';
import { getApi } from './context';
import { bookingKeys, locationKeys, subscriptionKeys } from './queryKeys';

export type BookingRequest = components['schemas']['BookingCreateRequest'];
export type BookingRange = components['schemas']['CheckAvailabilityRequest'];

/** What the available-slots call is asked: one court of a location on a day, for a length. */
export interface SlotsRequest {
  locationId: number;
  date: IsoDate;
  courtId: number;
  durationHours: number;
}

export { bookingKeys };

/** Every booking of the signed-in member (the tabs and counts are worked out from it). */
export const myBookingsQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.mine,
  queryFn: async () => (await getApi(get).call('get', '/bookings/user-bookings/')).data,
  enabled: get(sessionAtom).isApproved,
}));

export const bookingStatsQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.stats,
  queryFn: async () => (await getApi(get).call('get', '/bookings/stats/')).data,
  enabled: get(sessionAtom).isApproved,
}));

/** One booking, fresh from the server (the detail dialog). */
export function bookingDetailQuery(api: ApiClient, id: number) {
  return {
    queryKey: bookingKeys.detail(id),
    queryFn: async () => (await api.call('get', '/bookings/bookings/{id}/', { path: { id } })).data,
  };
}

/** The member's finished bookings, 20 a page from page 1, for the past tab's 'Load more'. */
export function bookingHistoryQuery(api: ApiClient) {
  return {
    queryKey: bookingKeys.history,
    queryFn: async ({ pageParam }: { pageParam: number }) =>
      (
        await api.call('get', '/bookings/history/', {
          query: { page: pageParam, page_size: HISTORY_PAGE_SIZE },
        })
      ).data,
    initialPageParam: HISTORY_FIRST_PAGE,
    getNextPageParam: (last: { page: number; next: string | null }) =>
      last.next ? last.page + 1 : undefined,
  };
}

/**
 * The free start times of one court. Availability changes under the member's feet, so it is
 * never taken from the cache without asking again.
 */
export function availableSlotsQuery(api: ApiClient, request: SlotsRequest) {
  return {
    queryKey: bookingKeys.slotsFor(request),
    queryFn: async () =>
      (
        await api.call('get', '/bookings/available-slots/', {
          query: {
            location_id: request.locationId,
            date: request.date,
            court_id: request.courtId,
            duration_hours: request.durationHours,
          },
        })
      ).data,
    staleTime: 0,
  };
}

/** The server's quote for a court time range: the price the dialog shows and charges. */
export function quoteQuery(api: ApiClient, range: BookingRange) {
  return {
    queryKey: bookingKeys.quote(range),
    queryFn: async () =>
      (await api.call('post', '/bookings/check-availability/', { body: range })).data,
    staleTime: 0,
  };
}

function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A booking moves coins and court time: the wallet, the bookings and the free slots change.
 * A function, not a constant: subscriptions.ts imports this module too, so its keys may not exist
 * yet while this module is first evaluated.
 */
const afterBooking = (): QueryKey[] => [subscriptionKeys.wallet, bookingKeys.all];
/** A join or leave also changes the places left in the session lists. */
const afterSessionChange = (): QueryKey[] => [...afterBooking(), locationKeys.sessions];

export interface CreateBookingVariables {
  request: BookingRequest;
  /** One per user action; a retry of the same action sends the same key (DESIGN §4.14). */
  idempotencyKey: string;
}

export const createBookingMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async ({ request, idempotencyKey }: CreateBookingVariables) =>
      (
        await api.call('post', '/bookings/bookings/', {
          body: request,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSuccess: () => invalidateAll(queryClient, afterBooking()),
    // 409: the time was taken meanwhile; the slots and the quote show it once asked again.
    onError: (error: unknown) =>
      error instanceof ApiError && error.status === 409
        ? invalidateAll(queryClient, [bookingKeys.slots, bookingKeys.quotes])
        : undefined,
  };
});

export const cancelBookingMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: (booking: Booking) =>
      api.call('post', '/bookings/bookings/{id}/cancel/', {
        path: { id: booking.id },
        body: { reason: USER_CANCELLATION_REASON },
      }),
    onSuccess: () => invalidateAll(queryClient, afterBooking()),
  };
});

export const joinSessionMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: (session: GameSession) =>
      api.call('post', '/bookings/sessions/{id}/join/', { path: { id: session.id } }),
    onSuccess: () => invalidateAll(queryClient, afterSessionChange()),
  };
});

export const leaveSessionMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: (session: GameSession) =>
      api.call('post', '/bookings/sessions/{id}/leave/', { path: { id: session.id } }),
    onSuccess: () => invalidateAll(queryClient, afterSessionChange()),
  };
});
