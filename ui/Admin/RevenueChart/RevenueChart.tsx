import { Box, Text } from '@chakra-ui/react';
import { formatCoins, formatDate, formatNaira, type RevenueStats } from '@domain';
import { useId } from 'react';
import { regionFocusRing } from '../../theme/focus';
import { formatCount } from '../figures';

export const REVENUE_CHART_COPY = {
  title: 'Package revenue by day',
  titleByMonth: 'Package revenue by month',
  description: (days: number, highest: string, lowest: string) =>
    `${days} bars, oldest first. Highest ${highest}, lowest ${lowest}. The table below gives every figure.`,
  empty: 'No package was sold in this period.',
  caption: 'Package revenue, purchases and coins sold in the period',
  date: 'Date',
  revenue: 'Package revenue',
  purchases: 'Purchases',
  coinsSold: 'Coins sold',
};

export interface RevenueChartProps {
  series: RevenueStats['series'];
  /** Quarter and year come as one point per month. */
  byMonth?: boolean;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

/**
 * The revenue series as bars, drawn in SVG (no chart library: the staff page's script stays
 * small). The picture has a name and a summary for screen readers; the table under it is the
 * text alternative, with every figure the bars show.
 */
export function RevenueChart({ series, byMonth = false }: RevenueChartProps) {
  const text = REVENUE_CHART_COPY;
  const titleId = useId();
  const descriptionId = useId();
  if (series.length === 0) return <Text color="fg.muted">{text.empty}</Text>;

  const highest = series.reduce((best, point) => (point.revenue > best.revenue ? point : best));
  const lowest = series.reduce((least, point) => (point.revenue < least.revenue ? point : least));
  const max = Math.max(1, highest.revenue);
  const barWidth = (WIDTH - GAP * (series.length - 1)) / series.length;
  const label = (date: string) => formatDate(date);

  return (
    <Box display="grid" gap="3">
      <Box colorPalette="brand" color="colorPalette.solid" height="40">
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height="100%"
        >
          <title id={titleId}>{byMonth ? text.titleByMonth : text.title}</title>
          <desc id={descriptionId}>
            {text.description(
              series.length,
              `${formatNaira(highest.revenue)} (${label(highest.date)})`,
              `${formatNaira(lowest.revenue)} (${label(lowest.date)})`,
            )}
          </desc>
          {series.map((point, index) => {
            const height = Math.max(1, (point.revenue / max) * HEIGHT);
            return (
              <rect
                key={point.date}
                x={index * (barWidth + GAP)}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                fill="currentColor"
              />
            );
          })}
        </svg>
      </Box>
      <Box
        overflowX="auto"
        tabIndex={0}
        role="region"
        aria-label={text.caption}
        _focusVisible={regionFocusRing}
        textStyle="sm"
        css={{
          '& table': { width: '100%', borderCollapse: 'collapse' },
          '& th, & td': { paddingInline: '2', paddingBlock: '1', textAlign: 'end' },
          '& th:first-of-type': { textAlign: 'start' },
          '& tbody th': { fontWeight: 'normal' },
          '& caption': { textAlign: 'start', color: 'fg.muted' },
        }}
      >
        <table>
          <caption>{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.date}</th>
              <th scope="col">{text.revenue}</th>
              <th scope="col">{text.purchases}</th>
              <th scope="col">{text.coinsSold}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.date}>
                <th scope="row">{label(point.date)}</th>
                <td>{formatNaira(point.revenue)}</td>
                <td>{formatCount(point.purchases)}</td>
                <td>{formatCoins(point.coins_sold)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
