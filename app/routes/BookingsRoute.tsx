import { lazy, Suspense, useState } from 'react';
import type { Booking } from '@domain';
import { RescheduleSessionDialog } from '@ui/Booking/RescheduleSessionDialog';
import { BookingDialogScreen } from '@ui/Screens/BookingDialog';
import { BookingsScreen } from '@ui/Screens/Bookings';
import { useBookingSharing } from './useBookingSharing';
import { useMyBookings } from './useMyBookings';
import { useRescheduleFlow } from './useRescheduleFlow';
import { useTickingNow } from './useTickingNow';

// The calendar feed's dialog and its code load when the member first opens it.
const CalendarFeedPanel = lazy(() => import('./CalendarFeedPanel'));

export default function BookingsRoute() {
  const bookings = useMyBookings();
  const now = useTickingNow();
  const reschedule = useRescheduleFlow(now);
  const sharing = useBookingSharing();
  const [feedOpen, setFeedOpen] = useState(false);

  // From the detail dialog too: it closes, so that one dialog is open at a time.
  const openReschedule = (booking: Booking) => {
    bookings.onCloseDetails();
    reschedule.open(booking);
  };

  return (
    <>
      <BookingsScreen
        {...bookings}
        {...sharing}
        now={now}
        onReschedule={openReschedule}
        onOpenCalendarFeed={() => setFeedOpen(true)}
      />
      {feedOpen ? (
        <Suspense fallback={null}>
          <CalendarFeedPanel open onClose={() => setFeedOpen(false)} />
        </Suspense>
      ) : null}
      {/* Mounted only while open, as on /locations: a dialog closed from outside was seen to
          leave its backdrop over the page while animating out. */}
      {reschedule.dialog.location ? <BookingDialogScreen {...reschedule.dialog} now={now} /> : null}
      {reschedule.sessionDialog.booking ? (
        <RescheduleSessionDialog {...reschedule.sessionDialog} />
      ) : null}
    </>
  );
}
