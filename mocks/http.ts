/**
 * What every handler needs: the contract-typed `http`, the `route()` wrapper, the envelopes, the
 * DRF-style error answers, and the parsing of bodies and query strings into field errors.
 *
 *   http.get('/auth/me/', route(async ({ request, response }) => {
 *     const auth = authenticate(request);
 *     if (!auth.ok) return auth.response;
 *     return response(200).json(ok(serializeUser(auth.user)));
 *   }))
 */

import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  REQUEST_JSON_MAX_BYTES,
  REQUEST_JSON_MAX_DEPTH,
  isIsoDate,
  isWallTime,
  maxLengthOf,
  textLength,
  timeToMinutes,
  tooLongMessage,
} from '@domain';
import type { components, paths } from '@domain';
import { clock } from './clock';
import { advanceTo } from './lifecycle';
import { noticeExpiringCoins } from './notifications';

/** Matches the API on any origin: same-origin in the browser, any host in Node and the server. */
export const API_BASE_URL = '*/api/v1';

export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE_URL });

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type FieldErrors = Record<string, string[]>;
export type ErrorResponse = HttpResponse<ErrorEnvelope>;

// ---------------------------------------------------------------------------------------------
// route(): one request at a time, with the clock's time-driven changes applied first.

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs tasks one after another. Handlers await between reading and writing (@msw/data writes are
 * async), so two overlapping requests could otherwise both take the last free slot or spend the
 * same coins; serialising them is the mock's equivalent of a database transaction.
 */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Where an unexpected error is reported (never to the client); the HTTP runtime logs it. */
let reportUnexpected: (error: unknown) => void = (error) => console.error(error);

export function onUnexpectedError(report: (error: unknown) => void): void {
  reportUnexpected = report;
}

/**
 * The answer to an error no handler expected: a 500 envelope that says nothing about the error
 * (no message, stack or file path), which is reported on the server's side instead.
 */
export function internalError(error: unknown): ErrorResponse {
  try {
    reportUnexpected(error);
  } catch {
    // A failing reporter must not turn the 500 into a crash.
  }
  return fail(500, MESSAGES_HTTP.serverError, { code: 'server_error' });
}

/**
 * Wraps a resolver: requests run one at a time, and `advanceTo(clock.now())` runs before each, so
 * completed bookings and expired coins are up to date before the handler reads anything. A thrown
 * error becomes `internalError()`, in every runtime (msw would otherwise answer it with the stack).
 * The resolver's own type (and with it openapi-msw's typing of params, query and response) is kept.
 */
export function route<Info, Result>(
  resolver: (info: Info) => Promise<Result> | Result,
): (info: Info) => Promise<Result | ErrorResponse> {
  return (info) =>
    exclusive(async () => {
      try {
        await advanceTo(clock.now());
        await noticeExpiringCoins(clock.now());
        return await resolver(info);
      } catch (error) {
        return internalError(error);
      }
    });
}

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

// ---------------------------------------------------------------------------------------------
// Request bodies.

export type JsonObject = Record<string, unknown>;

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describeJson = (value: unknown): string =>
  Array.isArray(value)
    ? 'list'
    : value === null
      ? 'null'
      : typeof value === 'string'
        ? 'str'
        : typeof value;

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const isJsonType = (type: string): boolean => type === 'application/json' || type.endsWith('+json');

/** A declared Content-Length over `limit` (the body need not be read to refuse it). */
export function declaresMoreThan(request: Request, limit: number): boolean {
  const length = Number(request.headers.get('content-length'));
  return Number.isFinite(length) && length > limit;
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass without parsing,
 * so that a hostile body never reaches the recursion of JSON.parse or of what handles its value.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON object a request carries, read within the stated limits (domain/limits.ts), in every
 * runtime: over `REQUEST_JSON_MAX_BYTES` is a 413; a body that is not declared as JSON is a 415;
 * nesting deeper than `REQUEST_JSON_MAX_DEPTH`, malformed JSON or a non-object is a 400 as DRF
 * words it. An empty body reads as `{}` when `allowEmpty` (operations whose body is optional).
 * Handlers read the body before anything else, so a refused body changes nothing.
 */
export async function readJsonObject(
  request: Request,
  options: { allowEmpty?: boolean } = {},
): Promise<Parsed<JsonObject>> {
  if (declaresMoreThan(request, REQUEST_JSON_MAX_BYTES)) {
    return refused(requestTooLarge(REQUEST_JSON_MAX_BYTES));
  }
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > REQUEST_JSON_MAX_BYTES) {
    return refused(requestTooLarge(REQUEST_JSON_MAX_BYTES));
  }
  const parseError = () =>
    refused(validationError({ non_field_errors: ['JSON parse error.'] }, 'JSON parse error.'));
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return parseError();
  }
  if (text.trim() === '') {
    return options.allowEmpty
      ? parsed({})
      : refused(validationError({ non_field_errors: ['No data provided.'] }));
  }
  const type = mediaTypeOf(request);
  if (!isJsonType(type)) return refused(unsupportedMediaType(type));
  if (nestsDeeperThan(text, REQUEST_JSON_MAX_DEPTH)) {
    const message = MESSAGES_HTTP.tooDeep(REQUEST_JSON_MAX_DEPTH);
    return refused(validationError({ non_field_errors: [message] }, message));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return parseError();
  }
  if (!isJsonObject(value)) {
    return refused(
      validationError({
        non_field_errors: [`Invalid data. Expected a dictionary, but got ${describeJson(value)}.`],
      }),
    );
  }
  return parsed(value);
}

/** Zod issues → `{field: [messages]}`; issues about the whole payload go to non_field_errors. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    addError(errors, field, issue.message);
  }
  return errors;
}

/** Reads the JSON body and validates it with a zod schema (build fields with `fields.*`). */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { allowEmpty?: boolean; message?: string } = {},
): Promise<Parsed<z.infer<S>>> {
  const body = await readJsonObject(request, options);
  if (!body.ok) return body;
  return validate(body.value, schema, options.message);
}

/** Validates an already-read value with a zod schema. */
export function validate<S extends z.ZodType>(
  value: unknown,
  schema: S,
  message: string = MESSAGES_HTTP.invalidInput,
): Parsed<z.infer<S>> {
  const result = schema.safeParse(value);
  if (result.success) return parsed(result.data);
  return refused(validationError(zodFieldErrors(result.error), message));
}

/** DRF's field messages, for fields the domain has no wording of its own for. */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  string: 'Not a valid string.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  email: 'Enter a valid email address.',
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  time: 'Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].',
  minValue: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  maxValue: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  minLength: (min: number) => `Ensure this field has at least ${min} characters.`,
  maxLength: tooLongMessage,
  /** Django's RegexValidator: a value outside the field's pattern (control characters…). */
  invalid: 'Enter a valid value.',
  choice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
} as const;

const typeError =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined
      ? FIELD_MESSAGES.required
      : issue.input === null
        ? FIELD_MESSAGES.null
        : expected;

const integerString = /^-?\d+$/;
const numberString = /^-?\d+(\.\d+)?$/;

/**
 * Zod field builders that fail with DRF's messages ('This field is required.', 'A valid integer
 * is required.'…). Chain `.optional()` for optional fields and `.nullable()` for nullable ones.
 */
export const fields = {
  /**
   * Trimmed (unless `trim: false`, e.g. passwords); blank refused unless `blank: true`. `max`
   * counts the characters sent, before trimming, as the contract's maxLength does.
   */
  string(
    options: { blank?: boolean; trim?: boolean; min?: number; max?: number; pattern?: RegExp } = {},
  ) {
    const base = z.string({ error: typeError(FIELD_MESSAGES.string) }).superRefine((value, ctx) => {
      if (options.max !== undefined && textLength(value) > options.max) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.maxLength(options.max) });
      } else if (options.pattern !== undefined && !options.pattern.test(value)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalid });
      }
    });
    const trimmed = options.trim === false ? base : base.trim();
    return trimmed.superRefine((value, ctx) => {
      if (!options.blank && value === '') {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.blank });
      } else if (options.min !== undefined && value.length < options.min && value !== '') {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.minLength(options.min) });
      }
    });
  },
  /**
   * A whole number, as a JSON number: the contract types these fields `integer`, so "10" is
   * refused rather than read as 10.
   */
  integer(options: { min?: number; max?: number } = {}) {
    return z
      .number({ error: typeError(FIELD_MESSAGES.integer) })
      .int({ error: FIELD_MESSAGES.integer })
      .superRefine((value, ctx) => {
        if (options.min !== undefined && value < options.min) {
          ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.minValue(options.min) });
        } else if (options.max !== undefined && value > options.max) {
          ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.maxValue(options.max) });
        }
      });
  },
  /** A JSON number (a numeric string is refused, as for integers). */
  number(options: { min?: number; max?: number; exclusiveMin?: number } = {}) {
    return z.number({ error: typeError(FIELD_MESSAGES.number) }).superRefine((value, ctx) => {
      if (!Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.number });
      } else if (options.exclusiveMin !== undefined && value <= options.exclusiveMin) {
        ctx.addIssue({
          code: 'custom',
          message: `Ensure this value is greater than ${options.exclusiveMin}.`,
        });
      } else if (options.min !== undefined && value < options.min) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.minValue(options.min) });
      } else if (options.max !== undefined && value > options.max) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.maxValue(options.max) });
      }
    });
  },
  /** A JSON boolean. */
  boolean() {
    return z.boolean({ error: typeError(FIELD_MESSAGES.boolean) });
  },
  /** One of an enum's values. */
  choice<const T extends string>(values: readonly T[]) {
    return z.unknown().transform((value, ctx): T => {
      const match = values.find((candidate) => candidate === value);
      if (match !== undefined) return match;
      ctx.addIssue({
        code: 'custom',
        message:
          value === undefined
            ? FIELD_MESSAGES.required
            : value === null
              ? FIELD_MESSAGES.null
              : FIELD_MESSAGES.choice(value),
      });
      return z.NEVER;
    });
  },
  email(message: string = FIELD_MESSAGES.email) {
    return fields.string().refine((value) => EMAIL_PATTERN.test(value), { message });
  },
  /** 'YYYY-MM-DD' that is a real calendar date. */
  date() {
    return fields.string().refine((value) => isIsoDate(value), { message: FIELD_MESSAGES.date });
  },
  /** 'HH:MM' or 'HH:MM:SS', normalised to 'HH:MM'. */
  time() {
    return fields
      .string()
      .refine((value) => isWallTime(value), { message: FIELD_MESSAGES.time })
      .transform((value) => minutesToTime(timeToMinutes(value)));
  },
};

/** 'HH:MM' of minutes since midnight. */
export function minutesToTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

// ---------------------------------------------------------------------------------------------
// Query strings.

/**
 * Reads query parameters as DRF filters do, collecting field errors: `const q = readQuery(request);
 * const status = q.choice('status', BOOKING_STATUSES); if (q.failed) return q.response();`.
 * Blank values count as absent.
 */
export class QueryReader {
  readonly errors: FieldErrors = {};

  constructor(readonly params: URLSearchParams) {}

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** The 400 answer for the errors collected so far. */
  response(): ErrorResponse {
    return validationError(this.errors);
  }

  /** A text parameter; one longer than its MAX_LENGTH (domain/limits.ts) is an error. */
  string(name: string): string | undefined {
    const raw = this.params.get(name);
    const max = maxLengthOf(name);
    if (raw != null && max !== undefined && textLength(raw) > max) {
      return this.reject(name, FIELD_MESSAGES.maxLength(max));
    }
    const value = raw?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  int(name: string, options: { min?: number; max?: number } = {}): number | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    if (!integerString.test(raw)) return this.reject(name, 'Enter a whole number.');
    const value = Number(raw);
    if (options.min !== undefined && value < options.min) {
      return this.reject(name, FIELD_MESSAGES.minValue(options.min));
    }
    if (options.max !== undefined && value > options.max) {
      return this.reject(name, FIELD_MESSAGES.maxValue(options.max));
    }
    return value;
  }

  number(name: string, options: { min?: number; max?: number } = {}): number | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    if (!numberString.test(raw)) return this.reject(name, 'Enter a number.');
    const value = Number(raw);
    if (options.min !== undefined && value < options.min) {
      return this.reject(name, FIELD_MESSAGES.minValue(options.min));
    }
    if (options.max !== undefined && value > options.max) {
      return this.reject(name, FIELD_MESSAGES.maxValue(options.max));
    }
    return value;
  }

  /** true/false (also True/False and 1/0, as django-filter's BooleanFilter accepts). */
  bool(name: string): boolean | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    if (raw === 'true' || raw === 'True' || raw === '1') return true;
    if (raw === 'false' || raw === 'False' || raw === '0') return false;
    return this.reject(name, 'Enter a valid boolean.');
  }

  choice<const T extends string>(name: string, values: readonly T[]): T | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    const match = values.find((value) => value === raw);
    if (match !== undefined) return match;
    return this.reject(name, `Select a valid choice. ${raw} is not one of the available choices.`);
  }

  date(name: string): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    return isIsoDate(raw) ? raw : this.reject(name, 'Enter a valid date.');
  }

  /** Like `date`, but records 'This field is required.' when absent. */
  requiredDate(name: string): string | undefined {
    if (this.isAbsent(name)) return this.reject(name, FIELD_MESSAGES.required);
    return this.date(name);
  }

  /** Like `int`, but records 'This field is required.' when absent. */
  requiredInt(name: string, options: { min?: number; max?: number } = {}): number | undefined {
    if (this.isAbsent(name)) return this.reject(name, FIELD_MESSAGES.required);
    return this.int(name, options);
  }

  private isAbsent(name: string): boolean {
    return (this.params.get(name)?.trim() ?? '') === '';
  }

  private reject(name: string, message: string): undefined {
    addError(this.errors, name, message);
    return undefined;
  }
}

export function readQuery(request: Request): QueryReader {
  return new QueryReader(new URL(request.url).searchParams);
}

// ---------------------------------------------------------------------------------------------
// Pagination (DRF PageNumberPagination).

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function pageUrl(request: Request, page: number): string {
  const url = new URL(request.url);
  // DRF drops the parameter for the first page rather than writing page=1.
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * One page of `items`, by the request's `page` (from 1, or 'last') and `page_size`, read as DRF's
 * PageNumberPagination reads them (`page_size_query_param`, `max_page_size`): a size above
 * MAX_PAGE_SIZE is served as MAX_PAGE_SIZE, and 0, a negative or non-numeric size as the default.
 * A page past the end or a page that is not a number is a 404 'Invalid page.'. An empty list still
 * has a page 1.
 */
export function paginate<T>(request: Request, items: readonly T[]): Parsed<Page<T>> {
  const params = new URL(request.url).searchParams;
  const pageSize = pageSizeOf(params.get('page_size'));
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const pageParam = params.get('page')?.trim() ?? '';
  let page: number;
  if (pageParam === '') page = 1;
  else if (pageParam === 'last') page = pages;
  else if (integerString.test(pageParam)) page = Number(pageParam);
  else return refused(notFound(MESSAGES_HTTP.invalidPage));
  if (page < 1 || page > pages) return refused(notFound(MESSAGES_HTTP.invalidPage));
  const start = (page - 1) * pageSize;
  return parsed({
    count: items.length,
    page,
    page_size: pageSize,
    next: page < pages ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, page - 1) : null,
    results: items.slice(start, start + pageSize),
  });
}

/** DRF's `get_page_size`: a positive whole number, at most MAX_PAGE_SIZE; anything else, the default. */
function pageSizeOf(raw: string | null): number {
  const value = raw?.trim() ?? '';
  if (!/^\+?\d+$/.test(value)) return DEFAULT_PAGE_SIZE;
  const size = Number(value);
  return size > 0 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

/** The same page with its results mapped (serialize after paginating: only one page's worth). */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, results: page.results.map(map) };
}

/** A path id ('12') as a positive integer; undefined for anything else (answer 404). */
export function pathId(value: string | readonly string[] | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * The app's origin, where links the server hands out (a provider's return, an e-mail's link) lead. With the standalone server the app
 * runs on another origin, which the browser names in `Origin`; same-origin calls (the worker,
 * Node) may omit it, and then the API's own origin is the app's.
 */
export function appOrigin(request: Request): string {
  const origin = request.headers.get('Origin');
  if (origin) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // A malformed Origin header: fall back to the request's own origin.
    }
  }
  return new URL(request.url).origin;
}
