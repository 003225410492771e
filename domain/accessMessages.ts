/**
 * The messages of getting in (SPEC §8 Login, §2 Dashboard): a refused sign-in and the banner
 * of an account not yet approved. Kept apart from the rest of the catalogue (errors.ts re-exports
 * them) because the public pages show them and no other of its messages.
 */
import { UNEXPECTED_ERROR } from './failures';

/**
 * A form sent with a field empty (SPEC §8). Its home is here, not with the other validation
 * messages (which take it from here): every member page needs the approval banner's title below,
 * and importing the whole validation catalogue for one sentence put it on all of them.
 */
export const FILL_ALL_FIELDS = 'Please fill in all fields';

export const LOGIN_MESSAGES = {
  fillAllFields: FILL_ALL_FIELDS,
  pendingApproval: 'Your account is pending approval. Please wait for staff approval.',
  failed: 'Login failed',
  unexpected: UNEXPECTED_ERROR,
} as const;

export const ACCOUNT_APPROVAL_REQUIRED = 'Account Approval Required';
