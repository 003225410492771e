import { lazy, Suspense, useState } from 'react';
import type { Booking } from '@domain';
import { PendingOverlay } from '@ui/Feedback/PendingOverlay';
import { BookingsScreen } from '@ui/Screens/Bookings';
import { useBookingSharing } from './useBookingSharing';
import { useMyBookings } from './useMyBookings';
import type { RescheduleRequest } from './RescheduleFlow';
import { useTickingNow } from './useTickingNow';
import { useOffered } from './useOffered';
import { useWaitlistEntries } from './useWaitlistEntries';

// Most members wait for no session: the section's code loads only for those who do.
const WaitlistEntries = lazy(() =>
  import('@ui/Booking/WaitlistEntries').then((m) => ({ default: m.WaitlistEntries })),
);

// The calendar feed's dialog and its code load when the member first opens it.
const CalendarFeedPanel = lazy(() => import('./CalendarFeedPanel'));

// Rescheduling (its flow, its data and its dialogs) loads on the first Reschedule: the bookings
// paint without it.
const RescheduleFlow = lazy(() => import('./RescheduleFlow'));

export const RESCHEDULE_PENDING = 'Loading reschedule options…';

export default function BookingsRoute() {
  const bookings = useMyBookings();
  const now = useTickingNow();
  const [moveRequest, setMoveRequest] = useState<RescheduleRequest | null>(null);
  const sharing = useBookingSharing();
  const [feedOpen, setFeedOpen] = useState(false);
  const { missing: waitlistMissing, ...waitlist } = useWaitlistEntries();
  // What the server offers beyond SPEC §7: a waitlist whose call is missing shows nothing.
  const waitlistOffered = useOffered('waitlist') && !waitlistMissing;
  const rescheduleOffered = useOffered('reschedule_quote');
  const calendarFeedOffered = useOffered('calendar');
  const hasWaitlist =
    waitlistOffered && (waitlist.entries.status !== 'success' || waitlist.entries.data.length > 0);

  // From the detail dialog too: it closes, so that one dialog is open at a time.
  const openReschedule = (booking: Booking) => {
    bookings.onCloseDetails();
    setMoveRequest({ booking });
  };

  return (
    <>
      <BookingsScreen
        {...bookings}
        {...sharing}
        now={now}
        {...(rescheduleOffered ? { onReschedule: openReschedule } : { rescheduleComingSoon: true })}
        {...(calendarFeedOffered ? { onOpenCalendarFeed: () => setFeedOpen(true) } : {})}
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
      {/* Stays mounted from the first Reschedule on: the flow's data stay for the next one. */}
      {moveRequest ? (
        <Suspense fallback={<PendingOverlay label={RESCHEDULE_PENDING} />}>
          <RescheduleFlow request={moveRequest} now={now} pendingLabel={RESCHEDULE_PENDING} />
        </Suspense>
      ) : null}
    </>
  );
}
