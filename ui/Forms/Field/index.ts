export {
  Field,
  Input,
  controlProps,
  useField,
  type FieldRootProps,
  type FieldState,
} from './Field';
export {
  NativeSelect,
  type NativeSelectFieldProps,
  type NativeSelectRootProps,
} from './NativeSelect';
export { Textarea } from './Textarea';
