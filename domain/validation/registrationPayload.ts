import type { FormErrors } from '../types';
import { missingFieldsMessage } from './messages';
import { isBlank } from './rules';

export const REGISTRATION_REQUIRED_FIELDS = [
  'email',
  'password',
  'first_name',
  'last_name',
  'phone_number',
] as const;

export type RegistrationPayloadFields = Partial<
  Record<(typeof REGISTRATION_REQUIRED_FIELDS)[number], string | null | undefined>
>;

/** SPEC §5 Registration (service level): the last check before the call, on any payload. */
export function validateRegistrationPayload(
  payload: RegistrationPayloadFields,
): FormErrors<RegistrationPayloadFields> {
  const missing = REGISTRATION_REQUIRED_FIELDS.filter((field) => isBlank(payload[field]));
  return missing.length > 0 ? { form: missingFieldsMessage(missing) } : {};
}
