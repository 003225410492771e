/** Request bodies: reading JSON safely, and validating it with zod into DRF-style field errors. */

import { REQUEST_JSON_MAX_BYTES, REQUEST_JSON_MAX_DEPTH } from '@domain';
import type { z } from 'zod';
import {
  MESSAGES_HTTP,
  addError,
  parsed,
  refused,
  requestTooLarge,
  unsupportedMediaType,
  validationError,
} from './responses';
import type { FieldErrors, Parsed } from './responses';

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
