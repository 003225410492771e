/**
 * Rescheduling on /bookings, loaded on the member's first Reschedule: the flow (useRescheduleFlow),
 * the data it reads (venues, courts, free times, other sessions, the wallet) and its two dialogs.
 * The list paints without any of them; until the dialog can open, a pending overlay says so, and
 * when its venues cannot be loaded a dialog says that instead, with Try again. The page mounts it
 * while its address names the booking (`?reschedule=<id>`, BookingsRoute.tsx).
 */
import { lazy, Suspense } from 'react';
import { SCREEN_MESSAGES, type Booking } from '@domain';
import { LoadFailedDialog } from '@ui/Feedback/LoadFailedDialog';
import { OnDemandBoundary, onDemand } from '@ui/Feedback/OnceOpened';
import { PendingOverlay } from '@ui/Feedback/PendingOverlay';
import { useRescheduleFlow } from './useRescheduleFlow';

const BookingDialogScreen = lazy(
  onDemand(() =>
    import('@ui/Screens/BookingDialog').then((m) => ({ default: m.BookingDialogScreen })),
  ),
);
const RescheduleSessionDialog = lazy(
  onDemand(() =>
    import('@ui/Booking/RescheduleSessionDialog').then((m) => ({
      default: m.RescheduleSessionDialog,
    })),
  ),
);

export interface RescheduleFlowProps {
  /** The booking to move; the flow is keyed by it, so each opening starts afresh. */
  booking: Booking;
  now: Date;
  /** What the pending overlay says until the dialog can open. */
  pendingLabel: string;
  /** Closes the dialog (the page keeps whether it is open in its address). */
  onClose: () => void;
}

export default function RescheduleFlow({
  booking,
  now,
  pendingLabel,
  onClose,
}: RescheduleFlowProps) {
  const reschedule = useRescheduleFlow(booking, now, onClose);
  const failure = reschedule.venuesFailure;

  if (failure) {
    const title = SCREEN_MESSAGES.locations.loadFailed;
    return (
      <LoadFailedDialog
        title={title}
        // The server's own reason, when it gave one beyond the title's.
        message={failure.message === title ? undefined : failure.message}
        onRetry={failure.retry}
        onClose={onClose}
      />
    );
  }
  return (
    <OnDemandBoundary onClose={onClose}>
      <Suspense fallback={<PendingOverlay label={pendingLabel} />}>
        {reschedule.pending ? <PendingOverlay label={pendingLabel} /> : null}
        {reschedule.dialog.location ? (
          <BookingDialogScreen {...reschedule.dialog} now={now} />
        ) : null}
        {reschedule.sessionDialog.booking ? (
          <RescheduleSessionDialog {...reschedule.sessionDialog} />
        ) : null}
      </Suspense>
    </OnDemandBoundary>
  );
}
