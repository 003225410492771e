export {
  ForgotPasswordScreen,
  defaultSentMessage,
  type ForgotPasswordScreenProps,
  type ForgotPasswordStatus,
} from './ForgotPassword';
