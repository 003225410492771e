/**
 * A new version of the installed app that has downloaded and waits to take over
 * (app/pwa/registerServiceWorker.ts): how to apply it, or null while there is none or the
 * member has put it off until the next visit.
 */
import { atom } from 'jotai';

export interface AppUpdate {
  /** Lets the new version take over; the page reloads into it once it has. */
  apply: () => Promise<void>;
}

export const appUpdateAtom = atom<AppUpdate | null>(null);
