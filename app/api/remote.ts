import type { Remote } from '@ui/remote';
import { ApiError } from './answer';

interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
}

/** The message a screen shows for a failed call: the server's, else the screen's own wording. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** A query's state as ui/ takes it. A failed query shows `fallback` unless the server said more. */
export function toRemote<T>(query: QueryState<T>, fallback: string): Remote<T> {
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
export function toKeptRemote<T>(query: QueryState<T>, fallback: string): Remote<T> {
  return query.data !== undefined && query.status === 'error'
    ? { status: 'success', data: query.data }
    : toRemote(query, fallback);
}
