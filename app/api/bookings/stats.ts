/**
 * The signed-in member's booking counts (SPEC §7), a module of its own: the packages page reads
 * them to recommend a package and would otherwise download every booking call with them.
 */
import { sessionAtom } from '../../state/session';
import { getApi } from '../context';
import { bookingKeys } from '../queryKeys';
import { atomWithQuery } from '../sessionCache';

export const bookingStatsQueryAtom = atomWithQuery((get) => ({
  queryKey: bookingKeys.stats,
  queryFn: async () => (await getApi(get).call('get', '/bookings/stats/')).data,
  enabled: get(sessionAtom).isApproved,
}));
