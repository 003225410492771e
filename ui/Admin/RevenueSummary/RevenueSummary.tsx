import { Alert, Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { formatCoins, formatDate, formatNaira, type RevenueStats } from '@domain';
import { useId } from 'react';
import { StatTile } from '../../Dashboard/StatTile';
import { RevenueChart } from '../RevenueChart';
import type { Remote } from '../../remote';
import { formatChange, formatCount } from '../figures';

export const REVENUE_SUMMARY_COPY = {
  title: 'Revenue',
  revenue: 'Package revenue',
  purchases: 'Purchases',
  coinsSold: 'Coins sold',
  coinsSpent: 'Coins spent on bookings',
  coinsSpentHelp: 'In this period',
  growth: 'Change in revenue',
  growthHelp: 'Against the previous period of the same length',
  range: (from: string, to: string) => `${from} – ${to}`,
};

export type RevenueSummaryCopy = typeof REVENUE_SUMMARY_COPY;

export interface RevenueSummaryProps {
  revenue: Remote<RevenueStats>;
  copy?: Partial<RevenueSummaryCopy>;
}

/** Package sales over the period chosen with the date range picker. */
export function RevenueSummary({ revenue, copy }: RevenueSummaryProps) {
  const text = { ...REVENUE_SUMMARY_COPY, ...copy };
  const titleId = useId();
  const data = revenue.status === 'success' ? revenue.data : null;
  const tiles: [string, string, string?][] = [
    [text.revenue, formatNaira(data?.total_revenue ?? 0)],
    [text.purchases, formatCount(data?.purchases_count ?? 0)],
    [text.coinsSold, formatCoins(data?.coins_sold ?? 0)],
    [text.coinsSpent, formatCoins(data?.coins_spent_on_bookings ?? 0), text.coinsSpentHelp],
    [text.growth, formatChange(data?.growth_rate ?? 0), text.growthHelp],
  ];

  return (
    <Box as="section" aria-labelledby={titleId} aria-busy={revenue.status === 'loading'}>
      <Heading as="h2" id={titleId} textStyle="title">
        {text.title}
      </Heading>
      <Text color="fg.muted" mb="3" minHeight="6">
        {data ? text.range(formatDate(data.start_date), formatDate(data.end_date)) : null}
      </Text>
      {revenue.status === 'error' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{revenue.message}</Alert.Title>
        </Alert.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          {tiles.map(([label, value, help]) => (
            <StatTile
              key={label}
              label={label}
              value={value}
              helpText={help}
              loading={revenue.status === 'loading'}
            />
          ))}
        </SimpleGrid>
      )}
      {data && (
        <Box mt="4">
          <RevenueChart
            series={data.series}
            byMonth={data.period === 'quarter' || data.period === 'year'}
          />
        </Box>
      )}
    </Box>
  );
}
