import { formatCoins, formatNaira, type SubscriptionStats } from '@domain';
import { StatTile } from '../../Dashboard/StatTile';
import { EmptyState } from '../../Feedback/EmptyState';
import { FigurePanel, FigureTable, type FigureBlockProps } from '../FigurePanel';
import { formatCount } from '../figures';
import { SimpleGrid } from '@chakra-ui/react';

export const PACKAGE_SALES_COPY = {
  title: 'Package sales',
  scope: 'All time, since launch',
  purchases: 'Purchases, all time',
  revenue: 'Package revenue, all time',
  coinsSold: 'Coins sold, all time',
  activeWallets: 'Members holding coins',
  activeWalletsHelp: 'Right now',
  caption: 'Purchases, revenue and coins sold per package, all time',
  package: 'Package',
  rowPurchases: 'Purchases',
  rowRevenue: 'Revenue',
  rowCoins: 'Coins sold',
  empty: 'No packages yet',
  emptyDescription: 'Packages appear here once they are on sale.',
};

export type PackageSalesCopy = typeof PACKAGE_SALES_COPY;

export type PackageSalesProps = FigureBlockProps<SubscriptionStats, PackageSalesCopy>;

/** What each coin package has sold since launch (GET /admin/subscriptions/stats/). */
export function PackageSales({ figures, onRetry, copy }: PackageSalesProps) {
  const text = { ...PACKAGE_SALES_COPY, ...copy };
  return (
    <FigurePanel title={text.title} scope={text.scope} figures={figures} onRetry={onRetry}>
      {(data) => (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
            <StatTile label={text.purchases} value={formatCount(data.total_purchases)} />
            <StatTile label={text.revenue} value={formatNaira(data.total_revenue)} />
            <StatTile
              label={text.coinsSold}
              value={formatCoins(data.coins_sold)}
              colorPalette="accent"
            />
            <StatTile
              label={text.activeWallets}
              value={formatCount(data.active_wallets)}
              helpText={text.activeWalletsHelp}
            />
          </SimpleGrid>
          {data.packages.length === 0 ? (
            <EmptyState title={text.empty} description={text.emptyDescription} headingLevel="h3" />
          ) : (
            <FigureTable label={text.caption}>
              <table>
                <caption>{text.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.package}</th>
                    <th scope="col">{text.rowPurchases}</th>
                    <th scope="col">{text.rowRevenue}</th>
                    <th scope="col">{text.rowCoins}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.packages.map((row) => (
                    <tr key={row.package_id}>
                      <th scope="row">{row.name}</th>
                      <td>{formatCount(row.purchases)}</td>
                      <td>{formatNaira(row.revenue)}</td>
                      <td>{formatCoins(row.coins_sold)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </FigureTable>
          )}
        </>
      )}
    </FigurePanel>
  );
}
