import {
  chakra,
  createRecipeContext,
  useSlotRecipe,
  type HTMLChakraProps,
  type InputProps,
} from '@chakra-ui/react';
import { createContext, forwardRef, useContext, useId, useMemo } from 'react';

// The app's own field, not Chakra's: Ark's field (its hook, fieldset lookup and DOM observers)
// add weight to every page with a form for the same semantics. A form field
// (a label, one control, its advice and its error) and the controls that take their id, state
// and messages from it (Input here, Textarea and NativeSelect beside it), drawn with Chakra's
// field, input, textarea and native-select recipes; the story "Same As Chakra" compares them with
// Chakra's own. The semantics are Ark's: the label names the control, `required`, `disabled` and
// `aria-invalid` are on the control, and the control is described by the advice its field shows
// and by the error while there is one.
//
// Required fields carry no asterisk: the control is marked required for assistive technology,
// and a form says in words which fields are required, or marks the optional one ("Optional").

export interface FieldState {
  ids: { control: string; label: string; helperText: string; errorText: string };
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** What the control is described by: the advice shown and the error while there is one. */
  describedBy: string | undefined;
}

const FieldContext = /* @__PURE__ */ createContext<FieldState | null>(null);

/** The field around a control, or null outside one. */
export const useField = () => useContext(FieldContext);

/** A data attribute that is present (empty) when on, absent when off. */
export const flag = (on: boolean) => (on ? '' : undefined);

/** What a control takes from its field; its own props win. */
export function controlProps(field: FieldState | null) {
  if (!field) return {};
  return {
    id: field.ids.control,
    required: field.required,
    disabled: field.disabled,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.describedBy,
    'aria-errormessage': field.invalid ? field.ids.errorText : undefined,
    'data-invalid': flag(field.invalid),
  };
}

type FieldParts = 'root' | 'label' | 'helperText' | 'errorText';

function useFieldStyles() {
  const recipe = useSlotRecipe({ key: 'field' });
  const styles = useMemo(() => recipe({}), [recipe]);
  const classNames = recipe.classNameMap as Record<FieldParts, string>;
  return (part: FieldParts, className?: string) => ({
    css: styles[part],
    className: [classNames[part], className].filter(Boolean).join(' '),
  });
}

export type FieldRootProps = HTMLChakraProps<'div'> & {
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Whether the field shows advice (its HelperText), for the control's description. */
  hasHelperText?: boolean;
  /** Fixed ids for the parts (a form that focuses or links to a control by id). */
  ids?: Partial<FieldState['ids']>;
};

function Root({
  invalid = false,
  required = false,
  disabled = false,
  hasHelperText = false,
  ids: given,
  className,
  css,
  children,
  ...rest
}: FieldRootProps) {
  const id = useId();
  const ids = {
    control: given?.control ?? `${id}-control`,
    label: given?.label ?? `${id}-label`,
    helperText: given?.helperText ?? `${id}-helper`,
    errorText: given?.errorText ?? `${id}-error`,
  };
  const field: FieldState = {
    ids,
    invalid,
    required,
    disabled,
    describedBy:
      [hasHelperText ? ids.helperText : '', invalid ? ids.errorText : '']
        .filter(Boolean)
        .join(' ') || undefined,
  };
  const part = useFieldStyles()('root', className);
  return (
    <FieldContext.Provider value={field}>
      <chakra.div
        role="group"
        data-scope="field"
        data-part="root"
        data-invalid={flag(invalid)}
        data-disabled={flag(disabled)}
        {...rest}
        className={part.className}
        css={[part.css, css]}
      >
        {children}
      </chakra.div>
    </FieldContext.Provider>
  );
}

/** A part of the field that names its own id and state. */
function usePart(part: FieldParts, className: string | undefined) {
  const field = useField();
  if (!field) throw new Error('A field part must be inside Field.Root.');
  return { field, ...useFieldStyles()(part, className) };
}

function Label({ className, css, ...rest }: HTMLChakraProps<'label'>) {
  const { field, ...part } = usePart('label', className);
  return (
    <chakra.label
      id={field.ids.label}
      htmlFor={field.ids.control}
      data-scope="field"
      data-part="label"
      data-invalid={flag(field.invalid)}
      data-disabled={flag(field.disabled)}
      data-required={flag(field.required)}
      {...rest}
      className={part.className}
      css={[part.css, css]}
    />
  );
}

function HelperText({ className, css, ...rest }: HTMLChakraProps<'div'>) {
  const { field, ...part } = usePart('helperText', className);
  return (
    <chakra.div
      id={field.ids.helperText}
      data-scope="field"
      data-part="helper-text"
      data-disabled={flag(field.disabled)}
      {...rest}
      className={part.className}
      css={[part.css, css]}
    />
  );
}

/** The error, shown and announced only while the field is invalid. */
function ErrorText({ className, css, ...rest }: HTMLChakraProps<'div'>) {
  const { field, ...part } = usePart('errorText', className);
  if (!field.invalid) return null;
  return (
    <chakra.div
      id={field.ids.errorText}
      aria-live="polite"
      data-scope="field"
      data-part="error-text"
      {...rest}
      className={part.className}
      css={[part.css, css]}
    />
  );
}

/** A field's parts: `Field.Root`, `Field.Label`, `Field.HelperText`, `Field.ErrorText`. */
export const Field = { Root, Label, HelperText, ErrorText };

// Pure: a module that imports another control from ./index does not bring this one.
const StyledInput = /* @__PURE__ */ createRecipeContext({ key: 'input' }).withContext<
  HTMLInputElement,
  InputProps
>('input');

/** A text input; inside a field it takes the field's id, state and messages. */
export const Input = /* @__PURE__ */ forwardRef<HTMLInputElement, InputProps>(
  function Input(props, ref) {
    return <StyledInput {...controlProps(useField())} {...props} ref={ref} />;
  },
);
