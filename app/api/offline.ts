/**
 * Actions that move coins (booking, rescheduling, joining or leaving a session, cancelling,
 * buying) are refused before anything is sent while the browser knows it is offline
 * (docs/offline.md): the member reads why, and no request waits in a queue to charge them later.
 * A connection that is up but carries nothing is not known here: there the request's timeout
 * and the Idempotency-Key of a retry answer for it.
 */
import { OFFLINE_MESSAGES } from '@domain';
import { ApiError } from './answer';

/** The code of an action refused because the browser is offline. */
export const OFFLINE = 'offline';

/** Throws the offline refusal when the browser says it has no connection. */
export function refuseWhileOffline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(OFFLINE_MESSAGES.refused, { code: OFFLINE });
  }
}
