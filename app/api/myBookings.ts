/**
 * The member's own bookings (SPEC §7) as /bookings shows them: the list, one booking's detail,
 * the counts, the history pages, cancelling, and a booking's calendar file. A module apart from
 * bookings.ts, so that the pages that list bookings (/bookings, /subscriptions, the home) do not
 * load the booking, reschedule and session flows' queries and mutations with them.
 */
import { atom, type Atom } from 'jotai';
import {
  atomWithInfiniteQuery,
  atomWithMutation,
  atomWithQuery,
  queryClientAtom,
} from './sessionCache';
import {
  HISTORY_FIRST_PAGE,
  HISTORY_PAGE_SIZE,
  USER_CANCELLATION_REASON,
  type Booking,
} from '@domain';
import { sessionAtom } from '../state/session';
import { ALREADY_DONE, expectList, expectPage, refusedWith, type ActionOutcome } from './client';
import { getApi } from './context';
import { afterBooking, bookingKeys, invalidateAll } from './queryKeys';

/** Every booking of the signed-in member (the tabs and counts are worked out from it). */
export const myBookingsQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.mine,
  queryFn: async () => expectList((await getApi(get).call('get', '/bookings/user-bookings/')).data),
  enabled: get(sessionAtom).isApproved,
}));

export const bookingStatsQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.stats,
  queryFn: async () => (await getApi(get).call('get', '/bookings/stats/')).data,
  enabled: get(sessionAtom).isApproved,
}));

/** One booking, fresh from the server (the detail dialog); idle while `booking` names none. */
export function bookingDetailQueryAtom(booking: Atom<number | null>) {
  return atomWithQuery((get) => {
    const id = get(booking) ?? 0;
    return {
      queryKey: bookingKeys.detail(id),
      queryFn: async () =>
        (await getApi(get).call('get', '/bookings/bookings/{id}/', { path: { id } })).data,
      enabled: get(booking) !== null,
    };
  });
}

/**
 * The member's finished bookings, 20 a page from page 1, for the past tab's 'Load more'; asked
 * for once `wanted` is true (the member has opened the past tab).
 */
export function bookingHistoryQueryAtom(wanted: Atom<boolean>) {
  return atomWithInfiniteQuery((get) => ({
    queryKey: bookingKeys.history,
    queryFn: async ({ pageParam }: { pageParam: number }) =>
      expectPage(
        (
          await getApi(get).call('get', '/bookings/history/', {
            query: { page: pageParam, page_size: HISTORY_PAGE_SIZE },
          })
        ).data,
      ),
    initialPageParam: HISTORY_FIRST_PAGE,
    getNextPageParam: (last: { page: number; next: string | null }) =>
      last.next ? last.page + 1 : undefined,
    enabled: get(sessionAtom).isApproved && get(wanted),
  }));
}

export const cancelBookingMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async (booking: Booking): Promise<ActionOutcome> => {
      try {
        const { message } = await api.call('post', '/bookings/bookings/{id}/cancel/', {
          path: { id: booking.id },
          body: { reason: USER_CANCELLATION_REASON },
        });
        return { message };
      } catch (error) {
        // 'invalid_state' names no state: the booking itself says whether it is cancelled.
        if (!refusedWith(error, 'invalid_state')) throw error;
        const current = await api.call('get', '/bookings/bookings/{id}/', {
          path: { id: booking.id },
        });
        if (current.data.status !== 'CANCELLED') throw error;
        return ALREADY_DONE;
      }
    },
    onSuccess: () => invalidateAll(queryClient, afterBooking()),
  };
});

/** A booking's .ics text (a file the member asks for: never cached). */
export const downloadBookingCalendarAtom = atom(
  null,
  (get, _set, booking: Pick<Booking, 'id'>): Promise<string> =>
    getApi(get).download('/bookings/bookings/{id}/calendar/', undefined, { id: booking.id }),
);
