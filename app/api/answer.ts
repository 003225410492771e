/**
 * What an answer from the API says, read as the client hands it to the screens (SPEC §7, §8): the
 * data of a success, in the contract's envelope or bare as Django REST Framework sends it; a
 * failure as an ApiError with the server's message, code and field errors, or SPEC §8's network
 * message when the server gave none (docs/backend-conformance.md).
 */
import type { AxiosStatic } from 'axios';
import { NETWORK_ERROR, networkErrorMessage } from '@domain';

export interface ApiResult<T> {
  data: T;
  message: string | undefined;
  /** The answer's headers, by lower-case name. */
  headers?: Readonly<Record<string, string>>;
}

/** A failed call, with what the screens need: a message to show and the server's field errors. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  /**
   * The message is SPEC §8's network wording ('Server error: 500', 'No response from server…'),
   * made by the client because the server said nothing, rather than the server's or the app's.
   */
  readonly networkWording: boolean;

  constructor(
    message: string,
    details: {
      status?: number;
      code?: string;
      fieldErrors?: Record<string, string[]>;
      networkWording?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
    this.fieldErrors = details.fieldErrors ?? {};
    this.networkWording = details.networkWording ?? false;
  }
}

type FieldErrors = Record<string, string[]>;

/** What a failed answer says: a message for people (may be empty), a code, field errors. */
interface Failure {
  message: string;
  code?: string;
  fieldErrors?: FieldErrors;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * DRF's field errors, flattened: `{"email": ["…"]}`, a single string, and a nested serializer's
 * `{"address": {"city": ["…"]}}` as `address.city`. Undefined when `body` holds anything else.
 */
function fieldErrorsOf(body: Record<string, unknown>, prefix = ''): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(body)) {
    const field = `${prefix}${name}`;
    if (typeof value === 'string') errors[field] = [value];
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      errors[field] = value as string[];
    } else if (isObject(value)) {
      const nested = fieldErrorsOf(value, `${field}.`);
      if (!nested) return undefined;
      Object.assign(errors, nested);
    } else return undefined;
  }
  return errors;
}

/**
 * What a failed answer's body says, in the contract's envelope `{success: false, message, code?,
 * errors?}` or in DRF's shapes: `{"detail": "…"}` (401, 403, 404, 405, 429…) and field errors
 * (400), whose `non_field_errors` is the message. Field errors alone carry no message: the screen
 * shows its own words and each error on its field. Undefined for a body that is none of these.
 */
export function readFailure(body: unknown): Failure | undefined {
  if (!isObject(body)) return undefined;
  const code = typeof body.code === 'string' ? { code: body.code } : {};
  if (typeof body.message === 'string') {
    const errors = isObject(body.errors) ? fieldErrorsOf(body.errors) : undefined;
    return { message: body.message, ...code, ...(errors ? { fieldErrors: errors } : {}) };
  }
  if (typeof body.detail === 'string') return { message: body.detail, ...code };
  if ('success' in body) return undefined;
  const errors = fieldErrorsOf(body);
  if (!errors || Object.keys(errors).length === 0) return undefined;
  return { message: errors['non_field_errors']?.[0] ?? '', fieldErrors: errors };
}

/** A JSON error body that arrived as text (a download asks for text, not JSON). */
function parsedIfJson(body: unknown): unknown {
  if (typeof body !== 'string' || !/^\s*[{[]/.test(body)) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function apiErrorOf(failure: Failure, status: number | undefined): ApiError {
  return new ApiError(failure.message, { ...failure, ...(status === undefined ? {} : { status }) });
}

/**
 * Turns any failure into an ApiError. The server's own message wins; otherwise SPEC §8: no
 * response → 'No response from server…', another status → 'Server error: {status}', else
 * 'Network error occurred'.
 */
export function toApiError(error: unknown, isAxiosError: AxiosStatic['isAxiosError']): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError(NETWORK_ERROR, { networkWording: true });
  const status = error.response?.status;
  const failure = readFailure(parsedIfJson(error.response?.data));
  if (failure) return apiErrorOf(failure, status);
  const message = networkErrorMessage({ response: error.response ?? null, request: error.request });
  if (status !== undefined) return new ApiError(message, { status, networkWording: true });
  // Cancelled by the app (a page left, a newer search) is not a lost answer.
  return new ApiError(message, {
    networkWording: true,
    ...(error.code === 'ERR_CANCELED' ? {} : { code: NO_ANSWER }),
  });
}

/**
 * The code of a request that was sent and got no answer: timed out, or the connection dropped.
 * The server may have done what it asked.
 */
export const NO_ANSWER = 'no_answer';

/**
 * The code of an answer the client cannot read: a truncated or non-JSON body (axios hands it over
 * as text), or JSON that is no object. It carries no message, so the screen shows its own wording
 * of SPEC §8, the one 'used when the server gives none', in the panel that asked.
 */
export const UNREADABLE_ANSWER = 'unreadable_answer';

export function unreadable(status?: number): ApiError {
  return new ApiError('', { code: UNREADABLE_ANSWER, ...(status === undefined ? {} : { status }) });
}

/** A list a screen maps over: anything else is an answer the client cannot read. */
export function expectList<L extends readonly unknown[]>(value: L): L {
  if (!Array.isArray(value)) throw unreadable();
  return value;
}

/** A page of a paginated list (`results`) a screen maps over, checked the same way. */
export function expectPage<P extends { results: readonly unknown[] }>(page: P): P {
  if (typeof page !== 'object' || page === null) throw unreadable();
  expectList(page.results);
  return page;
}

/**
 * SPEC §7: a response is read from `data.data`, falling back to `data`: the contract's envelope
 * `{success, message?, data}`, or a bare object or list as DRF sends it. What is no JSON object or
 * list, or an envelope that says it failed (its message, code and field errors kept), is a failed
 * call, never data for a screen.
 */
export function unwrap<T>(body: unknown, status?: number): ApiResult<T> {
  if (typeof body !== 'object' || body === null) throw unreadable(status);
  if ('success' in body && body.success === false) {
    const failure = readFailure(body);
    throw failure ? apiErrorOf(failure, status) : unreadable(status);
  }
  if (isEnvelope(body)) {
    return {
      data: body.data as T,
      message: typeof body.message === 'string' ? body.message : undefined,
    };
  }
  return { data: body as T, message: undefined };
}

/**
 * An envelope rather than a bare resource that happens to have a `data` field: it says whether it
 * succeeded, or holds nothing but `data` and a message.
 */
function isEnvelope(body: object): body is { data: unknown; message?: unknown } {
  if (!('data' in body)) return false;
  return (
    typeof (body as { success?: unknown }).success === 'boolean' ||
    Object.keys(body).every((key) => key === 'data' || key === 'message')
  );
}

/**
 * DRF's own page `{count, next, previous, results}` numbered as the contract's: the page and size
 * asked for (the first page, and a full page's length, when not asked).
 */
export function numberedPage(data: unknown, query: unknown): unknown {
  if (!isObject(data) || !Array.isArray(data.results) || typeof data.count !== 'number') {
    return data;
  }
  if (typeof data.page === 'number' && typeof data.page_size === 'number') return data;
  const asked = isObject(query) ? query : {};
  const page = typeof asked.page === 'number' ? asked.page : 1;
  const size =
    typeof asked.page_size === 'number'
      ? asked.page_size
      : Math.max(data.results.length, typeof data.next === 'string' ? 0 : 1);
  return { ...data, page, page_size: size };
}
