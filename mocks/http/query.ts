/**
 * Reading the request's URL: query strings as DRF filters read them, path ids, and the app's
 * origin.
 */

import { isIsoDate, maxLengthOf, textLength } from '@domain';
import { FIELD_MESSAGES } from './fields';
import { addError, validationError } from './responses';
import type { ErrorResponse, FieldErrors } from './responses';

/** A whole number, or any decimal number, as a query string or page number spells it. */
export const integerString = /^-?\d+$/;
const numberString = /^-?\d+(\.\d+)?$/;

/**
 * Reads query parameters as DRF filters do, collecting field errors: `const q = readQuery(request);
 * const status = q.choice('status', BOOKING_STATUSES); if (q.failed) return q.response();`.
 * Blank values count as absent.
 */
/** The range a numeric query parameter must fall in. */
type Bounds = { min?: number; max?: number };

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

  int(name: string, options: Bounds = {}): number | undefined {
    return this.bounded(name, integerString, 'Enter a whole number.', options);
  }

  number(name: string, options: Bounds = {}): number | undefined {
    return this.bounded(name, numberString, 'Enter a number.', options);
  }

  /** A number written as `pattern` allows, within `options`; otherwise the field's 400. */
  private bounded(
    name: string,
    pattern: RegExp,
    notNumber: string,
    options: Bounds,
  ): number | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    if (!pattern.test(raw)) return this.reject(name, notNumber);
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
