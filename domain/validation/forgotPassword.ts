import type { FieldErrors, components } from '../types';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN, isBlank } from './rules';

/** The contract's password reset body. */
export type ForgotPasswordValues = components['schemas']['PasswordResetRequest'];

export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<ForgotPasswordValues> {
  if (isBlank(values.email)) return { email: MESSAGES.emailRequired };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { email: MESSAGES.emailInvalid };
  return {};
}
