/** Every word of /forgot-password. */
import { SUPPORT_EMAIL } from '../../Shell/navigation';

export const FORGOT_PASSWORD_COPY = {
  title: 'Forgot your password?',
  subtitle:
    'Enter the e-mail address you registered with and we will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send reset link',
  sending: 'Sending...',
  backToSignIn: 'Back to sign in',
  /**
   * The notice once sent. It never says whether the account exists, so the page cannot be used
   * to find out who is a member.
   */
  sent: (email: string) => {
    const who = email === '' ? 'that e-mail address' : email;
    return `If an account exists for ${who}, a link to reset the password has been sent to it. Check your inbox.`;
  },
  /** Said when the request failed and the server gave no reason. */
  failed: 'We could not send the reset link. Please try again.',
  /** Said where the server has no reset call (one with SPEC §7's alone). */
  notOffered: `Passwords cannot be reset from this page yet. Please write to ${SUPPORT_EMAIL} from the address you signed up with.`,
};

export type ForgotPasswordCopy = typeof FORGOT_PASSWORD_COPY;
