import type { BookingSummary as Summary } from '@domain';
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme';

export interface BookingSummaryProps {
  /** From `summarizeBookings(bookings, now)`. */
  summary: Summary;
  labels?: Partial<Record<'total' | 'upcoming' | 'completed' | 'cancelled', string>>;
}

const DEFAULT_LABELS = {
  total: 'Total bookings',
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The member's booking counts at a glance. */
export function BookingSummary({ summary, labels }: BookingSummaryProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const figures = [
    ['total', text.total, summary.total],
    ['upcoming', text.upcoming, summary.upcoming],
    ['completed', text.completed, summary.completed],
    ['cancelled', text.cancelled, summary.cancelled],
  ] as const;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      {figures.map(([key, label, value]) => (
        <Stat.Root
          recipe={statSlotRecipe}
          key={key}
          data-summary={key}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          p="4"
        >
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
