import { lazy, Suspense, useState } from 'react';
import type { Booking } from '@domain';
import { BookingsScreen } from '@ui/Screens/Bookings';
import { useBookingSharing } from './useBookingSharing';
import { useMyBookings } from './useMyBookings';
import { useRescheduleFlow } from './useRescheduleFlow';
import { useTickingNow } from './useTickingNow';
import { useWaitlistEntries } from './useWaitlistEntries';

// Most members wait for no session: the section's code loads only for those who do.
const WaitlistEntries = lazy(() =>
  import('@ui/Booking/WaitlistEntries').then((m) => ({ default: m.WaitlistEntries })),
);

// The calendar feed's dialog and its code load when the member first opens it.
const CalendarFeedPanel = lazy(() => import('./CalendarFeedPanel'));

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
  const sharing = useBookingSharing();
  const [feedOpen, setFeedOpen] = useState(false);
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
        {...sharing}
        now={now}
        onReschedule={openReschedule}
        onOpenCalendarFeed={() => setFeedOpen(true)}
        waitlist={
          hasWaitlist && waitlist.entries.status !== 'loading' ? (
            <Suspense fallback={null}>
              <WaitlistEntries {...waitlist} />
            </Suspense>
          ) : null
        }
      />
      {feedOpen ? (
        <Suspense fallback={null}>
          <CalendarFeedPanel open onClose={() => setFeedOpen(false)} />
        </Suspense>
      ) : null}
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
