/**
 * Signing in and out (SPEC §7) and the session transitions they cause (SPEC §4). These change
 * the session, not server data the cache holds, and /login must not download the query layer:
 * they are write atoms (see "Mutations" in README), called with `useSetAtom` or `store.set`.
 */
import { atom } from 'jotai';
import type { components, LoginResult } from '@domain';
import {
  authBusyAtom,
  initializedAtom,
  loggingOutTokenAtom,
  signInAtom,
  signOutAtom,
  tokenAtom,
  updateUserAtom,
  userAtom,
} from '../state/session';
import { savedCopyAtom } from '../state/savedCopy';
import { featuresOf, offeredFeaturesAtom } from './capabilities';
import { ApiError, UNREADABLE_ANSWER } from './answer';
import { getApi } from './context';

/** A call the server did not answer, or answered with its own failure (5xx), not the token's. */
function unanswered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code !== UNREADABLE_ANSWER &&
    (error.status === undefined || error.status >= 500)
  );
}

export type LoginRequest = components['schemas']['LoginRequest'];

/**
 * Reads what this browser saved of the stored session's data (docs/offline.md), beside the check
 * of its token: a member's page renders only after both, so it paints what the member saw last
 * and refreshes it. The storage's code is fetched only here, where a session is stored. A copy
 * read after its session ended or changed is dropped: it is no one's now.
 */
const readSavedCopyAtom = atom(null, async (get, set): Promise<void> => {
  const token = get(tokenAtom);
  const user = get(userAtom);
  if (token === null || user === null) return;
  try {
    const { readSavedCopy } = await import('./savedCopy');
    const copy = await readSavedCopy(user.id);
    if (copy && get(tokenAtom) === token) set(savedCopyAtom, { userId: user.id, copy });
  } catch {
    // Its code could not be fetched: the page loads from the server, as with no copy.
  }
});

/**
 * SPEC §4: a stored token is checked with the server at start-up; a failed check clears the
 * session. Whatever happens, the session is initialised afterwards so the guards can decide. The
 * answer also says what the server offers beyond SPEC §7 (app/api/capabilities.ts), as the
 * sign-in's does.
 *
 * A check that got no answer (offline, timed out) or a server error has not failed: the member
 * stays signed in as this browser last knew them, and the first answer that refuses the token
 * (any 401) ends the session then (docs/offline.md). Opening the app with no signal must not
 * sign anyone out.
 */
export const initializeSessionAtom = atom(null, async (get, set): Promise<void> => {
  let restoring: Promise<void> | undefined;
  try {
    if (get(tokenAtom) === null) return;
    restoring = set(readSavedCopyAtom);
    const answer = await getApi(get).call('get', '/auth/me/');
    set(offeredFeaturesAtom, featuresOf(answer));
    set(updateUserAtom, answer.data);
  } catch (error) {
    if (!unanswered(error)) set(signOutAtom);
  } finally {
    await restoring;
    set(initializedAtom, true);
  }
});

/** Signs in and keeps the session; a refused login (e.g. a PENDING account) stores nothing. */
export const loginAtom = atom(
  null,
  async (get, set, credentials: LoginRequest): Promise<LoginResult> => {
    set(authBusyAtom, true);
    try {
      const answer = await getApi(get).call('post', '/auth/login/', { body: credentials });
      set(offeredFeaturesAtom, featuresOf(answer));
      set(signInAtom, answer.data);
      return answer.data;
    } finally {
      set(authBusyAtom, false);
    }
  },
);

/**
 * Logout ends the session here even when the server cannot be told (SPEC §4). `leave`, if given,
 * is handed the ending of the session (the stored session and the busy flag together), so the app
 * can end it in the same transition as its move off a signed-in page: ended first, that page's
 * guard would send a visitor to /login.
 */
export const logoutAtom = atom(
  null,
  async (get, set, leave?: (endSession: () => void) => void): Promise<void> => {
    set(authBusyAtom, true);
    set(loggingOutTokenAtom, get(tokenAtom));
    try {
      await getApi(get)
        .call('post', '/auth/logout/')
        .catch(() => undefined);
    } finally {
      const endSession = () => {
        set(signOutAtom);
        set(authBusyAtom, false);
      };
      if (leave) leave(endSession);
      else endSession();
    }
  },
);
