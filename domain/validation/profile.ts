import type { FieldErrors } from '../types';
import { MESSAGES } from './messages';
import { SIMPLE_EMAIL_PATTERN, isBlank, tooLongErrors } from './rules';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  country?: string | null | undefined;
}

const PROFILE_PHONE_CHARACTERS = /^[\d\s+()-]+$/;

/** SPEC §5 Profile form. The phone rule is looser than registration's, as specified. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileValues> {
  const errors: FieldErrors<ProfileValues> = tooLongErrors<keyof ProfileValues>(values);
  if (isBlank(values.first_name)) errors.first_name = MESSAGES.firstNameRequired;
  if (isBlank(values.last_name)) errors.last_name = MESSAGES.lastNameRequired;
  if (!SIMPLE_EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.profileEmailInvalid;
  const phone = values.phone_number?.trim() ?? '';
  if (phone !== '' && !PROFILE_PHONE_CHARACTERS.test(phone)) {
    errors.phone_number = MESSAGES.profilePhoneInvalid;
  }
  return errors;
}

const AVATAR_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];
const AVATAR_EXTENSIONS: readonly string[] = ['png', 'jpeg', 'jpg'];

/** For the file input's `accept` attribute. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/**
 * png, jpeg or jpg. The MIME type decides when the browser gives one; some platforms leave it
 * empty, and then the file name's extension decides.
 */
export function isAllowedAvatar(file: { type: string; name: string }): boolean {
  if (file.type !== '') return AVATAR_MIME_TYPES.includes(file.type.toLowerCase());
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return extension !== undefined && AVATAR_EXTENSIONS.includes(extension);
}
