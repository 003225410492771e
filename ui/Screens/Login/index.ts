export { LoginScreen, type LoginScreenProps } from './Login';
export { LOGIN_COPY, type LoginCopy } from './copy';
