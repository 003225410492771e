import { timeToMinutes, type WallTime } from '@domain';
import { ChoiceGroup } from '../ChoiceGroup';
import { formatHours } from './formatHours';

/** The lengths a court can be booked for, in hours. */
export const DURATION_OPTIONS = [1, 1.5, 2, 3] as const;

export interface DurationPickerProps {
  value: number | null;
  onChange: (hours: number) => void;
  openingTime: WallTime;
  closingTime: WallTime;
  /** The chosen start, if any: a duration running past closing is then unavailable. */
  startTime?: WallTime | null;
  disabled?: boolean;
  label?: string;
  pastClosingReason?: string;
  options?: readonly number[];
}

export { formatHours };

/** Whether a booking of `hours` fits inside opening hours, from `startTime` or from opening. */
export function fitsOpeningHours(
  hours: number,
  openingTime: WallTime,
  closingTime: WallTime,
  startTime?: WallTime | null,
): boolean {
  const from = timeToMinutes(startTime ?? openingTime);
  return from + hours * 60 <= timeToMinutes(closingTime);
}

/** 1, 1.5, 2 or 3 hours; lengths that would run past closing are disabled and say so. */
export function DurationPicker({
  value,
  onChange,
  openingTime,
  closingTime,
  startTime = null,
  disabled = false,
  label = 'Duration',
  pastClosingReason = 'Past closing',
  options = DURATION_OPTIONS,
}: DurationPickerProps) {
  return (
    <ChoiceGroup
      label={label}
      value={value}
      onChange={onChange}
      disabled={disabled}
      columns={{
        base: 'repeat(2, minmax(0, 1fr))',
        sm: `repeat(${options.length}, minmax(0, 1fr))`,
      }}
      choices={options.map((hours) => ({
        value: hours,
        label: formatHours(hours),
        disabled: !fitsOpeningHours(hours, openingTime, closingTime, startTime),
        disabledReason: pastClosingReason,
      }))}
    />
  );
}
