import { Field } from '@chakra-ui/react';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface FormFieldProps {
  /** The visible label; every control has one. */
  label: string;
  /** The message to show under the control; its presence marks the field invalid. */
  error?: string | undefined;
  /** Advice shown under the control while there is no error. */
  helperText?: ReactNode;
  /**
   * Marks the control required for assistive technology. No asterisk is drawn: forms say in
   * words which fields are required or optional, which needs no legend to decode.
   */
  required?: boolean;
  disabled?: boolean;
  /**
   * Whether to point the child's `aria-describedby` at the message. Off for a control that
   * wires its own inner input (the child is then a wrapper, not the input).
   */
  describeChild?: boolean;
  /** One control (`Input`, `PasswordInput`…): the field wires its id, label and messages. */
  children: ReactNode;
}

type Describable = ReactElement<{ 'aria-describedby'?: string | undefined }>;

/**
 * A labelled form control with its message, built on Chakra's `Field`. Chakra links an error
 * only through `aria-errormessage`, which several screen readers ignore, so the message is also
 * put in the control's `aria-describedby`.
 */
export function FormField({
  label,
  error,
  helperText,
  required = false,
  disabled = false,
  describeChild = true,
  children,
}: FormFieldProps) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const showHelper = helperText !== undefined && error === undefined;
  const describedBy = error !== undefined ? ids.errorText : showHelper ? ids.helperText : undefined;
  const control =
    describeChild && isValidElement(children)
      ? cloneElement(children as Describable, { 'aria-describedby': describedBy })
      : children;

  return (
    <Field.Root ids={ids} invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {control}
      {showHelper && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
