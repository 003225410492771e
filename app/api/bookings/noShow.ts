/**
 * Staff mark a member's booking that has ended as a no-show, from the member's page
 * (`/staff/members/:id`): a module apart, so that only that page loads it.
 */
import { getApi } from '../context';
import { accountKeys, adminKeys, bookingKeys } from '../queryKeys';
import { atomWithMutation, queryClientAtom } from '../sessionCache';

/** Refreshes the member's page and the lists, the figures, and every booking query. */
export const noShowMutationAtom = atomWithMutation((get) => ({
  mutationFn: (bookingId: number) =>
    getApi(get).call('post', '/bookings/bookings/{id}/no-show/', {
      path: { id: bookingId },
      body: {},
    }),
  onSuccess: () => {
    const queryClient = get(queryClientAtom);
    return Promise.all(
      [accountKeys.all, adminKeys.all, bookingKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  },
}));
