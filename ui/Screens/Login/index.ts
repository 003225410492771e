export { LoginScreen, type LoginScreenProps } from './Login';
