/**
 * The query layer of the app's pages (jotai-tanstack-query over @tanstack/query-core), and, with
 * the client's settings (`queryClient.ts`), the only module that loads either library
 * (`savedCopy.ts` names one of its types): every query and mutation atom is made from what it
 * exports, so making one loads this module, and loading it gives every store a cache of its own.
 * Only pages that read server data import it, so a visitor's first page downloads none of it.
 *
 * The cache is the one the library itself reads (its `queryClientAtom`): no wrapper, no second
 * client. Each session has a cache of its own: a new token (a sign-in, a logout, a 401, a
 * password change) starts an empty one, so nothing one member's session fetched is shown in the
 * next (SPEC §4), and nobody has to remember to clear it. What a member's own pages show is also
 * saved in this browser for their next visit, and restored into their next session's cache
 * before its first page renders (below, docs/offline.md).
 */
import {
  dehydrate,
  hydrate,
  notifyManager,
  partialMatchKey,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/query-core';
import { queryClientAtom } from 'jotai-tanstack-query';
import { startTransition } from 'react';
import { askShownAgainAtom } from '../state/online';
import { savedCopyAtom } from '../state/savedCopy';
import { tokenAtom, userAtom } from '../state/session';
import { onEveryStore } from '../state/store';
import { bookingKeys, locationKeys, subscriptionKeys } from './queryKeys';
import { SAVED_COPY_MAX_AGE, writeSavedCopy, type SavedCopy } from './savedCopy';
import { createQueryClient } from './queryClient';

export {
  atomWithInfiniteQuery,
  atomWithMutation,
  atomWithQuery,
  queryClientAtom,
} from 'jotai-tanstack-query';
export type { DehydratedState, QueryClient, QueryKey } from '@tanstack/query-core';

// What an answer from the server changes on screen is drawn as a transition: React renders it in
// slices and lets the browser run between them, instead of one long task in which a tap waits
// (a page's first list of bookings is a long task on a phone's CPU). The library hands its
// updates to the screen through this one function.
notifyManager.setBatchNotifyFunction((notify) => startTransition(notify));

/**
 * Runs `writes` (setQueryData and the like) so that the screen gets them in one update: without
 * it, each write reaches the screen in a transition of its own, and one part of the page could
 * show its new data before another.
 */
export function writeTogether(writes: () => void): void {
  notifyManager.batch(writes);
}

/*
 * The saved copy (docs/offline.md). Kept: what a member's own pages show (/dashboard, /bookings,
 * /subscriptions, /locations), and only answers that succeeded; never a mutation, a failure,
 * another member's data or anything only staff see (the user lists, member pages, figures and
 * audit log), nor what is private or meaningless later: the calendar feed's address (a secret
 * that reads the member's bookings), a nearby search (it holds where the member stood), prices
 * and free times quoted for a moment. The storage itself is savedCopy.ts.
 */

/** The queries saved, with every query under their keys. */
const KEPT_QUERIES: readonly QueryKey[] = [
  bookingKeys.mine,
  bookingKeys.history,
  bookingKeys.stats,
  bookingKeys.waitlist,
  // The balance, and the pages of its history the member opened.
  subscriptionKeys.wallet,
  subscriptionKeys.packages,
  locationKeys.list,
  locationKeys.availableSessions,
];

const isKept = (queryKey: QueryKey) => KEPT_QUERIES.some((kept) => partialMatchKey(queryKey, kept));

/**
 * Saving waits this long after an answer, so the answers of one page are written together, once.
 */
const SAVE_DELAY = 1000;

/**
 * Sets the kept queries up to stay in the cache, when no page shows them, for as long as their copy
 * may be shown: the copy is written from the cache, so one dropped after the default five
 * minutes would be missing from the next visit.
 */
function keepInCache(client: QueryClient): void {
  for (const queryKey of KEPT_QUERIES)
    client.setQueryDefaults(queryKey, { gcTime: SAVED_COPY_MAX_AGE });
}

/**
 * Puts a saved copy into a session's cache. What it restores counts as stale: a page that shows
 * it asks the server again at once, and shows the copy until the answer comes. An answer the cache
 * already holds is newer, and stays.
 */
function restoreCopy(client: QueryClient, copy: SavedCopy): void {
  const before = new Map(
    client
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  hydrate(client, copy.queries);
  for (const query of client.getQueryCache().getAll()) {
    const restored = query.state.dataUpdatedAt !== before.get(query.queryHash);
    if (restored && isKept(query.queryKey)) query.invalidate();
  }
}

/**
 * Writes `userId`'s copy of the kept, successful queries after every answer that changes them,
 * until the returned function stops it (the session ended or changed). A save still waiting when
 * the member leaves the page (another app, the screen locked, the tab closed) is written at once:
 * a hidden page's timers may not run again before the browser discards it.
 */
function keepSaving(client: QueryClient, userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const queries = dehydrate(client, {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && isKept(query.queryKey),
      shouldDehydrateMutation: () => false,
    });
    void writeSavedCopy(userId, queries);
  };
  const saveWaiting = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveWaiting();
  };
  const stop = client.getQueryCache().subscribe((event) => {
    const changed =
      (event.type === 'updated' && event.action.type === 'success') || event.type === 'removed';
    if (changed && isKept(event.query.queryKey)) timer ??= setTimeout(save, SAVE_DELAY);
  });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', saveWaiting);
  return () => {
    stop();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', saveWaiting);
  };
}

/** When each session's cache started: an answer older than that came from the saved copy. */
const cacheStarts = new WeakMap<QueryClient, number>();

/** When `client`'s session started (ms since the epoch). */
export function cacheStartedAt(client: QueryClient): number {
  return cacheStarts.get(client) ?? 0;
}

/**
 * Each session's cache is also saved in this browser (docs/offline.md): the copy this store read
 * at start-up is restored into the session it belongs to, before its first
 * page renders (the guards wait for the read), and the session's answers are saved as they come.
 * A session that ends or changes stops saving at once; the copy itself goes with the session
 * (signOutAtom).
 */
onEveryStore((store) => {
  let stopSaving: () => void = () => undefined;
  const restore = () => {
    const saved = store.get(savedCopyAtom);
    const user = store.get(userAtom);
    if (saved && store.get(tokenAtom) !== null && saved.userId === user?.id) {
      restoreCopy(store.get(queryClientAtom), saved.copy);
    }
  };
  const startCache = () => {
    stopSaving();
    const client = createQueryClient();
    cacheStarts.set(client, Date.now());
    keepInCache(client);
    store.set(queryClientAtom, client);
    restore();
    const user = store.get(userAtom);
    if (store.get(tokenAtom) !== null && user) stopSaving = keepSaving(client, user.id);
  };
  startCache();
  store.sub(tokenAtom, startCache);
  // (An updater that returns the function: jotai would call a function given as the value.)
  store.set(
    askShownAgainAtom,
    () => () => store.get(queryClientAtom).refetchQueries({ type: 'active' }),
  );
  // Read after this layer loaded (its code can arrive before the start-up check is over).
  store.sub(savedCopyAtom, restore);
});
