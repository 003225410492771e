import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { SCREEN_MESSAGES, type FacilityFilter, type Location } from '@domain';
import { failure, type Remote } from '@ui/remote';
import { LocationsScreen } from '@ui/Screens/Locations';
import { locationsQueryAtom } from '../api/locations';
import { toRemote } from '../api/remote';
import { DEMO_LOCATIONS } from '../content/demoLocations';
import { useBookingFlow } from './useBookingFlow';
import { useGameSessions } from './useGameSessions';
import { useTickingNow } from './useTickingNow';

// The dialogs load when first opened: the locations paint without their code.
const BookingDialogScreen = lazy(() =>
  import('@ui/Screens/BookingDialog').then((m) => ({ default: m.BookingDialogScreen })),
);
const JoinSessionDialog = lazy(() =>
  import('@ui/Booking/JoinSessionDialog').then((m) => ({ default: m.JoinSessionDialog })),
);

export default function LocationsRoute() {
  const locationsQuery = useAtomValue(locationsQueryAtom);
  const [search, setSearch] = useState('');
  const [facility, setFacility] = useState<FacilityFilter>('all');
  const { joinDialog, ...sessions } = useGameSessions();
  const booking = useBookingFlow();
  const now = useTickingNow();

  // SPEC §8: a failed load says 'Failed to load locations' above the demo data (DESIGN §4.13).
  const locations: Remote<Location[]> =
    locationsQuery.status === 'error'
      ? failure(SCREEN_MESSAGES.locations.loadFailed)
      : toRemote(locationsQuery, SCREEN_MESSAGES.locations.loadFailed);

  return (
    <>
      <LocationsScreen
        locations={locations}
        demoLocations={DEMO_LOCATIONS}
        search={search}
        facility={facility}
        onSearchChange={setSearch}
        onFacilityChange={setFacility}
        onBookNow={booking.open}
        onRetry={() => void locationsQuery.refetch()}
        now={now}
        {...sessions}
      />
      {/* Each dialog is mounted only while it is open: closed by something other than its own
          buttons (Back, a join's answer refreshing the page), a dialog still animating out was
          seen to leave its backdrop over the page. */}
      <Suspense fallback={null}>
        {booking.dialog.location ? <BookingDialogScreen {...booking.dialog} now={now} /> : null}
        {joinDialog.session ? (
          <JoinSessionDialog
            {...joinDialog}
            now={now}
            locationName={
              locationsQuery.data?.find(({ id }) => id === joinDialog.session?.location_id)?.name
            }
          />
        ) : null}
      </Suspense>
    </>
  );
}
