/**
 * Words that several screens and components say alike, each in one place so that it reads the
 * same everywhere. A screen's own words are in its `copy.ts`; SPEC's messages are in `domain/`.
 * Each is a constant of its own: the build writes it where it is used (vite.config.ts), so a page
 * downloads only the words it shows.
 */
import { MIN_PASSWORD_LENGTH } from '@domain';

/** Asks again for what failed to load or to happen (ErrorState's button). */
export const TRY_AGAIN = 'Try again';
/** Loads the page afresh: where a failure only a new page can mend is shown. */
export const RELOAD_PAGE = 'Reload Page';
/** Closes a page's notice (PageNotice's button). */
export const DISMISS = 'Dismiss';
/** Closes a dialog: its button, and the name of its corner ×. */
export const CLOSE = 'Close';
export const CLOSE_DIALOG = 'Close dialog';
/** Closes a form or a dialog, or cancels a booking. */
export const CANCEL = 'Cancel';
export const SAVING = 'Saving…';
export const TODAY = 'Today';
export const BUY_COINS = 'Buy coins';
export const NOT_ENOUGH_COINS = 'Not enough coins';
export const CHANGE_PASSWORD = 'Change Password';
/** Under a new password, wherever one is chosen. */
export const PASSWORD_LENGTH_HELP = `At least ${MIN_PASSWORD_LENGTH} characters.`;
/** The show/hide button of the field that repeats a new password. */
export const SHOW_PASSWORD_CONFIRMATION = 'Show password confirmation';
