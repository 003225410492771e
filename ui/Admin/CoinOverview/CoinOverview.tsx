import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { formatCoins, type AdminStats } from '@domain';
import { useId } from 'react';
import { StatTile } from '../../Dashboard/StatTile';
import { formatPercent } from '../figures';

export const COIN_OVERVIEW_COPY = {
  title: 'Coins',
  scope: 'All time, across every wallet',
  totalDistributed: 'Total distributed',
  totalUsed: 'Total used',
  revenueCoins: 'Revenue coins',
  revenueHelp: 'Spent on bookings, all time',
  usageRate: 'Usage rate',
  usageHelp: 'Used out of distributed',
};

export type CoinOverviewCopy = typeof COIN_OVERVIEW_COPY;

export interface CoinOverviewProps {
  /** Absent while the figures load. */
  coins?: AdminStats['coins'] | null;
  loading?: boolean;
  copy?: Partial<CoinOverviewCopy>;
}

export function CoinOverview({ coins, loading = false, copy }: CoinOverviewProps) {
  const text = { ...COIN_OVERVIEW_COPY, ...copy };
  const titleId = useId();
  const busy = loading || !coins;
  const tiles: [string, string, string?][] = [
    [text.totalDistributed, formatCoins(coins?.total_distributed ?? 0)],
    [text.totalUsed, formatCoins(coins?.total_used ?? 0)],
    [text.revenueCoins, formatCoins(coins?.revenue_coins ?? 0), text.revenueHelp],
    [text.usageRate, formatPercent(coins?.usage_rate ?? 0), text.usageHelp],
  ];

  return (
    <Box as="section" aria-labelledby={titleId} aria-busy={busy}>
      <Heading as="h2" id={titleId} textStyle="title">
        {text.title}
      </Heading>
      {/* The revenue figures below count one period; these count since launch, and say so. */}
      <Text color="fg.muted" mb="3">
        {text.scope}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
        {tiles.map(([label, value, help]) => (
          <StatTile
            key={label}
            label={label}
            value={value}
            helpText={help}
            colorPalette="accent"
            loading={busy}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
