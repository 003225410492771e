/**
 * Failed sign-ins are limited per account and per client, with the numbers of
 * domain/limits.ts and the mock's clock: after too many failures within the window, the login
 * answers 429 with `Retry-After`, even for the right password, until enough failures have aged out.
 * A success clears the account's failures (not the client's: one client guessing many accounts
 * stays limited). Only failures are counted, so signing in correctly never slows down.
 *
 * The state lives with the database (`db.loginFailures`) and is emptied with it.
 */

import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_CLIENT,
  LOGIN_FAILURE_WINDOW_MS,
} from '@domain';

/**
 * Who is calling: the HTTP runtime sets this from the socket's remote address (replacing whatever
 * a client sent); in the browser and Node runtimes there is one client.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Mock-Client-Address';
export const LOCAL_CLIENT = 'local';

/** Times (ms) of recent failures, oldest first, per account (e-mail) and per client. */
export interface LoginFailures {
  accounts: Map<string, number[]>;
  clients: Map<string, number[]>;
}

export function createLoginFailures(): LoginFailures {
  return { accounts: new Map(), clients: new Map() };
}

export function clearLoginFailures(failures: LoginFailures): void {
  failures.accounts.clear();
  failures.clients.clear();
}

export function clientOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || LOCAL_CLIENT;
}

/** The account key of a login: e-mails are matched case-insensitively. */
export const accountOf = (email: string): string => email.trim().toLowerCase();

/** The failures of `key` still inside the window at `now` (older ones are dropped). */
function recent(map: Map<string, number[]>, key: string, now: number): number[] {
  const times = map.get(key);
  if (!times) return [];
  const cutoff = now - LOGIN_FAILURE_WINDOW_MS;
  const kept = times.filter((time) => time > cutoff);
  if (kept.length === 0) map.delete(key);
  else map.set(key, kept);
  return kept;
}

/** How long until `times` drops below `limit` failures in the window; 0 when it is below. */
function lockedFor(times: readonly number[], limit: number, now: number): number {
  if (times.length < limit) return 0;
  const releasing = times[times.length - limit] ?? now;
  return Math.max(1, releasing + LOGIN_FAILURE_WINDOW_MS - now);
}

/** Milliseconds until this account may try again from this client; 0 when it may now. */
export function loginLockedFor(
  failures: LoginFailures,
  account: string,
  client: string,
  now: number,
): number {
  return Math.max(
    lockedFor(recent(failures.accounts, account, now), LOGIN_FAILURES_PER_ACCOUNT, now),
    lockedFor(recent(failures.clients, client, now), LOGIN_FAILURES_PER_CLIENT, now),
  );
}

export function recordLoginFailure(
  failures: LoginFailures,
  account: string,
  client: string,
  now: number,
): void {
  for (const [map, key] of [
    [failures.accounts, account],
    [failures.clients, client],
  ] as const) {
    map.set(key, [...recent(map, key, now), now]);
  }
  // Guessing many e-mails must not grow the table without bound: expired entries go now and then.
  if (failures.accounts.size > 10_000) {
    for (const key of [...failures.accounts.keys()]) recent(failures.accounts, key, now);
  }
}

export function clearAccountFailures(failures: LoginFailures, account: string): void {
  failures.accounts.delete(account);
}
