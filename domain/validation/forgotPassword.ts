import type { FieldErrors } from '../types';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN, isBlank } from './rules';

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<ForgotPasswordValues> {
  if (isBlank(values.email)) return { email: MESSAGES.emailRequired };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { email: MESSAGES.emailInvalid };
  return {};
}
