/**
 * Waitlists of full game sessions (docs/waitlist.md): the member's entries, joining and leaving a
 * session's queue. A change here moves places in the session lists and, once promoted, coins and
 * bookings: each mutation refreshes those lists, the wallet and the bookings (the waitlist's key is
 * under the bookings').
 */
import type { GameSession } from '@domain';
import { sessionAtom } from '../../state/session';
import { offers } from '../capabilities';
import { expectList } from '../answer';
import { getApi } from '../context';
import { bookingKeys, locationKeys, subscriptionKeys } from '../queryKeys';
import {
  atomWithMutation,
  atomWithQuery,
  queryClientAtom,
  type QueryClient,
} from '../sessionCache';
import { ALREADY_DONE, refusedWith, type ActionOutcome } from './mine';

/** The member's waitlist entries: places in queues, and what became of them. */
export const waitlistQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.waitlist,
  queryFn: async () => expectList((await getApi(get).call('get', '/bookings/waitlist/')).data),
  enabled: get(sessionAtom).isApproved && offers(get, 'waitlist'),
}));

function refresh(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [bookingKeys.all, subscriptionKeys.wallet, locationKeys.sessions].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export const joinWaitlistMutationAtom = atomWithMutation((get) => {
  const api = getApi(get);
  const queryClient = get(queryClientAtom);
  return {
    mutationFn: async (session: GameSession): Promise<ActionOutcome> => {
      try {
        const { message } = await api.call('post', '/bookings/sessions/{id}/waitlist/', {
          path: { id: session.id },
          repeatable: true,
        });
        return { message };
      } catch (error) {
        if (refusedWith(error, 'already_waiting')) return ALREADY_DONE;
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
    mutationFn: async (session: Pick<GameSession, 'id'>): Promise<ActionOutcome> => {
      try {
        const { message } = await api.call('delete', '/bookings/sessions/{id}/waitlist/', {
          path: { id: session.id },
          repeatable: true,
        });
        return { message };
      } catch (error) {
        if (refusedWith(error, 'not_waiting')) return ALREADY_DONE;
        throw error;
      }
    },
    onSettled: () => refresh(queryClient),
  };
});
