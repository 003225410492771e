import type { Remote } from '@ui/remote';
import { ApiError } from './answer';

/** What a screen reads of a query: its status, its data and why it failed. */
export interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
}

/**
 * The screen's own wording of a failure, for when the server gives none: one message, used where
 * the call's failure has no words at all, or a choice by what went wrong, which also replaces
 * SPEC §8's network wording (SPEC §8 Bookings words a refusal and a call that got no answer).
 */
export type Fallback = string | ((error: unknown) => string);

/**
 * The message a screen shows for a failed call, the one convention of the app: the server's own
 * message always; else SPEC §8's network wording ('Server error: 500'), unless the screen words
 * each kind of failure itself; else the screen's wording (`fallback`).
 */
export function errorMessage(error: unknown, fallback: Fallback): string {
  if (typeof fallback === 'string') {
    return error instanceof ApiError && error.message ? error.message : fallback;
  }
  return error instanceof ApiError && error.message && !error.networkWording
    ? error.message
    : fallback(error);
}

/** A query's state as ui/ takes it. A failed query shows `fallback` unless the server said more. */
export function toRemote<T>(query: QueryState<T>, fallback: Fallback): Remote<T> {
  if (query.status === 'success' && query.data !== undefined) {
    return { status: 'success', data: query.data };
  }
  if (query.status === 'error')
    return { status: 'error', message: errorMessage(query.error, fallback) };
  return { status: 'loading' };
}

/**
 * As `toRemote`, for a page that says how old its data is (`savedAt`, docs/offline.md): data
 * already shown stays when its refresh fails, instead of giving way to the failure.
 */
export function toKeptRemote<T>(query: QueryState<T>, fallback: Fallback): Remote<T> {
  return query.data !== undefined && query.status === 'error'
    ? { status: 'success', data: query.data }
    : toRemote(query, fallback);
}
