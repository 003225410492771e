/**
 * The requests the page's head script starts with a stored session (docs/prerender.md, "Data
 * starts with the page"): the session check on every page, and each member page's first data.
 * Only SPEC §7's calls, so a server without this app's extensions is asked nothing it lacks.
 * The build writes this into every document for a real backend (scripts/prerender.mjs); the
 * client takes the answers (app/api/earlyAnswers.ts). Each request is written exactly as the
 * client sends it: its path under the API's base and its query in the client's order.
 */
export const EARLY_REQUESTS: {
  always: readonly string[];
  pages: Record<string, readonly string[]>;
} = {
  always: ['/auth/me/'],
  pages: {
    '/dashboard': ['/subscriptions/wallet/'],
    '/bookings': ['/bookings/user-bookings/'],
    '/subscriptions': ['/subscriptions/wallet/', '/subscriptions/packages/'],
    '/locations': ['/locations/locations/?page_size=100'],
  },
};

/** How long after the page's start an early answer may stand in for the client's own request. */
export const EARLY_ANSWER_FOR_MS = 20_000;
