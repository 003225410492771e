export { ResetPasswordScreen } from './ResetPassword';
export type { ResetPasswordScreenProps, ResetPasswordStatus } from './ResetPassword';
export { RESET_PASSWORD_COPY, type ResetPasswordCopy } from './copy';
