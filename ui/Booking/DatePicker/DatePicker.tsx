import { DATE_PICKER_DAYS, formatDayMonth, formatWeekday, nextDays, type IsoDate } from '@domain';
import { ChoiceGroup } from '../ChoiceGroup';
import { TODAY } from '../../copy';

export interface DatePickerProps {
  /** Today is taken from this instant, in Lagos. */
  now: Date;
  value: IsoDate | null;
  onChange: (date: IsoDate) => void;
  disabled?: boolean;
  label?: string;
  todayLabel?: string;
  /** How many days are offered, today first (SPEC §9: the next 7). */
  days?: number;
}

/** The next 7 days in Lagos as day tiles, with the keys of a radio group. */
export function DatePicker({
  now,
  value,
  onChange,
  disabled = false,
  label = 'Date',
  todayLabel = TODAY,
  days = DATE_PICKER_DAYS,
}: DatePickerProps) {
  const dates = nextDays(now, days);
  return (
    <ChoiceGroup
      label={label}
      value={value}
      onChange={onChange}
      disabled={disabled}
      columns={{ base: 'repeat(4, minmax(0, 1fr))', sm: `repeat(${days}, minmax(0, 1fr))` }}
      choices={dates.map((date, index) => ({
        value: date,
        label: index === 0 ? todayLabel : formatWeekday(date),
        detail: formatDayMonth(date),
      }))}
    />
  );
}
