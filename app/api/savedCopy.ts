/**
 * The saved copy of a member's data in this browser (docs/offline.md): what the pages they live in
 * last showed, kept in IndexedDB so that the next visit paints it at once, offline too.
 *
 * One record per user, under their id; each names the build that wrote it and when. A record from
 * another build (a new deployment may read a different shape) or older than `SAVED_COPY_MAX_AGE`
 * is never handed out, and is deleted when found. Every record goes when a session ends or is
 * replaced (app/api/sessionCache.ts). Storage that cannot be used (a private window, a full disk)
 * only means nothing is saved: no failure here reaches the member.
 *
 * Loaded by the start-up check of a stored session and by the query layer, never by a visitor's page.
 */
import type { DehydratedState } from '@tanstack/query-core';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * How long a saved copy may be shown: a week covers a member who opens the app for Saturday's
 * game, and what is older misleads more than it helps (the screens say how old it is anyway).
 */
export const SAVED_COPY_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * How long the start-up waits for this browser's storage to hand over a copy. A healthy read takes
 * a moment; storage that does not answer (a busy disk, a browser's IndexedDB stuck opening) must
 * not hold the member's page: past this, the page loads from the server as with no copy.
 */
export const SAVED_COPY_WAIT_MS = 2000;

/** The build that writes and reads copies (vite.config.ts). */
export const SAVED_COPY_BUILD = __BUILD_ID__;

export interface SavedCopy {
  /** The build that wrote it. */
  build: string;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** The saved queries, in the query library's own shape. */
  queries: DehydratedState;
}

// Opened when first used: a browser without IndexedDB throws only then, inside a `try`.
let database: UseStore | undefined;
const copies = () => (database ??= createStore('pitchside', 'saved-copies'));

const keyOf = (userId: number) => `user:${userId}`;

/**
 * This user's copy, if this build wrote it within the maximum age; null otherwise, and null when
 * the storage has not answered within `SAVED_COPY_WAIT_MS`.
 */
export async function readSavedCopy(userId: number, now = Date.now()): Promise<SavedCopy | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SAVED_COPY_WAIT_MS);
  });
  try {
    return await Promise.race([readValidCopy(userId, now), unanswered]);
  } finally {
    clearTimeout(timer);
  }
}

async function readValidCopy(userId: number, now: number): Promise<SavedCopy | null> {
  try {
    const copy = await get<SavedCopy>(keyOf(userId), copies());
    if (!copy) return null;
    if (copy.build === SAVED_COPY_BUILD && now - copy.savedAt <= SAVED_COPY_MAX_AGE) return copy;
    await del(keyOf(userId), copies());
  } catch {
    // No storage: nothing was saved.
  }
  return null;
}

/** Replaces this user's copy. */
export async function writeSavedCopy(userId: number, queries: DehydratedState): Promise<void> {
  const copy: SavedCopy = { build: SAVED_COPY_BUILD, savedAt: Date.now(), queries };
  try {
    await set(keyOf(userId), copy, copies());
  } catch {
    // No storage (or no room): the next visit loads from the server, as without a copy.
  }
}

/** Deletes every user's copy in this browser. */
export async function clearSavedCopies(): Promise<void> {
  try {
    await clear(copies());
  } catch {
    // No storage: nothing to delete.
  }
}
