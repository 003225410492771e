import { lazy, Suspense } from 'react';
import type { Booking } from '@domain';
import { RescheduleSessionDialog } from '@ui/Booking/RescheduleSessionDialog';
import { BookingDialogScreen } from '@ui/Screens/BookingDialog';
import { BookingsScreen } from '@ui/Screens/Bookings';
import { useMyBookings } from './useMyBookings';
import { useRescheduleFlow } from './useRescheduleFlow';
import { useTickingNow } from './useTickingNow';
import { useWaitlistEntries } from './useWaitlistEntries';

// Most members wait for no session: the section's code loads only for those who do.
const WaitlistEntries = lazy(() =>
  import('@ui/Booking/WaitlistEntries').then((m) => ({ default: m.WaitlistEntries })),
);

export default function BookingsRoute() {
  const bookings = useMyBookings();
  const now = useTickingNow();
  const reschedule = useRescheduleFlow(now);
  const waitlist = useWaitlistEntries();
  const hasWaitlist = waitlist.entries.status !== 'success' || waitlist.entries.data.length > 0;

  // From the detail dialog too: it closes, so that one dialog is open at a time.
  const openReschedule = (booking: Booking) => {
    bookings.onCloseDetails();
    reschedule.open(booking);
  };

  return (
    <>
      <BookingsScreen
        {...bookings}
        now={now}
        onReschedule={openReschedule}
        waitlist={
          hasWaitlist && waitlist.entries.status !== 'loading' ? (
            <Suspense fallback={null}>
              <WaitlistEntries {...waitlist} />
            </Suspense>
          ) : null
        }
      />
      {/* Mounted only while open, as on /locations: a dialog closed from outside was seen to
          leave its backdrop over the page while animating out. */}
      {reschedule.dialog.location ? <BookingDialogScreen {...reschedule.dialog} now={now} /> : null}
      {reschedule.sessionDialog.booking ? (
        <RescheduleSessionDialog {...reschedule.sessionDialog} />
      ) : null}
    </>
  );
}
