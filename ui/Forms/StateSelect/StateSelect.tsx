import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { NIGERIAN_STATES } from '@domain';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { controlProps, useField } from '../Field';
import { FormField } from '../FormField';

// The app's own, not Chakra's: Chakra's Combobox brings zag's machine, floating-ui's positioning,
// a portal and presence onto /register, many times this file's weight, for one list of names
// that opens under its input. The WAI-ARIA editable combobox with list autocomplete
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/),
// drawn with Chakra's own combobox recipe.

const STATES: readonly string[] = NIGERIAN_STATES;

/** Text without case or accents: "Ọ̀yọ́" and "oyo" are the same. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Whether a state's name holds what was typed, ignoring case and accents. */
export const containsTyped = (state: string, typed: string) => fold(state).includes(fold(typed));

/** The state whose whole name was typed, if any ("lagos " names Lagos). */
const stateNamed = (typed: string) => STATES.find((state) => fold(state) === fold(typed.trim()));

export interface StateSelectProps {
  /** The chosen state, or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** Said (and shown) when nothing matches what was typed. */
  emptyText?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string | undefined;
  /** The input's name, for forms that read it. */
  name?: string;
}

const chevron = 'm6 9 6 6 6-6';
const cross = 'M18 6 6 18M6 6l12 12';
const tick = 'M20 6 9 17l-5-5';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type ComboboxProps = Required<Pick<StateSelectProps, 'value' | 'onValueChange' | 'placeholder'>> &
  Pick<StateSelectProps, 'name' | 'emptyText'>;

/** The input, its buttons and the list, inside the field that labels them. */
function Combobox({ value, onValueChange, placeholder, name, emptyText }: ComboboxProps) {
  const field = useField();
  const disabled = field?.disabled ?? false;
  const recipe = useSlotRecipe({ recipe: comboboxSlotRecipe });
  const styles = useMemo(() => recipe({}), [recipe]);
  const classNames = recipe.classNameMap;
  const part = (slot: keyof typeof classNames) => classNames[slot];

  // What the member has typed since choosing; null while the input shows the chosen state.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const shown = typed === null ? STATES : STATES.filter((state) => containsTyped(state, typed));
  // An empty listbox is invalid ARIA: with no match the list goes and the status says so.
  const listShown = open && shown.length > 0 && !disabled;
  const noMatch = typed !== null && shown.length === 0;

  useEffect(() => {
    if (!listShown || highlighted < 0) return;
    document.getElementById(optionId(highlighted))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only joins listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listShown, highlighted]);

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const choose = (state: string) => {
    if (state !== value) onValueChange(state);
    setTyped(null);
    close();
  };
  /** Leaving the field keeps a state typed in full, clears an emptied input, and else undoes. */
  const settle = () => {
    if (typed !== null) {
      if (typed.trim() === '') {
        if (value !== '') onValueChange('');
      } else {
        const named = stateNamed(typed);
        if (named !== undefined && named !== value) onValueChange(named);
      }
    }
    setTyped(null);
    close();
  };
  const openAt = (index: number) => {
    setOpen(true);
    setHighlighted(index);
  };
  const chosenIndex = shown.indexOf(value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!listShown) openAt(chosenIndex);
        else setHighlighted(highlighted >= last ? 0 : highlighted + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!listShown) openAt(chosenIndex === -1 ? last : chosenIndex);
        else setHighlighted(highlighted <= 0 ? last : highlighted - 1);
        break;
      case 'Enter': {
        // The highlighted option, or a state whose whole name was typed.
        const state = (listShown ? shown[highlighted] : undefined) ?? stateNamed(typed ?? '');
        if (state === undefined || (typed === null && !listShown)) return;
        // Choosing is not submitting the form.
        event.preventDefault();
        choose(state);
        break;
      }
      case 'Escape':
        if (!open && typed === null) return;
        // Only the list closes, not a dialog around the field.
        event.preventDefault();
        event.stopPropagation();
        setTyped(null);
        close();
        break;
      default:
    }
  };

  const hasValue = value !== '';

  return (
    <>
      <chakra.div
        data-scope="combobox"
        data-part="root"
        className={part('root')}
        css={[styles['root'], { position: 'relative' }]}
        // Pressing a button or an option keeps the focus in the input, so the list stays open.
        onMouseDown={(event) => {
          if (event.target !== inputRef.current) event.preventDefault();
        }}
      >
        <chakra.div
          data-scope="combobox"
          data-part="control"
          className={part('control')}
          css={styles['control']}
        >
          <chakra.input
            {...controlProps(field)}
            ref={inputRef}
            data-scope="combobox"
            data-part="input"
            className={part('input')}
            css={styles['input']}
            type="text"
            role="combobox"
            name={name}
            placeholder={placeholder}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={
              listShown && highlighted >= 0 ? optionId(highlighted) : undefined
            }
            value={typed ?? value}
            onChange={(event) => {
              setTyped(event.target.value);
              setOpen(true);
              setHighlighted(-1);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={settle}
          />
          <chakra.div
            data-scope="combobox"
            data-part="indicator-group"
            className={part('indicatorGroup')}
            css={styles['indicatorGroup']}
          >
            {hasValue && !disabled && (
              <chakra.button
                type="button"
                tabIndex={-1}
                aria-label="Clear value"
                data-scope="combobox"
                data-part="clear-trigger"
                className={part('clearTrigger')}
                css={styles['clearTrigger']}
                onClick={() => {
                  onValueChange('');
                  setTyped(null);
                  inputRef.current?.focus();
                }}
              >
                <Icon path={cross} />
              </chakra.button>
            )}
            <chakra.button
              type="button"
              tabIndex={-1}
              aria-label="Toggle suggestions"
              aria-expanded={listShown}
              aria-controls={listShown ? listId : undefined}
              disabled={disabled}
              data-scope="combobox"
              data-part="trigger"
              data-state={listShown ? 'open' : 'closed'}
              className={part('trigger')}
              css={styles['trigger']}
              onClick={() => {
                if (listShown) close();
                else openAt(-1);
                inputRef.current?.focus();
              }}
            >
              <Icon path={chevron} />
            </chakra.button>
          </chakra.div>
        </chakra.div>
        {listShown && (
          <chakra.div
            id={listId}
            role="listbox"
            aria-labelledby={field?.ids.label}
            data-scope="combobox"
            data-part="content"
            data-state="open"
            className={part('content')}
            css={[
              styles['content'],
              {
                position: 'absolute',
                top: '100%',
                mt: '1',
                insetInline: 0,
                // Room for the list above a phone's keyboard.
                maxH: { base: '60', md: '96' },
              },
            ]}
          >
            {shown.map((state, index) => {
              const chosen = state === value;
              return (
                <chakra.div
                  key={state}
                  id={optionId(index)}
                  role="option"
                  aria-selected={chosen}
                  data-scope="combobox"
                  data-part="item"
                  data-state={chosen ? 'checked' : 'unchecked'}
                  data-highlighted={index === highlighted ? '' : undefined}
                  className={part('item')}
                  css={styles['item']}
                  onPointerMove={() => setHighlighted(index)}
                  onClick={() => choose(state)}
                >
                  {state}
                  {chosen && (
                    <chakra.span
                      data-scope="combobox"
                      data-part="item-indicator"
                      className={part('itemIndicator')}
                      css={styles['itemIndicator']}
                    >
                      <Icon path={tick} />
                    </chakra.span>
                  )}
                </chakra.div>
              );
            })}
          </chakra.div>
        )}
      </chakra.div>
      <Box aria-live="polite" fontSize="sm" color="fg.muted">
        {noMatch ? emptyText : null}
      </Box>
    </>
  );
}

/**
 * The 36 Nigerian states and the Federal Capital Territory as a searchable select: typing
 * filters the list (ignoring case and accents), arrows and Enter choose, Escape closes.
 */
export function StateSelect({
  value,
  onValueChange,
  label = 'State',
  placeholder = 'Type to search states',
  emptyText = 'No state matches',
  disabled = false,
  required = false,
  error,
  name,
}: StateSelectProps) {
  return (
    <FormField label={label} error={error} disabled={disabled} required={required}>
      <Combobox
        value={value}
        onValueChange={onValueChange}
        placeholder={placeholder}
        name={name}
        emptyText={emptyText}
      />
    </FormField>
  );
}
