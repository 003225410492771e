import { LOCALE, formatCoins, type LocationStats } from '@domain';
import { StatTile } from '../../Dashboard/StatTile';
import { EmptyState } from '../../Feedback/EmptyState';
import { FigurePanel, FigureTable, type FigureBlockProps } from '../FigurePanel';
import { formatCount, formatPercent } from '../figures';
import { SimpleGrid } from '@chakra-ui/react';

export const VENUE_UTILISATION_COPY = {
  title: 'Venue utilisation',
  scope: 'This month: court hours booked out of court hours open',
  locations: 'Locations',
  active: 'Active',
  maintenance: 'Under maintenance today',
  utilisation: 'Utilisation this month',
  caption: 'Bookings, utilisation and coins spent this month, per location, busiest first',
  location: 'Location',
  city: 'City',
  bookings: 'Bookings made this month',
  rowUtilisation: 'Utilisation',
  coins: 'Coins spent on bookings this month',
  rating: 'Rating',
  empty: 'No locations yet',
  emptyDescription: 'Locations appear here once they are added.',
};

export type VenueUtilisationCopy = typeof VENUE_UTILISATION_COPY;

export type VenueUtilisationProps = FigureBlockProps<LocationStats, VenueUtilisationCopy>;

const ratingFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** How busy each venue is this month (GET /admin/locations/stats/). */
export function VenueUtilisation({ figures, onRetry, copy }: VenueUtilisationProps) {
  const text = { ...VENUE_UTILISATION_COPY, ...copy };
  return (
    <FigurePanel title={text.title} scope={text.scope} figures={figures} onRetry={onRetry}>
      {(data) => (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
            <StatTile label={text.locations} value={formatCount(data.total)} />
            <StatTile label={text.active} value={formatCount(data.active)} />
            <StatTile label={text.maintenance} value={formatCount(data.maintenance)} />
            <StatTile label={text.utilisation} value={formatPercent(data.utilization_rate)} />
          </SimpleGrid>
          {data.locations.length === 0 ? (
            <EmptyState title={text.empty} description={text.emptyDescription} headingLevel="h3" />
          ) : (
            <FigureTable label={text.caption}>
              <table>
                <caption>{text.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.location}</th>
                    <th scope="col" className="text">
                      {text.city}
                    </th>
                    <th scope="col">{text.bookings}</th>
                    <th scope="col">{text.rowUtilisation}</th>
                    <th scope="col">{text.coins}</th>
                    <th scope="col">{text.rating}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.locations.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.name}</th>
                      <td className="text">{row.city}</td>
                      <td>{formatCount(row.bookings_this_month)}</td>
                      <td>{formatPercent(row.utilization_rate)}</td>
                      <td>{formatCoins(row.revenue_coins)}</td>
                      <td>{ratingFormat.format(row.rating)}</td>
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
