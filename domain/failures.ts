/**
 * The messages of a failure any page can meet (SPEC §8 Network, §2 Home): a request that got
 * no answer or a bad one, and a page that could not be shown. Kept apart from the rest of the
 * catalogue (errors.ts re-exports them) because the app's first page needs these and no other.
 */

export const NO_RESPONSE = 'No response from server. Please check your internet connection.';
export const NETWORK_ERROR = 'Network error occurred';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export function serverError(status: number): string {
  return `Server error: ${status}`;
}

/** The parts of a failed request (an axios error has this shape) that decide its message. */
export interface RequestFailure {
  response?: { status: number } | null | undefined;
  request?: unknown;
}

/** SPEC §8 Network: a status answer, no answer at all, or a failure before sending. */
export function networkErrorMessage(failure: RequestFailure): string {
  if (failure.response) return serverError(failure.response.status);
  if (failure.request !== undefined && failure.request !== null) return NO_RESPONSE;
  return NETWORK_ERROR;
}

/** SPEC §2 Home: the title of the page shown when a page fails to render or load. */
export const PAGE_RENDER_FAILED = 'Error Loading Page';

/**
 * Said when the browser knows it has no connection (docs/offline.md): the notice over every page,
 * and the refusal of an action that moves coins, which is never sent while offline.
 */
export const OFFLINE_MESSAGES = {
  title: "You're offline",
  notice: "What's on screen may be out of date, and nothing new can load until you reconnect.",
  actionsWait: 'Booking, joining, cancelling and buying coins need a connection.',
  refused: "You're offline, so nothing was sent. Try again when you're back online.",
} as const;

/**
 * Said while the browser reports a connection but the server did not answer the latest request
 * sent (timed out, or the connection dropped on the way: docs/offline.md). Nothing is refused
 * then: an action is sent, and one that moves coins is resent with its key, charged once.
 */
export const NO_ANSWER_MESSAGES = {
  title: "The server isn't answering",
  notice: "Your connection may be too weak. What's on screen may be out of date until it answers.",
} as const;

/**
 * Said on a member's page while what it shows is the last data this browser kept, not a fresh
 * answer (docs/offline.md): restored from the saved copy and not yet refreshed, a refresh that
 * failed, or no connection. `when` is the time of that data ('10:42', or '27 Nov 2026, 18:05').
 */
export const SAVED_DATA_MESSAGES = {
  shown: (when: string) => `Last updated ${when} — showing saved data`,
} as const;
