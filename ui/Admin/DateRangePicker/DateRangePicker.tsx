import { SegmentGroup, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { REVENUE_PERIODS, type RevenuePeriod } from '@domain';
import { useId } from 'react';
import { TODAY } from '../../copy';

/** SPEC §2: today, week (7 days), month, quarter (3 months), year. */
export const REVENUE_PERIOD_LABELS: Record<RevenuePeriod, string> = {
  today: TODAY,
  week: 'Week (7 days)',
  month: 'Month',
  quarter: 'Quarter (3 months)',
  year: 'Year',
};

export interface DateRangePickerProps {
  value: RevenuePeriod;
  onChange: (period: RevenuePeriod) => void;
  label?: string;
  labels?: Partial<Record<RevenuePeriod, string>>;
  disabled?: boolean;
}

/** The period the admin figures cover, as a segmented control (a radio group underneath). */
export function DateRangePicker({
  value,
  onChange,
  label = 'Period',
  labels,
  disabled = false,
}: DateRangePickerProps) {
  const labelId = useId();
  const text = { ...REVENUE_PERIOD_LABELS, ...labels };
  // Five segments do not fit side by side on a phone; stacked they stay one tap each.
  const orientation =
    useBreakpointValue({ base: 'vertical', md: 'horizontal' } as const) ?? 'horizontal';

  return (
    <Stack gap="2" align="flex-start">
      <Text id={labelId} fontWeight="medium">
        {label}
      </Text>
      <SegmentGroup.Root
        recipe={segmentGroupSlotRecipe}
        aria-labelledby={labelId}
        value={value}
        orientation={orientation}
        disabled={disabled}
        onValueChange={(details) => {
          const next = REVENUE_PERIODS.find((period) => period === details.value);
          if (next) onChange(next);
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={REVENUE_PERIODS.map((period) => ({ value: period, label: text[period] }))}
        />
      </SegmentGroup.Root>
    </Stack>
  );
}
