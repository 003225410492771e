import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { SCREEN_MESSAGES, type FacilityFilter, type Location } from '@domain';
import { JoinSessionDialog } from '@ui/Booking/JoinSessionDialog';
import { failure, type Remote } from '@ui/remote';
import { BookingDialogScreen } from '@ui/Screens/BookingDialog';
import { LocationsScreen } from '@ui/Screens/Locations';
import { locationsQueryAtom } from '../api/locations';
import { toRemote } from '../api/remote';
import { DEMO_LOCATIONS } from '../content/demoLocations';
import { useBookingFlow } from './useBookingFlow';
import { useGameSessions } from './useGameSessions';
import { useTickingNow } from './useTickingNow';

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
    </>
  );
}
