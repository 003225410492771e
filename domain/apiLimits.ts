/**
 * What the API accepts from a client, beyond the fields of each operation (issue 11). The mock
 * enforces these in every runtime and the contract states them; a real backend keeps the same.
 */

/** A JSON body: every request the app sends is well under 4 KB. */
export const REQUEST_JSON_MAX_BYTES = 64 * 1024;
/**
 * A multipart body (the avatar upload of PATCH /auth/me/). The picture itself may be 1 MB; the
 * margin lets a somewhat larger picture still get the friendly "at most 1 MB" field error rather
 * than a bare 413.
 */
export const REQUEST_MULTIPART_MAX_BYTES = 5 * 1024 * 1024;
/** Nesting of arrays and objects in a JSON body; the deepest request the contract has is 2. */
export const REQUEST_JSON_MAX_DEPTH = 32;

/** Failed sign-ins allowed per account (e-mail) within the window; a success clears them. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per client (remote address) within the window, across accounts. */
export const LOGIN_FAILURES_PER_CLIENT = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
