/**
 * Waitlists of full game sessions (docs/waitlist.md): the member's entries, joining and leaving a
 * session's queue. A change here moves places in the session lists and, once promoted, coins and
 * bookings: each mutation refreshes those lists, the wallet and the bookings (the waitlist's key is
 * under the bookings').
 */
import type { GameSession } from '@domain';
import { sessionAtom } from '../../state/session';
import { offers } from '../capabilities';
import { ApiError, expectList } from '../answer';
import { getApi } from '../context';
import { bookingKeys, locationKeys, subscriptionKeys } from '../queryKeys';
import {
  atomWithMutation,
  atomWithQuery,
  queryClientAtom,
  type QueryClient,
} from '../sessionCache';

/** The member's waitlist entries: places in queues, and what became of them. */
export const waitlistQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.waitlist,
  queryFn: async () => expectList((await getApi(get).call('get', '/bookings/waitlist/')).data),
  enabled: get(sessionAtom).isApproved && offers(get, 'waitlist'),
}));

export interface WaitlistOutcome {
  /** The server's words, or undefined when the queue was already as the member asked. */
  message: string | undefined;
}

function refresh(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [bookingKeys.all, subscriptionKeys.wallet, locationKeys.sessions].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

// A refusal saying the member already is where they asked to be (a double tap, another tab).
const refusedWith = (error: unknown, code: string) =>
  error instanceof ApiError && error.code === code;

export const joinWaitlistMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async (session: GameSession): Promise<WaitlistOutcome> => {
      try {
        const { message } = await api.call('post', '/bookings/sessions/{id}/waitlist/', {
          path: { id: session.id },
        });
        return { message };
      } catch (error) {
        if (refusedWith(error, 'already_waiting')) return { message: undefined };
        throw error;
      }
    },
    // A refusal may mean the list was stale (a place freed, the session started): refresh too.
    onSettled: () => refresh(queryClient),
  };
});

export const leaveWaitlistMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async (session: Pick<GameSession, 'id'>): Promise<WaitlistOutcome> => {
      try {
        const { message } = await api.call('delete', '/bookings/sessions/{id}/waitlist/', {
          path: { id: session.id },
        });
        return { message };
      } catch (error) {
        if (refusedWith(error, 'not_waiting')) return { message: undefined };
        throw error;
      }
    },
    onSettled: () => refresh(queryClient),
  };
});
