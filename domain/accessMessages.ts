/**
 * The messages of getting in (SPEC.md §8 Login, §2 Dashboard): a refused sign-in and the banner
 * of an account not yet approved. Kept apart from the rest of the catalogue (errors.ts re-exports
 * them) because the public pages show them and no other of its messages.
 */
import { UNEXPECTED_ERROR } from './failures';
import { MESSAGES } from './validation/messages';

export const LOGIN_MESSAGES = {
  fillAllFields: MESSAGES.fillAllFields,
  pendingApproval: 'Your account is pending approval. Please wait for staff approval.',
  failed: 'Login failed',
  unexpected: UNEXPECTED_ERROR,
} as const;

export const ACCOUNT_APPROVAL_REQUIRED = 'Account Approval Required';
