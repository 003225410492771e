/**
 * Whether a page shows the copy this browser kept rather than a fresh answer, and from when
 * (docs/offline.md): the data came from the saved copy and has not been refreshed yet, its
 * refresh failed, or the browser is offline. The screens say so with `savedAt`.
 */
import { useAtomValue } from 'jotai';
import { cacheStartedAt, queryClientAtom } from '../api/sessionCache';
import { useOnline } from '../state/online';

/** What the page shows of one query: the parts of its result that say where it came from. */
interface Shown {
  data: unknown;
  dataUpdatedAt: number;
  isRefetchError: boolean;
}

/** When the oldest of `shown` was loaded, while any of it is kept data; null while all is fresh. */
export function useSavedAt(...shown: readonly Shown[]): number | null {
  const client = useAtomValue(queryClientAtom);
  const online = useOnline();
  // An answer older than the session's cache was restored from the saved copy.
  const since = cacheStartedAt(client);
  const kept = shown.filter(
    (query) =>
      query.data !== undefined && (!online || query.isRefetchError || query.dataUpdatedAt < since),
  );
  return kept.length > 0 ? Math.min(...kept.map((query) => query.dataUpdatedAt)) : null;
}
