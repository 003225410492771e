/**
 * The signed-in session (SPEC §3, §4): a token and a user kept in local storage, and the four
 * flags isAuthenticated, isApproved, isInitialized and isLoading derived from them. Pure state:
 * the calls that fill it live in app/api/auth.ts.
 *
 * Storage is read by an explicit `restoreSessionAtom` rather than when the atoms are created, so
 * every store (the app's, a story's, a test's) starts from what local storage holds at that time.
 */
import { atom } from 'jotai';
import { isAdmin, isApproved, isStaff, type LoginResult, type User } from '@domain';
import { savedCopyAtom } from './savedCopy';
import { forget, keep, readStored, readStoredJson } from './storage';

export const TOKEN_KEY = 'pitchside.token';
export const USER_KEY = 'pitchside.user';

export const tokenAtom = atom<string | null>(null);
export const userAtom = atom<User | null>(null);
/** True once the start-up check of a stored token has finished (or there was no token). */
export const initializedAtom = atom(false);
/**
 * Settles when the start-up check has finished: a guard that must wait for it suspends on it, so
 * the page frame shows its loading state (without a footer that the page would push away).
 */
export const sessionReadyAtom = atom<Promise<void>>(Promise.resolve());
/** True while signing in or out. */
export const authBusyAtom = atom(false);
/**
 * The token whose logout has begun. The server refuses it from the logout on, so a call made
 * meanwhile (a refetch, the bell's poll) is answered 401: that is the member's own logout, which
 * ends at the home page (SPEC §2), not the server ending the session.
 */
export const loggingOutTokenAtom = atom<string | null>(null);

export interface Session {
  user: User | null;
  isAuthenticated: boolean;
  isApproved: boolean;
  isStaff: boolean;
  isAdmin: boolean;
  isInitialized: boolean;
  isLoading: boolean;
}

export const sessionAtom = atom<Session>((get) => {
  const user = get(userAtom);
  const signedIn = get(tokenAtom) !== null && user !== null;
  return {
    user: signedIn ? user : null,
    isAuthenticated: signedIn,
    isApproved: signedIn && isApproved(user),
    isStaff: signedIn && isStaff(user),
    isAdmin: signedIn && isAdmin(user),
    isInitialized: get(initializedAtom),
    isLoading: get(authBusyAtom),
  };
});

function readStoredUser(): User | null {
  const value = readStoredJson(USER_KEY);
  // A stored user is ours, but a half-written or foreign value must not crash the app.
  return typeof value === 'object' && value !== null && 'id' in value && 'email' in value
    ? (value as User)
    : null;
}

/** Loads the stored token and user into this store; a lone token or user is discarded. */
export const restoreSessionAtom = atom(null, (_get, set) => {
  const token = readStored(TOKEN_KEY);
  const user = readStoredUser();
  if (token && user) {
    set(tokenAtom, token);
    set(userAtom, user);
  } else {
    set(signOutAtom);
  }
});

/** Keeps a session. Where storage refuses it, it holds for this tab until it is closed. */
export const signInAtom = atom(null, (_get, set, result: LoginResult) => {
  keep(TOKEN_KEY, result.token);
  keep(USER_KEY, JSON.stringify(result.user));
  set(tokenAtom, result.token);
  set(userAtom, result.user);
});

/** A fresher copy of the signed-in user (the start-up check, a profile save). */
export const updateUserAtom = atom(null, (get, set, user: User) => {
  if (get(tokenAtom) === null) return;
  keep(USER_KEY, JSON.stringify(user));
  set(userAtom, user);
});

/**
 * Logout, a 401, a password change and a failed start-up check all end here: both stored items
 * go, and so does the saved copy of the member's data (app/api/savedCopy.ts), whose code is
 * fetched only when there was a session to end.
 */
export const signOutAtom = atom(null, (get, set) => {
  const ending = get(tokenAtom) !== null;
  forget(TOKEN_KEY, USER_KEY);
  set(tokenAtom, null);
  set(userAtom, null);
  set(loggingOutTokenAtom, null);
  if (!ending) return;
  set(savedCopyAtom, null);
  void import('../api/savedCopy').then(
    (module) => module.clearSavedCopies(),
    () => undefined,
  );
});

/**
 * Counts the sessions the server ended (a 401 on any call, SPEC §8). The router watches it and
 * goes to /login, since the call that found out may have come from any page.
 */
export const sessionEndedByServerAtom = atom(0);

export const endSessionByServerAtom = atom(null, (get, set) => {
  const token = get(tokenAtom);
  if (token !== null && token === get(loggingOutTokenAtom)) return;
  set(signOutAtom);
  set(sessionEndedByServerAtom, get(sessionEndedByServerAtom) + 1);
});
