/**
 * The saved copy of the signed-in member's data that this store read when it started
 * (app/api/savedCopy.ts): the query layer restores it into the session's cache. Null when there
 * was none, when it was not this build's or was too old, and once the session it belonged to has
 * ended or been replaced.
 */
import { atom } from 'jotai';
import type { SavedCopy } from '../api/savedCopy';

export interface StartingCopy {
  /** Whose it is. */
  userId: number;
  copy: SavedCopy;
}

export const savedCopyAtom = atom<StartingCopy | null>(null);
