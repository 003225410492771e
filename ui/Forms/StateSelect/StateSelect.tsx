import { Box, Combobox, Portal, useFieldContext, useListCollection } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { NIGERIAN_STATES } from '@domain';
import { FormField } from '../FormField';

const STATES: string[] = [...NIGERIAN_STATES];

/** Text without case or accents: "Ọ̀yọ́" and "oyo" are the same. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Whether a state's name holds what was typed, ignoring case and accents. Chakra's `useFilter`
 * does the same with an `Intl.Collator`, whose creation held a phone's main thread for 54 ms (at
 * 4× slower CPU) while `/register` loaded.
 */
export const containsTyped = (state: string, typed: string) => fold(state).includes(fold(typed));

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

/**
 * The combobox takes its id, label and state from the surrounding field, but not the links to
 * its messages: they are made here, as `FormField` does for plain inputs.
 */
function FieldInput() {
  const field = useFieldContext();
  return (
    <Combobox.Input
      aria-errormessage={field?.invalid ? field.ids.errorText : undefined}
      aria-describedby={field?.invalid ? field.ids.errorText : field?.ariaDescribedby}
    />
  );
}

/**
 * The 36 Nigerian states and the Federal Capital Territory as a searchable select: typing
 * filters the list (ignoring case and accents), arrows and Enter choose.
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
  const { collection, filter, reset } = useListCollection({
    initialItems: STATES,
    filter: containsTyped,
  });
  const noMatch = collection.items.length === 0;

  return (
    <FormField
      label={label}
      error={error}
      disabled={disabled}
      required={required}
      describeChild={false}
    >
      <Combobox.Root
        recipe={comboboxSlotRecipe}
        collection={collection}
        value={value === '' ? [] : [value]}
        onValueChange={(details) => onValueChange(details.value[0] ?? '')}
        onInputValueChange={(details) => filter(details.inputValue)}
        // A closed list always holds every state, so a value set from outside (a form reset)
        // finds its label again.
        onOpenChange={(details) => {
          if (!details.open) reset();
        }}
        openOnClick
        // The 37 options are drawn when the list first opens, not while the page loads.
        lazyMount
        name={name}
        placeholder={placeholder}
        width="full"
      >
        <Combobox.Control>
          <FieldInput />
          <Combobox.IndicatorGroup>
            {!disabled && <Combobox.ClearTrigger />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* An empty listbox is invalid ARIA: with no match the list goes and the status says so. */}
        {!noMatch && (
          <Portal>
            <Combobox.Positioner>
              <Combobox.Content>
                {collection.items.map((state) => (
                  <Combobox.Item item={state} key={state}>
                    {state}
                    <Combobox.ItemIndicator />
                  </Combobox.Item>
                ))}
              </Combobox.Content>
            </Combobox.Positioner>
          </Portal>
        )}
      </Combobox.Root>
      <Box aria-live="polite" fontSize="sm" color="fg.muted">
        {noMatch ? emptyText : null}
      </Box>
    </FormField>
  );
}
