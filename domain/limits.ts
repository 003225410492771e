/**
 * The shapes of what a client may send: the longest string each request field accepts, and the
 * patterns the server checks. openapi.yaml states the same numbers and patterns
 * (tests/contract/limits.test.ts holds the two together), the mock enforces these, and the forms'
 * validation uses them too. Keyed by the contract's field and parameter names: a name means the
 * same thing wherever it appears.
 */

export const MAX_LENGTH = {
  // Accounts (Django's AbstractUser sizes where it has them).
  email: 254,
  password: 128,
  password_confirm: 128,
  current_password: 128,
  new_password: 128,
  new_password_confirm: 128,
  /** A token a client sends back: a password reset link's, a calendar feed's. */
  token: 128,
  first_name: 150,
  last_name: 150,
  phone_number: 32,
  address: 255,
  city: 100,
  state: 100,
  country: 100,
  // Contact form.
  name: 150,
  phone: 32,
  subject: 200,
  message: 5000,
  // Free text kept with a decision, a booking or a session.
  reason: 500,
  notes: 500,
  title: 120,
  /** Why a court is closed for maintenance. */
  note: 120,
  // Payments.
  reference: 100,
  // Dates and times of day ('YYYY-MM-DD', 'HH:MM' or 'HH:MM:SS').
  date: 10,
  session_date: 10,
  start_time: 8,
  end_time: 8,
  date_from: 10,
  date_to: 10,
  // Search boxes (query parameters).
  search: 100,
  q: 100,
  // decisions §14.
  'Idempotency-Key': 255,
} as const;

export type LimitedField = keyof typeof MAX_LENGTH;

/** The limit for a request field or parameter name, if it is a limited one. */
export function maxLengthOf(name: string): number | undefined {
  return Object.hasOwn(MAX_LENGTH, name) ? MAX_LENGTH[name as LimitedField] : undefined;
}

/**
 * Length as JSON Schema's maxLength counts it: in characters (code points), so an emoji counts
 * once, not as its two UTF-16 units.
 */
export function textLength(value: string): number {
  let length = 0;
  for (const _ of value) length += 1;
  return length;
}

export const tooLongMessage = (max: number): string =>
  `Ensure this field has no more than ${max} characters.`;

/**
 * One line of text: no control characters (NUL, tabs, line breaks, C1) and no lone UTF-16
 * surrogate. Written so that it means the same with and without the `u` flag (Ajv compiles
 * contract patterns with it): a paired surrogate is one code point in `u` mode and matches the
 * first alternative, two units without it and matches the second.
 */
const LINE_CHARACTER =
  '(?:[^\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])';

/** An optional single line (address, city, state, country). */
export const TEXT_LINE_PATTERN = `^${LINE_CHARACTER}*$`;
/** A single line with at least one visible character: names. */
export const NAME_PATTERN = `^(?=.*\\S)${LINE_CHARACTER}*$`;
/** Free text that must not be blank (subject, message, a required reason). */
export const NOT_BLANK_PATTERN = '\\S';

export const TEXT_LINE = new RegExp(TEXT_LINE_PATTERN);
export const NAME = new RegExp(NAME_PATTERN);

// ---------------------------------------------------------------------------------------------
// Beyond the fields of each operation: the size and depth of a body, and sign-in attempts. The
// mock enforces these in every runtime and the contract states them.

/**
 * A JSON body: many times what the app ever sends (a form's fields, each with its own length
 * limit above), so only a client sending something else meets it.
 */
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
