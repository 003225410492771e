/**
 * Whether a page shows the copy this browser kept rather than a fresh answer, and from when
 * (docs/offline.md): the browser is offline, a refresh failed, or the data came from the saved
 * copy and its refresh has not landed within `SAVED_NOTE_AFTER_MS`. The screens say so with
 * `savedAt`.
 */
import { useAtomValue } from 'jotai';
import { cacheStartedAt, queryClientAtom } from '../api/sessionCache';
import { useOnline } from '../state/online';
import { useReached } from './useReached';

/**
 * How long a restored copy whose refresh is under way goes unmarked. Online, the refresh usually
 * lands within it: a note shown and taken away a moment later would only move the page twice
 * (the content below the heading up and down). A refresh slower than this is worth telling.
 */
export const SAVED_NOTE_AFTER_MS = 3000;

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
  const refreshOverdue = useReached(since + SAVED_NOTE_AFTER_MS);
  const kept = shown.filter(
    (query) =>
      query.data !== undefined &&
      (!online || query.isRefetchError || (query.dataUpdatedAt < since && refreshOverdue)),
  );
  return kept.length > 0 ? Math.min(...kept.map((query) => query.dataUpdatedAt)) : null;
}
