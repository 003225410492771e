import { FILL_ALL_FIELDS } from '../accessMessages';
import { MIN_PASSWORD_LENGTH } from '../constants';

/**
 * Every validation message, exact where SPEC §5 and §8 quote one. Messages the specification
 * leaves unquoted (a required password, a malformed date) are worded here once, in the same voice.
 */
export const MESSAGES = {
  fillAllFields: FILL_ALL_FIELDS,

  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',

  cannotBookPastDates: 'Cannot book for past dates',
  startBeforeEnd: 'Start time must be before end time',
  dateInvalid: 'Date must be in YYYY-MM-DD format',
  timeInvalid: 'Time must be in HH:MM format',

  profileEmailInvalid: 'Invalid email',
  profilePhoneInvalid: 'Invalid phone number',
  avatarTypeInvalid: 'Please choose a PNG or JPEG image',

  currentPasswordRequired: 'Current password is required',

  userIdRequired: 'User ID is required',
  userIdInvalid: 'User ID must be a positive whole number',
  amountNotPositive: 'Amount must be greater than 0',
  amountNotWhole: 'Amount must be a whole number of coins',
  reasonRequired: 'Reason is required',
  adjustmentTypeInvalid: 'Type must be credit, debit, bonus or refund',
  debitBelowZero: 'A debit cannot take the available balance below zero.',

  nameRequired: 'Name is required',
  categoryRequired: 'Please choose a category',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;

/** 'Missing required fields: email, password', fields in the order given. */
export function missingFieldsMessage(fields: readonly string[]): string {
  return `Missing required fields: ${fields.join(', ')}`;
}
