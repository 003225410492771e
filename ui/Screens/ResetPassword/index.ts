export { ResetPasswordScreen } from './ResetPassword';
export type { ResetPasswordScreenProps, ResetPasswordStatus } from './ResetPassword';
