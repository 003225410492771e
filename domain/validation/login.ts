import type { FormErrors, components } from '../types';
import { MESSAGES } from './messages';
import { isBlank } from './rules';

/** The contract's login body. */
export type LoginValues = components['schemas']['LoginRequest'];

/** SPEC §5: one form-level message when either field is empty; the server judges the rest. */
export function validateLogin(values: LoginValues): FormErrors<LoginValues> {
  if (isBlank(values.email) || values.password === '') return { form: MESSAGES.fillAllFields };
  return {};
}
