import { useAtomValue } from 'jotai';
import { apiClientAtom } from './context';
import type { ApiClient } from './client';

/** The app's API client, for event handlers (mutations go through it). */
export function useApi(): ApiClient {
  const api = useAtomValue(apiClientAtom);
  if (!api) throw new Error('No API client in this store: set apiClientAtom at start-up.');
  return api;
}
