import { Badge, Text } from '@chakra-ui/react';
import {
  formatCoins,
  formatTime,
  lagosDateTimeToInstant,
  timeToMinutes,
  type AvailableSlot,
  type AvailableSlots,
  type WallTime,
} from '@domain';
import { ChoiceGroup } from '../ChoiceGroup';

export interface SlotOption {
  startTime: WallTime;
  /** The free slot starting then, or null when that start cannot be booked. */
  slot: AvailableSlot | null;
  unavailable: 'passed' | 'taken' | null;
}

export interface SlotOptionsInput {
  slots: AvailableSlots;
  /** Only this court's slots count; null takes every court. */
  courtId: number | null;
  openingTime: WallTime;
  closingTime: WallTime;
  now: Date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const toWallTime = (minutes: number): WallTime =>
  `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/**
 * Every start time of the day with whether it can be booked. The server lists only free slots,
 * starting on the hour (openapi.yaml, available-slots); the hours it leaves out are shown
 * too, disabled, so that a member sees the day is taken rather than shorter.
 */
export function slotOptions({
  slots,
  courtId,
  openingTime,
  closingTime,
  now,
}: SlotOptionsInput): SlotOption[] {
  const free = new Map<WallTime, AvailableSlot>();
  for (const slot of slots.slots) {
    if (courtId !== null && slot.court.id !== courtId) continue;
    const start = formatTime(slot.start_time);
    if (!free.has(start)) free.set(start, slot);
  }

  const starts = new Set<WallTime>(free.keys());
  const firstHour = Math.ceil(timeToMinutes(openingTime) / 60) * 60;
  const lastStart = timeToMinutes(closingTime) - slots.duration_hours * 60;
  for (let minutes = firstHour; minutes <= lastStart; minutes += 60) {
    starts.add(toWallTime(minutes));
  }

  return [...starts]
    .sort((a, b) => timeToMinutes(a) - timeToMinutes(b))
    .map((startTime) => {
      const passed = lagosDateTimeToInstant(slots.date, startTime).getTime() <= now.getTime();
      const slot = passed ? null : (free.get(startTime) ?? null);
      return {
        startTime,
        slot,
        unavailable: slot ? null : passed ? 'passed' : 'taken',
      };
    });
}

export interface SlotGridCopy {
  label: string;
  peak: string;
  taken: string;
  passed: string;
  empty: string;
}

export const SLOT_GRID_COPY: SlotGridCopy = {
  label: 'Start time',
  peak: 'Peak',
  taken: 'Taken',
  passed: 'Passed',
  empty: 'No free times on this day. Try another date or court.',
};

export interface SlotGridProps extends SlotOptionsInput {
  /** The chosen start time. */
  value: WallTime | null;
  onChange: (slot: AvailableSlot) => void;
  disabled?: boolean;
  copy?: Partial<SlotGridCopy>;
}

/** The start times of a day on one court: free ones with their price, peak ones marked. */
export function SlotGrid({ value, onChange, disabled = false, copy, ...input }: SlotGridProps) {
  const text = { ...SLOT_GRID_COPY, ...copy };
  const options = slotOptions(input);
  if (!options.some((option) => option.slot)) {
    return (
      <Text role="status" color="fg.muted">
        {text.empty}
      </Text>
    );
  }
  return (
    <ChoiceGroup
      label={text.label}
      value={value ? formatTime(value) : null}
      disabled={disabled}
      onChange={(start) => {
        const slot = options.find((option) => option.startTime === start)?.slot;
        if (slot) onChange(slot);
      }}
      columns={{ base: 'repeat(auto-fill, minmax(5.5rem, 1fr))' }}
      choices={options.map(({ startTime, slot, unavailable }) => ({
        value: startTime,
        label: startTime,
        badge: slot?.is_peak ? (
          <Badge colorPalette="accent" variant="surface" size="sm">
            {text.peak}
          </Badge>
        ) : undefined,
        detail: slot ? formatCoins(slot.coin_cost) : undefined,
        disabled: !slot,
        disabledReason: unavailable === 'passed' ? text.passed : text.taken,
      }))}
    />
  );
}
