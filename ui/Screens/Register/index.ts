export { RegisterScreen, type RegisterScreenProps, type RegistrationFormValues } from './Register';
export { REGISTER_COPY, type RegisterCopy } from './copy';
