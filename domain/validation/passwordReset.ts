import { MIN_PASSWORD_LENGTH } from '../constants';
import type { FieldErrors, components } from '../types';
import { MESSAGES } from './messages';
import { tooLongErrors } from './rules';

/** The contract's reset confirmation body: the /reset-password form edits exactly what it posts. */
export type PasswordResetConfirmValues = components['schemas']['PasswordResetConfirmRequest'];

export const PASSWORD_RESET_MESSAGES = {
  invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  done: 'Your password has been reset. Please log in with your new password.',
  emailSubject: 'Reset your Pitchside password',
};

/** The same rules as registration's password (SPEC §5): required, long enough, confirmed. */
export function validatePasswordReset(
  values: PasswordResetConfirmValues,
): FieldErrors<PasswordResetConfirmValues> {
  const errors: FieldErrors<PasswordResetConfirmValues> =
    tooLongErrors<keyof PasswordResetConfirmValues>(values);
  if (values.token === '') errors.token = PASSWORD_RESET_MESSAGES.invalidLink;
  if (values.new_password === '') errors.new_password = MESSAGES.passwordRequired;
  else if (values.new_password.length < MIN_PASSWORD_LENGTH) {
    errors.new_password = MESSAGES.passwordTooShort;
  }
  if (values.new_password_confirm === '') {
    errors.new_password_confirm = MESSAGES.confirmPasswordRequired;
  } else if (values.new_password_confirm !== values.new_password) {
    errors.new_password_confirm = MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}
