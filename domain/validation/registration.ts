import { MIN_PASSWORD_LENGTH } from '../constants';
import type { FieldErrors, components } from '../types';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN, isBlank, isValidPhone, tooLongErrors } from './rules';

/** The registration payload of the contract: the form edits exactly what it posts. */
export type RegistrationValues = components['schemas']['RegisterRequest'];

/** SPEC §5 Registration (form); address, city, state and country are optional. */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationValues> {
  const errors: FieldErrors<RegistrationValues> = tooLongErrors<keyof RegistrationValues>(values);

  if (isBlank(values.email)) errors.email = MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.emailInvalid;

  // Passwords are not trimmed: spaces are legitimate characters in them.
  if (values.password === '') errors.password = MESSAGES.passwordRequired;
  else if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = MESSAGES.passwordTooShort;

  if (values.password_confirm === '') errors.password_confirm = MESSAGES.confirmPasswordRequired;
  else if (values.password_confirm !== values.password) {
    errors.password_confirm = MESSAGES.passwordsDoNotMatch;
  }

  if (isBlank(values.first_name)) errors.first_name = MESSAGES.firstNameRequired;
  if (isBlank(values.last_name)) errors.last_name = MESSAGES.lastNameRequired;

  if (isBlank(values.phone_number)) errors.phone_number = MESSAGES.phoneRequired;
  else if (!isValidPhone(values.phone_number)) errors.phone_number = MESSAGES.phoneInvalid;

  return errors;
}
