/**
 * The member's own bookings (SPEC §7) as /bookings shows them: the list, one booking's detail,
 * the history pages, cancelling, and a booking's calendar file. A module apart from flows.ts, so
 * that the pages that list bookings (/bookings, the home) do not load the booking, reschedule and
 * session flows' queries and mutations with them; the counts are stats.ts.
 */
import { atom } from 'jotai';
import {
  atomWithInfiniteQuery,
  atomWithMutation,
  atomWithQuery,
  queryClientAtom,
  type QueryClient,
  type QueryKey,
} from '../sessionCache';
import {
  HISTORY_FIRST_PAGE,
  HISTORY_PAGE_SIZE,
  USER_CANCELLATION_REASON,
  type Booking,
} from '@domain';
import { sessionAtom } from '../../state/session';
import { ApiError, expectList, expectPage } from '../answer';
import { getApi } from '../context';
import { atomFamilyOf } from '../family';
import { refuseWhileOffline } from '../offline';
import { bookingKeys, subscriptionKeys } from '../queryKeys';

/** Every booking of the signed-in member (the tabs and counts are worked out from it). */
export const myBookingsQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.mine,
  queryFn: async () => expectList((await getApi(get).call('get', '/bookings/user-bookings/')).data),
  enabled: get(sessionAtom).isApproved,
}));

/** One booking, fresh from the server (the detail dialog); idle while `id` is null. */
export const bookingDetailQueryAtom = atomFamilyOf((id: number | null) =>
  atomWithQuery((get) => ({
    queryKey: bookingKeys.detail(id ?? 0),
    queryFn: async () =>
      (await getApi(get).call('get', '/bookings/bookings/{id}/', { path: { id: id ?? 0 } })).data,
    enabled: id !== null,
  })),
);

/**
 * The member's finished bookings, 20 a page from page 1, for the past tab's 'Load more'; asked
 * for while `wanted` (the member has opened a tab that lists them). Both atoms read the same pages.
 */
export const bookingHistoryQueryAtom = atomFamilyOf((wanted: boolean) =>
  atomWithInfiniteQuery((get) => ({
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
    enabled: get(sessionAtom).isApproved && wanted,
  })),
);

// What the booking flows in flows.ts share with these: they import them from here, so that a
// page listing bookings does not load those flows.

export function invalidateAll(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A booking moves coins and court time: the wallet, the bookings and the free slots change. */
export const afterBooking = (): QueryKey[] => [subscriptionKeys.wallet, bookingKeys.all];

/**
 * What a cancel, a join or a leave (of a session or its waitlist) tells the member: the server's
 * words, or none when it had already been done.
 */
export interface ActionOutcome {
  message: string | undefined;
}

/**
 * A refusal that says the action had already taken effect (the member's first click, another tab,
 * an answer lost on the way back): the member asked for that state and has it, so it is their
 * success, not a failure. Such an action does the same however often the server gets it, so its
 * call is `repeatable`: a lost answer is asked for again, and the server's refusal of that resend
 * is the member's success too (docs/offline.md).
 */
export function refusedWith(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

export const ALREADY_DONE: ActionOutcome = { message: undefined };

export const cancelBookingMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async (booking: Booking): Promise<ActionOutcome> => {
      refuseWhileOffline();
      try {
        const { message } = await api.call('post', '/bookings/bookings/{id}/cancel/', {
          path: { id: booking.id },
          body: { reason: USER_CANCELLATION_REASON },
          repeatable: true,
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
