import { CONTACT_CATEGORIES, isOneOf } from '../types';
import type { FieldErrors } from '../types';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN, isBlank, isValidPhone, tooLongErrors } from './rules';

export interface ContactValues {
  name: string;
  email: string;
  phone?: string | null | undefined;
  category: string;
  subject: string;
  message: string;
}

/** SPEC §5 Contact form. An optional phone, when given, must still be a phone number. */
export function validateContact(values: ContactValues): FieldErrors<ContactValues> {
  const errors: FieldErrors<ContactValues> = tooLongErrors<keyof ContactValues>(values);
  if (isBlank(values.name)) errors.name = MESSAGES.nameRequired;
  if (isBlank(values.email)) errors.email = MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.emailInvalid;
  if (!isBlank(values.phone) && !isValidPhone(values.phone ?? '')) {
    errors.phone = MESSAGES.phoneInvalid;
  }
  if (!isOneOf(CONTACT_CATEGORIES, values.category)) errors.category = MESSAGES.categoryRequired;
  if (isBlank(values.subject)) errors.subject = MESSAGES.subjectRequired;
  if (isBlank(values.message)) errors.message = MESSAGES.messageRequired;
  return errors;
}
