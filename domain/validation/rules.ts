/** Checks shared by several forms. */

import { maxLengthOf, textLength, tooLongMessage } from '../limits';

/** Missing, or only whitespace: what a cleared input or an absent payload field looks like. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** Looks like an e-mail: no spaces, one @, and a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The profile form's looser rule: something@something. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
export const MIN_PHONE_DIGITS = 10;

/** At least 10 digits, with an optional leading plus and spaces, dashes and parentheses. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  return PHONE_CHARACTERS.test(phone) && phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;
}

/**
 * 'Ensure this field has no more than N characters.' for each of the fields longer than the API
 * accepts (MAX_LENGTH), so that a form says so before the server does.
 */
export function tooLongErrors<K extends string>(
  values: Readonly<Partial<Record<K, string | null | undefined>>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(values) as K[]) {
    const value = values[field];
    const max = maxLengthOf(field);
    if (typeof value === 'string' && max !== undefined && textLength(value) > max) {
      errors[field] = tooLongMessage(max);
    }
  }
  return errors;
}

/** Parses a numeric form value; undefined when it is blank or not a number. */
export function toNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The message to show when only one fits (a toast, a service result): form-level first. */
export function firstError(
  errors: Readonly<Record<string, string | undefined>>,
): string | undefined {
  if (errors.form !== undefined) return errors.form;
  return Object.values(errors).find((message) => message !== undefined);
}

export function isValid(errors: object): boolean {
  return Object.keys(errors).length === 0;
}
