/**
 * What the login page tells the next visitor once, e.g. after a password change ended the
 * session. An atom rather than navigation state: the guard of the page being left redirects to
 * /login too, and whichever navigation lands there, the notice is shown.
 */
import { atom } from 'jotai';

export const loginNoticeAtom = atom<string | undefined>(undefined);

/** The pages a sign-in returns to when the guard sent the visitor to /login from one of them. */
const RETURN_PATHS: ReadonlySet<string> = new Set([
  '/dashboard',
  '/profile',
  '/settings',
  '/locations',
  '/bookings',
  '/subscriptions',
]);

export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Where to go after signing in: back to the guarded page the visitor came from (its query string
 * and hash too), else /dashboard. Only the path decides, so no address can lead out of the app.
 */
export function pathAfterLogin(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string') {
      const path = /^[^?#]*/.exec(from)?.[0] ?? '';
      if (RETURN_PATHS.has(path)) return from;
    }
  }
  return DEFAULT_AFTER_LOGIN;
}
