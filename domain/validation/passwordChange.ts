import { MIN_PASSWORD_LENGTH } from '../constants';
import type { FieldErrors, components } from '../types';
import { MESSAGES } from './messages';
import { tooLongErrors } from './rules';

/** Field names of `POST /auth/password/change/` (decisions §9). */
/** The contract's password change body: the form edits exactly what it posts. */
export type PasswordChangeValues = components['schemas']['PasswordChangeRequest'];

/**
 * SPEC §5 Password change. The dialog advises mixing letters, numbers and symbols, but only the
 * length is enforced, as specified.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
): FieldErrors<PasswordChangeValues> {
  const errors: FieldErrors<PasswordChangeValues> =
    tooLongErrors<keyof PasswordChangeValues>(values);
  if (values.current_password === '') errors.current_password = MESSAGES.currentPasswordRequired;
  if (values.new_password.length < MIN_PASSWORD_LENGTH) {
    errors.new_password = MESSAGES.passwordTooShort;
  }
  if (values.new_password_confirm !== values.new_password) {
    errors.new_password_confirm = MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}
