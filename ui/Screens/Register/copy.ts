/** Every word of /register but SPEC §8's messages (domain's REGISTER_MESSAGES). */
import { PASSWORD_LENGTH_HELP, SHOW_PASSWORD_CONFIRMATION } from '../../copy';

export const REGISTER_COPY = {
  title: 'Create your account',
  subtitle: 'Join the Pitchside community. Staff approve every new member.',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  redirect: (seconds: number) => `You will be taken to the login page in ${seconds} seconds.`,
  personal: 'Personal information',
  personalHelp: 'All fields are required.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  security: 'Security',
  securityHelp: 'Both fields are required.',
  password: 'Password',
  passwordHelp: PASSWORD_LENGTH_HELP,
  confirmPassword: 'Confirm password',
  showConfirmation: SHOW_PASSWORD_CONFIRMATION,
  address: 'Address (optional)',
  addressHelp: 'Helps us suggest locations near you.',
  street: 'Address',
  city: 'City',
  country: 'Country',
  submit: 'Create account',
  submitting: 'Creating account...',
};

export type RegisterCopy = typeof REGISTER_COPY;
