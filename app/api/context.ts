/**
 * The app's API client lives in the jotai store, so every atom (and every story or test, with a
 * fresh store) reaches the same instance without importing a singleton.
 */
import { atom, type Getter } from 'jotai';
import type { ApiClient } from './client';

export const apiClientAtom = atom<ApiClient | null>(null);

export function getApi(get: Getter): ApiClient {
  const api = get(apiClientAtom);
  if (!api) throw new Error('No API client in this store: set apiClientAtom at start-up.');
  return api;
}
