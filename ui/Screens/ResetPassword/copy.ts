/** Every word of /reset-password, the page the reset e-mail's link opens. */
import { PASSWORD_LENGTH_HELP, SAVING, SHOW_PASSWORD_CONFIRMATION } from '../../copy';

export const RESET_PASSWORD_COPY = {
  noLinkTitle: 'Reset your password',
  noLinkSubtitle: 'This page opens from the link in a password reset e-mail.',
  askAgain: 'Ask for a new link',
  doneTitle: 'Password changed',
  doneSubtitle: 'You have been signed out on every device.',
  backHome: 'Back to home',
  signIn: 'Sign in with your new password',
  title: 'Choose a new password',
  subtitle: 'Setting it signs you out on every device.',
  newPassword: 'New password',
  passwordHelp: PASSWORD_LENGTH_HELP,
  confirmPassword: 'Confirm new password',
  showConfirmation: SHOW_PASSWORD_CONFIRMATION,
  submit: 'Set new password',
  saving: SAVING,
};

export type ResetPasswordCopy = typeof RESET_PASSWORD_COPY;
