import {
  chakra,
  createRecipeContext,
  createSlotRecipeContext,
  defineSlotRecipe,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A filter's label and control, drawn from the same recipes as Chakra's `Field`, `Input` and
 * `NativeSelect`, without their machinery: Chakra's field brings Ark's field context with it
 * (the textarea's autoresize, the helper and error texts' observers), 3–5 KB that a page's
 * first screen pays for a search box and a select that have no message to show. A form field
 * with a message uses `FormField`.
 */
const field = createSlotRecipeContext({ key: 'field' });
const FieldRoot = field.withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const FieldLabel = field.withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');

export interface FilterFieldProps {
  label: string;
  /** The control, given the id its label names. */
  children: (id: string) => ReactNode;
}

/** A labelled filter control: the label names the control (`htmlFor`), as Chakra's field does. */
export function FilterField({ label, children }: FilterFieldProps) {
  const id = useId();
  return (
    <FieldRoot role="group">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children(id)}
    </FieldRoot>
  );
}

/** Chakra's `Input`, from the registered input recipe. */
export const FilterInput = createRecipeContext({ key: 'input' }).withContext<
  HTMLInputElement,
  HTMLChakraProps<'input'>
>('input');

/**
 * Chakra's native select recipe as a filter draws it (outline, md): the recipe in full extends
 * the combobox select's, whose styles would come along.
 */
const filterSelectRecipe = defineSlotRecipe({
  className: 'chakra-native-select',
  slots: ['root', 'field', 'indicator'],
  base: {
    root: {
      height: 'fit-content',
      display: 'flex',
      width: '100%',
      position: 'relative',
      '--select-field-height': 'sizes.10',
    },
    field: {
      width: '100%',
      minWidth: '0',
      outline: '0',
      appearance: 'none',
      borderRadius: 'l2',
      '--error-color': 'colors.border.error',
      '--input-height': 'var(--select-field-height)',
      height: 'var(--select-field-height)',
      _disabled: { layerStyle: 'disabled' },
      _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
      focusVisibleRing: 'inside',
      lineHeight: 'normal',
      '& > option, & > optgroup': { bg: 'bg' },
      bg: 'transparent',
      borderWidth: '1px',
      borderColor: 'border',
      _expanded: { borderColor: 'border.emphasized' },
      textStyle: 'sm',
      ps: '3',
      pe: '8',
    },
    indicator: {
      position: 'absolute',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      pointerEvents: 'none',
      top: '50%',
      transform: 'translateY(-50%)',
      height: '100%',
      color: 'fg.muted',
      _disabled: { opacity: '0.5' },
      _invalid: { color: 'fg.error' },
      _icon: { width: '1em', height: '1em' },
      textStyle: 'lg',
      insetEnd: '2',
    },
  },
});

const select = createSlotRecipeContext({ recipe: filterSelectRecipe });
const SelectRoot = select.withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const SelectField = select.withContext<HTMLSelectElement, HTMLChakraProps<'select'>>(
  'select',
  'field',
);
const SelectIndicator = select.withContext<HTMLDivElement, HTMLChakraProps<'div'>>(
  'div',
  'indicator',
);

/** Chakra's `NativeSelect` (root, field, chevron) for a filter; its props go to the `select`. */
export function FilterSelect(props: HTMLChakraProps<'select'>) {
  return (
    <SelectRoot>
      <SelectField {...props} />
      <SelectIndicator>
        <chakra.svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </SelectIndicator>
    </SelectRoot>
  );
}
