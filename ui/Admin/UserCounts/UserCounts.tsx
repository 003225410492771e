import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { AdminStats } from '@domain';
import { useId } from 'react';
import { StatTile } from '../../Dashboard/StatTile';
import { formatChange, formatCount } from '../figures';

export const USER_COUNTS_COPY = {
  title: 'Users',
  total: 'Total users',
  active: 'Active',
  pending: 'Pending approval',
  suspended: 'Suspended',
  newThisMonth: 'New this month',
  growthRate: 'Growth rate',
  growthHelp: 'New users against last month',
};

export type UserCountsCopy = typeof USER_COUNTS_COPY;

export interface UserCountsProps {
  /** Absent while the figures load. */
  counts?: AdminStats['users'] | null;
  loading?: boolean;
  copy?: Partial<UserCountsCopy>;
}

export function UserCounts({ counts, loading = false, copy }: UserCountsProps) {
  const text = { ...USER_COUNTS_COPY, ...copy };
  const titleId = useId();
  const busy = loading || !counts;
  const tiles: [string, string, string?][] = [
    [text.total, formatCount(counts?.total ?? 0)],
    [text.active, formatCount(counts?.active ?? 0)],
    [text.pending, formatCount(counts?.pending ?? 0)],
    [text.suspended, formatCount(counts?.suspended ?? 0)],
    [text.newThisMonth, formatCount(counts?.new_this_month ?? 0)],
    [text.growthRate, formatChange(counts?.growth_rate ?? 0), text.growthHelp],
  ];

  return (
    <Box as="section" aria-labelledby={titleId} aria-busy={busy}>
      <Heading as="h2" id={titleId} textStyle="title" mb="3">
        {text.title}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        {tiles.map(([label, value, help]) => (
          <StatTile key={label} label={label} value={value} helpText={help} loading={busy} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
