import { Box, Button, Text, type BoxProps } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type ChoiceValue = string | number;

export interface Choice<V extends ChoiceValue> {
  value: V;
  /** The main text of the tile, e.g. '17:00' or 'Mon'. */
  label: ReactNode;
  /** Secondary lines under the label, e.g. the surface of a court. */
  detail?: ReactNode;
  /** A marker beside the label, e.g. the 'Peak' badge. */
  badge?: ReactNode;
  disabled?: boolean;
  /** Shown on a disabled tile so that it never reads as merely greyed out. */
  disabledReason?: string;
}

export interface ChoiceGroupProps<V extends ChoiceValue> {
  /** The visible label of the group; it also names the radiogroup. */
  label: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Disables every choice, e.g. while a booking is being submitted. */
  disabled?: boolean;
  columns?: BoxProps['gridTemplateColumns'];
  /** Extra text under the label, read as the group's description. */
  hint?: ReactNode;
  /** Single-line tiles the height of an input, for filters beside a search box. */
  compact?: boolean;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A single choice among tiles, with the semantics and keys of a radio group (WAI-ARIA APG): one
 * tab stop, the arrows move and select, Home and End jump to the ends, disabled tiles are
 * skipped. The date, court, duration and start-time pickers are all one of these.
 */
export function ChoiceGroup<V extends ChoiceValue>({
  label,
  choices,
  value,
  onChange,
  disabled = false,
  columns = 'repeat(auto-fill, minmax(6rem, 1fr))',
  hint,
  compact = false,
}: ChoiceGroupProps<V>) {
  const labelId = useId();
  const hintId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const enabled = (index: number) => !disabled && !choices[index]?.disabled;
  const selectedIndex = choices.findIndex((choice) => choice.value === value);
  const firstEnabled = choices.findIndex((_, index) => enabled(index));
  const tabStop = selectedIndex >= 0 && enabled(selectedIndex) ? selectedIndex : firstEnabled;

  const select = (index: number) => {
    const choice = choices[index];
    if (!choice || !enabled(index)) return;
    buttons.current[index]?.focus();
    if (choice.value !== value) onChange(choice.value);
  };

  const step = (from: number, direction: 1 | -1) => {
    for (let offset = 1; offset <= choices.length; offset += 1) {
      const index = (from + direction * offset + choices.length) % choices.length;
      if (enabled(index)) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | undefined;
    if (NEXT_KEYS.has(event.key)) target = step(index, 1);
    else if (PREVIOUS_KEYS.has(event.key)) target = step(index, -1);
    else if (event.key === 'Home') target = step(-1, 1);
    else if (event.key === 'End') target = step(choices.length, -1);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Box>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb={hint ? '1' : '1.5'}>
        {label}
      </Text>
      {hint ? (
        <Text id={hintId} fontSize="sm" color="fg.muted" mb="2">
          {hint}
        </Text>
      ) : null}
      <Box
        display="grid"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        aria-disabled={disabled || undefined}
        gridTemplateColumns={columns}
        gap="2"
      >
        {choices.map((choice, index) => {
          const checked = choice.value === value;
          const isDisabled = !enabled(index);
          return (
            <Button
              key={String(choice.value)}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={isDisabled}
              data-value={choice.value}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              variant={checked ? 'solid' : 'outline'}
              h="auto"
              minH={compact ? '10' : '12'}
              py={compact ? '1.5' : '2'}
              px="2"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap="0.5"
              whiteSpace="normal"
              textAlign="center"
              lineHeight="short"
            >
              {/* The spaces between the parts are not rendered in a flex box, but they keep
                  the accessible name readable: 'Mon 23 Nov', not 'Mon23 Nov'. */}
              <Box
                as="span"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                gap="1"
                flexWrap="wrap"
              >
                <Box as="span" fontWeight="semibold">
                  {choice.label}
                </Box>
                {choice.badge ? <> {choice.badge}</> : null}
              </Box>
              {choice.detail ? (
                <>
                  {' '}
                  <Box as="span" fontSize="xs" fontWeight="normal">
                    {choice.detail}
                  </Box>
                </>
              ) : null}
              {choice.disabled && choice.disabledReason ? (
                <>
                  {' '}
                  <Box as="span" fontSize="xs" fontWeight="normal">
                    {choice.disabledReason}
                  </Box>
                </>
              ) : null}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
