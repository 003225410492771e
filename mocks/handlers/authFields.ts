/**
 * What the `auth` handlers share in reading a body: the fields each form sends, their values as
 * strings with DRF's field errors, and the checks of an address and an e-mail already in use.
 */

import { DEFAULT_COUNTRY, NIGERIAN_STATES, TEXT_LINE, maxLengthOf, textLength } from '@domain';
import { findUserByEmail } from '../auth';
import { db } from '../db';
import { FIELD_MESSAGES, addError, type FieldErrors, type JsonObject } from '../http';

export const REGISTRATION_FIELDS = [
  'email',
  'password',
  'password_confirm',
  'first_name',
  'last_name',
  'phone_number',
  'address',
  'city',
  'state',
  'country',
] as const;
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address',
  'city',
  'state',
  'country',
] as const;
/** Never trimmed: spaces are legitimate characters in a password. */
const PASSWORD_FIELDS: readonly string[] = [
  'password',
  'password_confirm',
  'current_password',
  'new_password',
  'new_password_confirm',
];

/** Fields that hold one line of text: no control characters or lone surrogates (the contract's
 * patterns). Blank names are left to the domain's own messages ('First name is required'). */
const LINE_FIELDS: readonly string[] = [
  'first_name',
  'last_name',
  'address',
  'city',
  'state',
  'country',
];

/**
 * The named string fields of a body. A field that is present but not a string (or null), longer
 * than its MAX_LENGTH or not one line of text is a field error, as DRF's CharField reports it;
 * absent fields (and fields in error) are left out.
 */
export function stringFields<const K extends string>(
  body: JsonObject,
  names: readonly K[],
  errors: FieldErrors,
): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = body[name];
    if (value === undefined) continue;
    if (value === null) addError(errors, name, FIELD_MESSAGES.null);
    else if (typeof value !== 'string') addError(errors, name, FIELD_MESSAGES.string);
    else if (textLength(value) > (maxLengthOf(name) ?? Infinity)) {
      addError(errors, name, FIELD_MESSAGES.maxLength(maxLengthOf(name) ?? 0));
    } else if (LINE_FIELDS.includes(name) && !TEXT_LINE.test(value)) {
      addError(errors, name, FIELD_MESSAGES.invalid);
    } else values[name] = PASSWORD_FIELDS.includes(name) ? value : value.trim();
  }
  return values;
}

export function emailTaken(email: string, exceptUserId?: number): boolean {
  const user = findUserByEmail(db, email);
  return user !== undefined && user.id !== exceptUserId;
}

/** A Nigerian address names one of the 36 states or the FCT; abroad, any state goes. */
export function checkState(
  values: { state?: string; country?: string },
  errors: FieldErrors,
): void {
  const country =
    values.country === undefined || values.country === '' ? DEFAULT_COUNTRY : values.country;
  if (country !== DEFAULT_COUNTRY || !values.state) return;
  if (!(NIGERIAN_STATES as readonly string[]).includes(values.state)) {
    addError(errors, 'state', FIELD_MESSAGES.choice(values.state));
  }
}

export function withoutFields(fields: ReadonlySet<string>, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.has(field)));
}

export function mergeErrors(target: FieldErrors, source: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(source)) {
    for (const message of messages) addError(target, field, message);
  }
  return target;
}
