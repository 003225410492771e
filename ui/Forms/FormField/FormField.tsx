import type { ReactNode } from 'react';
import { Field } from '../Field';

export interface FormFieldProps {
  /** The visible label; every control has one. */
  label: string;
  /** The message to show under the control; its presence marks the field invalid. */
  error?: string | undefined;
  /** Advice shown under the control while there is no error. */
  helperText?: ReactNode;
  /**
   * Marks the control required for assistive technology. No asterisk is drawn (ui/Forms/Field):
   * forms say in words which fields are required or optional.
   */
  required?: boolean;
  disabled?: boolean;
  /**
   * One control (`Input`, `PasswordInput`, `NativeSelect`… from `ui/Forms/Field`): it takes its
   * id, label, state and messages from the field.
   */
  children: ReactNode;
}

/**
 * A labelled form control with its message (`ui/Forms/Field`). The control is described by the
 * error while there is one (`aria-describedby` as well as `aria-errormessage`, which several
 * screen readers ignore), otherwise by the advice.
 */
export function FormField({
  label,
  error,
  helperText,
  required = false,
  disabled = false,
  children,
}: FormFieldProps) {
  const showHelper = helperText !== undefined && error === undefined;
  return (
    <Field.Root
      invalid={error !== undefined}
      required={required}
      disabled={disabled}
      hasHelperText={showHelper}
    >
      <Field.Label>{label}</Field.Label>
      {children}
      {showHelper && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
