import type { Booking } from '@domain';
import { RescheduleSessionDialog } from '@ui/Booking/RescheduleSessionDialog';
import { BookingDialogScreen } from '@ui/Screens/BookingDialog';
import { BookingsScreen } from '@ui/Screens/Bookings';
import { useBookingSharing } from './useBookingSharing';
import { useMyBookings } from './useMyBookings';
import { useRescheduleFlow } from './useRescheduleFlow';
import { useTickingNow } from './useTickingNow';

export default function BookingsRoute() {
  const bookings = useMyBookings();
  const now = useTickingNow();
  const reschedule = useRescheduleFlow(now);
  const sharing = useBookingSharing();

  // From the detail dialog too: it closes, so that one dialog is open at a time.
  const openReschedule = (booking: Booking) => {
    bookings.onCloseDetails();
    reschedule.open(booking);
  };

  return (
    <>
      <BookingsScreen {...bookings} {...sharing} now={now} onReschedule={openReschedule} />
      {/* Mounted only while open, as on /locations: a dialog closed from outside was seen to
          leave its backdrop over the page while animating out. */}
      {reschedule.dialog.location ? <BookingDialogScreen {...reschedule.dialog} now={now} /> : null}
      {reschedule.sessionDialog.booking ? (
        <RescheduleSessionDialog {...reschedule.sessionDialog} />
      ) : null}
    </>
  );
}
