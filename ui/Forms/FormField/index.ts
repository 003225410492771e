export { FormField, type FormFieldProps } from './FormField';
export {
  NON_FIELD_ERRORS,
  focusFirstInvalid,
  joinServerErrors,
  useServerFieldErrors,
  type ServerFieldErrors,
} from './fieldErrors';
