export { RegisterScreen, type RegisterScreenProps, type RegistrationFormValues } from './Register';
