/**
 * How "Near me" asks where the member is: the browser's Geolocation API (geolocation.ts, loaded
 * when first asked, not with the page), behind an atom so that tests put another answer in a store.
 */
import { atom } from 'jotai';
import type { Locate } from './geolocation';

export type { Locate, LocateFailure, LocateResult } from './geolocation';

export const locateAtom = atom<{ locate: Locate }>({
  locate: () => import('./geolocation').then(({ browserLocate }) => browserLocate()),
});
