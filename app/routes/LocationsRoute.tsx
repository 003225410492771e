import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { FACILITY_FILTERS, SCREEN_MESSAGES, type FacilityFilter, type Location } from '@domain';
import { failure, loading, type Remote } from '@ui/remote';
import { LocationsScreen, type LocationsView } from '@ui/Screens/Locations';
import { locationsQueryAtom } from '../api/locations/venues';
import { demoLocationsQueryAtom, locationsFailedAtom } from '../api/locations/fallback';
import { toKeptRemote } from '../api/remote';
import { BookingDialogHost } from './BookingDialogHost';
import { useAddressParams } from './useAddressParams';
import { useBookingFlow } from './useBookingFlow';
import { useNearMe } from './useNearMe';
import { useOffered } from './useOffered';
import { useSavedAt } from './useSavedAt';
import { useTickingNow } from './useTickingNow';

// The game sessions' tab (its code, its data, the join dialog) loads when the tab is first chosen.
const GameSessionsPanel = lazy(() => import('./GameSessionsPanel'));

// A shared link's opener loads only when the address names a session.
const SharedSessionOpener = lazy(() => import('./useSharedSession'));

const VIEW_PARAM = 'view';
const SEARCH_PARAM = 'q';
const FACILITY_PARAM = 'facility';

export default function LocationsRoute() {
  const locationsQuery = useAtomValue(locationsQueryAtom);
  const [params, setParams] = useAddressParams();
  // The tab, the search and the filters live in the address: a reload or a shared link shows the
  // same list, and Back undoes a filter. Typing replaces its entry rather than adding one a letter.
  const view: LocationsView = params.get(VIEW_PARAM) === 'sessions' ? 'sessions' : 'locations';
  const search = params.get(SEARCH_PARAM) ?? '';
  const facility: FacilityFilter =
    FACILITY_FILTERS.find((value) => value === params.get(FACILITY_PARAM)) ?? 'all';
  const setParam = (name: string, value: string, empty: string, replace = false) =>
    setParams(
      (current) => {
        if (value === empty) current.delete(name);
        else current.set(name, value);
        return current;
      },
      { replace },
    );
  const booking = useBookingFlow(params, setParams);
  const now = useTickingNow();
  // A server that cannot read a session by its id opens no shared link (the list still shows).
  const sessionLinks = useOffered('session_links');
  const near = useNearMe(params, setParams, locationsQuery.data ?? []);

  // Venues already shown stay when a refresh fails; the page says how old they are. Only when
  // there are none are the demo venues fetched: until they arrive the list stays loading, and if
  // they cannot be fetched either, the error is shown alone with its retry.
  const failed = useAtomValue(locationsFailedAtom);
  const demoQuery = useAtomValue(demoLocationsQueryAtom);
  const demoLocations = demoQuery.status === 'error' ? [] : demoQuery.data;
  const savedAt = useSavedAt(locationsQuery);

  // SPEC §8: a failed load says 'Failed to load locations' above the demo data (decisions §13).
  const locations: Remote<Location[]> = !failed
    ? toKeptRemote(locationsQuery, SCREEN_MESSAGES.locations.loadFailed)
    : demoLocations === undefined
      ? loading
      : failure(SCREEN_MESSAGES.locations.loadFailed);
  const venues = locations.status === 'success' ? locations.data : (demoLocations ?? []);
  const bookingVenue =
    booking.opened === null
      ? null
      : locations.status === 'loading'
        ? undefined
        : (venues.find(({ id }) => id === booking.opened?.venueId) ?? null);

  return (
    <>
      <LocationsScreen
        locations={locations}
        savedAt={savedAt}
        demoLocations={demoLocations}
        search={search}
        facility={facility}
        onSearchChange={(value) => setParam(SEARCH_PARAM, value, '', true)}
        onFacilityChange={(value) => setParam(FACILITY_PARAM, value, 'all')}
        view={view}
        onViewChange={(value) => setParam(VIEW_PARAM, value, 'locations')}
        onBookNow={(venue) => booking.open(venue)}
        onRetry={() => void locationsQuery.refetch()}
        near={near}
        sessionsPanel={
          <GameSessionsPanel params={params} setParams={setParams} venues={venues} now={now} />
        }
      />
      {/* /locations?session=ID, a shared link: opens that session, or says why it cannot. */}
      {params.has('session') && sessionLinks ? (
        <Suspense fallback={null}>
          <SharedSessionOpener params={params} setParams={setParams} now={now} />
        </Suspense>
      ) : null}
      <BookingDialogHost flow={booking} venue={bookingVenue} now={now} />
    </>
  );
}
