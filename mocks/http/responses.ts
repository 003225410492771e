/**
 * The answers a handler sends: the success envelopes, DRF-style errors, and `Parsed`, a value or
 * the error answer to send.
 */

import type { components } from '@domain';
import { HttpResponse } from 'msw';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type FieldErrors = Record<string, string[]>;
export type ErrorResponse = HttpResponse<ErrorEnvelope>;

// ---------------------------------------------------------------------------------------------
// Envelopes.

export interface SuccessEnvelope<T> {
  success: true;
  message?: string;
  data: T;
}

/** `{success: true, message?, data}`, for `response(200).json(ok(data, 'Done'))`. */
export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

/** `{success: true, message, data: null}` (EmptyEnvelope). */
export function okEmpty(message?: string): SuccessEnvelope<null> {
  return ok(null, message);
}

export interface FailOptions {
  code?: string | undefined;
  errors?: FieldErrors | undefined;
  headers?: HeadersInit | undefined;
}

/** `{success: false, message, code?, errors?}` with a status. */
export function fail(status: number, message: string, options: FailOptions = {}): ErrorResponse {
  const body: ErrorEnvelope = { success: false, message };
  if (options.code !== undefined) body.code = options.code;
  if (options.errors !== undefined && Object.keys(options.errors).length > 0) {
    body.errors = options.errors;
  }
  return HttpResponse.json(body, { status, headers: options.headers });
}

export const MESSAGES_HTTP = {
  invalidInput: 'Invalid input.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  invalidTokenHeader: 'Invalid token header. No credentials provided.',
  tokenWithSpaces: 'Invalid token header. Token string should not contain spaces.',
  accountNotApproved:
    'Your account needs to be approved before you can use this feature. Please wait for staff approval.',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  invalidPage: 'Invalid page.',
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  requestTooLarge: (limit: number) =>
    `The request body is too large (at most ${Math.floor(limit / 1024)} KB).`,
  unsupportedMediaType: (type: string) =>
    type === '' ? 'Missing media type in request.' : `Unsupported media type "${type}" in request.`,
  tooDeep: (depth: number) => `JSON parse error: nested deeper than ${depth} levels.`,
  serverError: 'A server error occurred.',
} as const;

/** 400 `validation_error` with field errors (`non_field_errors` for the whole payload). */
export function validationError(
  errors: FieldErrors,
  message: string = MESSAGES_HTTP.invalidInput,
): ErrorResponse {
  return fail(400, message, { code: 'validation_error', errors });
}

/** 400 with a specific code: insufficient_coins, invalid_state, cancellation_window_closed… */
export function badRequest(message: string, code: string, errors?: FieldErrors): ErrorResponse {
  return fail(400, message, { code, errors });
}

export function notAuthenticated(
  message: string = MESSAGES_HTTP.notAuthenticated,
  code: 'not_authenticated' | 'authentication_failed' = 'not_authenticated',
): ErrorResponse {
  // DRF sends the scheme so that clients know how to authenticate.
  return fail(401, message, { code, headers: { 'WWW-Authenticate': 'Token' } });
}

export function accountNotApproved(): ErrorResponse {
  return fail(403, MESSAGES_HTTP.accountNotApproved, { code: 'account_not_approved' });
}

export function permissionDenied(message: string = MESSAGES_HTTP.permissionDenied): ErrorResponse {
  return fail(403, message, { code: 'permission_denied' });
}

export function notFound(message: string = MESSAGES_HTTP.notFound): ErrorResponse {
  return fail(404, message, { code: 'not_found' });
}

/** 405 with the path's methods in `Allow`, as DRF answers a method the view does not have. */
export function methodNotAllowed(method: string, allowed: readonly string[]): ErrorResponse {
  return fail(405, MESSAGES_HTTP.methodNotAllowed(method), {
    code: 'method_not_allowed',
    headers: { Allow: allowed.join(', ') },
  });
}

/** 413: the body is over the limit for its kind (`REQUEST_*_MAX_BYTES`). */
export function requestTooLarge(limit: number): ErrorResponse {
  return fail(413, MESSAGES_HTTP.requestTooLarge(limit), { code: 'request_too_large' });
}

/** 415: a body that is not JSON (or multipart, where the operation takes it). */
export function unsupportedMediaType(type: string): ErrorResponse {
  return fail(415, MESSAGES_HTTP.unsupportedMediaType(type), { code: 'unsupported_media_type' });
}

/** 409: slot_unavailable, session_full, idempotency_key_reused. */
export function conflict(message: string, code: string): ErrorResponse {
  return fail(409, message, { code });
}

// ---------------------------------------------------------------------------------------------
// Results that are either a value or the error answer to send.

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: ErrorResponse };

export const parsed = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const refused = <T = never>(response: ErrorResponse): Parsed<T> => ({
  ok: false,
  response,
});

/** Adds a message to a field's list. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Field errors from the domain validators' `{field: message}` (`form` → non_field_errors). */
export function fieldErrorsFrom(errors: Readonly<Record<string, string | undefined>>): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message !== undefined)
      addError(result, field === 'form' ? 'non_field_errors' : field, message);
  }
  return result;
}
