export {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
  type ForgotPasswordStatus,
} from './ForgotPassword';
export { FORGOT_PASSWORD_COPY, type ForgotPasswordCopy } from './copy';
