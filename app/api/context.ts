/**
 * The app's client and query client live in the jotai store, so every atom (and every story or
 * test, with a fresh store) reaches the same instances without importing a singleton.
 */
import { atom, type Getter } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import type { ApiClient } from './client';

export { queryClientAtom };

export const apiClientAtom = atom<ApiClient | null>(null);

export function getApi(get: Getter): ApiClient {
  const api = get(apiClientAtom);
  if (!api) throw new Error('No API client in this store: set apiClientAtom at start-up.');
  return api;
}
