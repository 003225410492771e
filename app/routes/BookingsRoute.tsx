import { lazy, Suspense } from 'react';
import type { Booking } from '@domain';
import { BookingsScreen } from '@ui/Screens/Bookings';
import { useMyBookings } from './useMyBookings';
import { useRescheduleFlow } from './useRescheduleFlow';
import { useTickingNow } from './useTickingNow';

// The reschedule dialogs load when first opened: the bookings paint without their code.
const BookingDialogScreen = lazy(() =>
  import('@ui/Screens/BookingDialog').then((m) => ({ default: m.BookingDialogScreen })),
);
const RescheduleSessionDialog = lazy(() =>
  import('@ui/Booking/RescheduleSessionDialog').then((m) => ({
    default: m.RescheduleSessionDialog,
  })),
);

export default function BookingsRoute() {
  const bookings = useMyBookings();
  const now = useTickingNow();
  const reschedule = useRescheduleFlow(now);

  // From the detail dialog too: it closes, so that one dialog is open at a time.
  const openReschedule = (booking: Booking) => {
    bookings.onCloseDetails();
    reschedule.open(booking);
  };

  return (
    <>
      <BookingsScreen {...bookings} now={now} onReschedule={openReschedule} />
      {/* Mounted only while open, as on /locations: a dialog closed from outside was seen to
          leave its backdrop over the page while animating out. */}
      <Suspense fallback={null}>
        {reschedule.dialog.location ? (
          <BookingDialogScreen {...reschedule.dialog} now={now} />
        ) : null}
        {reschedule.sessionDialog.booking ? (
          <RescheduleSessionDialog {...reschedule.sessionDialog} />
        ) : null}
      </Suspense>
    </>
  );
}
