import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Booking } from '@domain';
import { OnDemandBoundary, onDemand } from '@ui/Feedback/OnceOpened';
import { PendingOverlay } from '@ui/Feedback/PendingOverlay';
import { BOOKINGS_SCREEN_COPY, BookingsScreen } from '@ui/Screens/Bookings';
import { useDialogAddress } from './dialogAddress';
import { useBookingSharing } from './useBookingSharing';
import { useMyBookings } from './useMyBookings';
import { useTickingNow } from './useTickingNow';
import { useOffered } from './useOffered';
import { useWaitlistEntries } from './useWaitlistEntries';

// Most members wait for no session: the section's code loads only for those who do.
const WaitlistEntries = lazy(() =>
  import('@ui/Booking/WaitlistEntries').then((m) => ({ default: m.WaitlistEntries })),
);

// The calendar feed's dialog and its code load when the member first opens it.
const CalendarFeedPanel = lazy(onDemand(() => import('./CalendarFeedPanel')));

// Rescheduling (its flow, its data and its dialogs) loads on the first Reschedule: the bookings
// paint without it.
const RescheduleFlow = lazy(onDemand(() => import('./RescheduleFlow')));

/** The booking being rescheduled, as the address names it: `?reschedule=<booking id>`. */
export const RESCHEDULE_PARAM = 'reschedule';

function rescheduleId(params: URLSearchParams): number | null {
  const id = Number(params.get(RESCHEDULE_PARAM) ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function BookingsRoute() {
  const bookings = useMyBookings();
  const now = useTickingNow();
  // The reschedule dialog is open while the address names its booking (dialogAddress.ts).
  const [params, setParams] = useSearchParams();
  const reschedule = useDialogAddress(setParams, RESCHEDULE_PARAM);
  const movingId = rescheduleId(params);
  const moving =
    movingId === null || bookings.bookings.status !== 'success'
      ? null
      : (bookings.bookings.data.find(({ id }) => id === movingId) ?? null);
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
    reschedule.open({ [RESCHEDULE_PARAM]: String(booking.id) });
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
        <OnDemandBoundary onClose={() => setFeedOpen(false)}>
          <Suspense fallback={null}>
            <CalendarFeedPanel open onClose={() => setFeedOpen(false)} />
          </Suspense>
        </OnDemandBoundary>
      ) : null}
      {/* Its boundary comes and goes with it: until its code (or, from a reload, the bookings)
          has arrived, the overlay says it is coming, even when the address changed in a
          transition that would hold back a boundary already shown. */}
      {movingId !== null && (moving || bookings.bookings.status === 'loading') ? (
        <OnDemandBoundary onClose={reschedule.close}>
          <Suspense fallback={<PendingOverlay label={BOOKINGS_SCREEN_COPY.reschedulePending} />}>
            {moving ? (
              <RescheduleFlow
                key={moving.id}
                booking={moving}
                now={now}
                pendingLabel={BOOKINGS_SCREEN_COPY.reschedulePending}
                onClose={reschedule.close}
              />
            ) : (
              <PendingOverlay label={BOOKINGS_SCREEN_COPY.reschedulePending} />
            )}
          </Suspense>
        </OnDemandBoundary>
      ) : null}
    </>
  );
}
