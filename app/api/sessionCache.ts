/**
 * The query layer of the app's pages (jotai-tanstack-query over @tanstack/query-core), and the
 * only module that imports either library: every query and mutation atom is made from what it
 * exports, so making one loads this module, and loading it gives every store a cache of its own.
 * Only pages that read server data import it, so a visitor's first page downloads none of it.
 *
 * The cache is the one the library itself reads (its `queryClientAtom`): no wrapper, no second
 * client. Each session has a cache of its own: a new token (a sign-in, a logout, a 401, a
 * password change) starts an empty one, so nothing one member's session fetched is shown in the
 * next (SPEC §4), and nobody has to remember to clear it.
 */
import { notifyManager } from '@tanstack/query-core';
import { queryClientAtom } from 'jotai-tanstack-query';
import { startTransition } from 'react';
import { tokenAtom } from '../state/session';
import { onEveryStore } from '../state/store';
import { createQueryClient } from './queryClient';

export {
  atomWithInfiniteQuery,
  atomWithMutation,
  atomWithQuery,
  queryClientAtom,
} from 'jotai-tanstack-query';
export { keepPreviousData } from '@tanstack/query-core';
export type { QueryClient, QueryKey } from '@tanstack/query-core';

// What an answer from the server changes on screen is drawn as a transition: React renders it in
// slices and lets the browser run between them, instead of one long task in which a tap waits
// (on a phone a page's first list of bookings took 140-220 ms at full speed, 4x that on a slow
// CPU). The library hands its updates to the screen through this one function.
notifyManager.setBatchNotifyFunction((notify) => startTransition(notify));

onEveryStore((store) => {
  const startCache = () => store.set(queryClientAtom, createQueryClient());
  startCache();
  store.sub(tokenAtom, startCache);
});
