import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, forwardRef, useContext, useMemo } from 'react';
import { controlProps, flag, useField } from './Field';

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
  const recipe = useSlotRecipe({ recipe: nativeSelectSlotRecipe });
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
 * A native select drawn with Chakra's recipe (`nativeSelectSlotRecipe`, its default outline/md):
 * `NativeSelect.Root`, `.Field`, `.Indicator`; inside a field it takes the field's id and state.
 */
export const NativeSelect = { Root: SelectRoot, Field: SelectField, Indicator: SelectIndicator };
