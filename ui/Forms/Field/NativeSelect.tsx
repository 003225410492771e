import { chakra, defineSlotRecipe, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { createContext, forwardRef, useContext, useMemo } from 'react';
import { controlProps, flag, useField } from './Field';

/**
 * The app's one copy of a Chakra recipe: `nativeSelectSlotRecipe` as the app draws it, the
 * `outline` variant at size `md`. Chakra's extends the whole select recipe for that variant, weight
 * on every page with a select (/contact, /locations, the profile, staff forms). The
 * Field story "Same As Chakra" compares it with Chakra's own drawing.
 */
export const nativeSelectRecipe = defineSlotRecipe({
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

type SelectParts = 'root' | 'field' | 'indicator';
interface SelectState {
  part: (name: SelectParts) => { css: object | undefined; className: string | undefined };
  disabled: boolean;
  invalid: boolean;
}
const SelectContext = /* @__PURE__ */ createContext<SelectState | null>(null);

function useSelect() {
  const select = useContext(SelectContext);
  if (!select) throw new Error('NativeSelect parts must be inside NativeSelect.Root.');
  return select;
}

export type NativeSelectRootProps = HTMLChakraProps<'div'> & {
  disabled?: boolean;
  invalid?: boolean;
};

function SelectRoot({ disabled, invalid, className, css, ...rest }: NativeSelectRootProps) {
  const field = useField();
  const recipe = useSlotRecipe({ recipe: nativeSelectRecipe });
  const styles = useMemo(() => recipe({}), [recipe]);
  const classNames = recipe.classNameMap as Record<SelectParts, string>;
  const select: SelectState = {
    part: (name) => ({ css: styles[name], className: classNames[name] }),
    disabled: disabled ?? field?.disabled ?? false,
    invalid: invalid ?? field?.invalid ?? false,
  };
  return (
    <SelectContext.Provider value={select}>
      <chakra.div
        data-scope="native-select"
        data-part="root"
        {...rest}
        className={[classNames.root, className].filter(Boolean).join(' ')}
        css={[styles['root'], css]}
      />
    </SelectContext.Provider>
  );
}

export type NativeSelectFieldProps = HTMLChakraProps<'select'> & {
  /** An empty first option, e.g. "Select a category". */
  placeholder?: string;
};

const SelectField = /* @__PURE__ */ forwardRef<HTMLSelectElement, NativeSelectFieldProps>(
  function SelectField({ placeholder, children, className, css, ...rest }, ref) {
    const select = useSelect();
    const part = select.part('field');
    return (
      <chakra.select
        {...controlProps(useField())}
        disabled={select.disabled}
        data-invalid={flag(select.invalid)}
        {...rest}
        ref={ref}
        className={[part.className, className].filter(Boolean).join(' ')}
        css={[part.css, css]}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {children}
      </chakra.select>
    );
  },
);

function SelectIndicator({ className, css, children, ...rest }: HTMLChakraProps<'div'>) {
  const select = useSelect();
  const part = select.part('indicator');
  return (
    <chakra.div
      data-disabled={flag(select.disabled)}
      data-invalid={flag(select.invalid)}
      {...rest}
      className={[part.className, className].filter(Boolean).join(' ')}
      css={[part.css, css]}
    >
      {children ?? (
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </chakra.div>
  );
}

/**
 * A native select drawn with Chakra's native-select recipe (above): `NativeSelect.Root`, `.Field`,
 * `.Indicator`; inside a field it takes the field's id and state.
 */
export const NativeSelect = { Root: SelectRoot, Field: SelectField, Indicator: SelectIndicator };
