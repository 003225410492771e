/**
 * Rescheduling on /bookings, loaded on the member's first Reschedule: the flow (useRescheduleFlow),
 * the data it reads (venues, courts, free times, other sessions, the wallet) and its two dialogs.
 * The list paints without any of them; until the dialog can open, a pending overlay says so.
 */
import { lazy, Suspense, useEffect, useEffectEvent } from 'react';
import { SCREEN_MESSAGES, type Booking } from '@domain';
import { PendingOverlay } from '@ui/Feedback/PendingOverlay';
import { toaster } from '@ui/Feedback/Toaster';
import { useRescheduleFlow } from './useRescheduleFlow';

const BookingDialogScreen = lazy(() =>
  import('@ui/Screens/BookingDialog').then((m) => ({ default: m.BookingDialogScreen })),
);
const RescheduleSessionDialog = lazy(() =>
  import('@ui/Booking/RescheduleSessionDialog').then((m) => ({
    default: m.RescheduleSessionDialog,
  })),
);

export interface RescheduleRequest {
  booking: Booking;
}

export interface RescheduleFlowProps {
  /** The member's latest Reschedule: a new object for each, even of the same booking. */
  request: RescheduleRequest;
  now: Date;
  /** What the pending overlay says until the dialog can open. */
  pendingLabel: string;
}

export default function RescheduleFlow({ request, now, pendingLabel }: RescheduleFlowProps) {
  const reschedule = useRescheduleFlow(now);
  const { loadFailed, close } = reschedule;
  const open = useEffectEvent((booking: Booking) => reschedule.open(booking));

  useEffect(() => open(request.booking), [request]);

  // Without its venue the court dialog cannot open: say why, rather than leave the click unheard.
  useEffect(() => {
    if (!loadFailed) return;
    close();
    toaster.create({ type: 'error', title: SCREEN_MESSAGES.locations.loadFailed });
  }, [loadFailed, close]);

  return (
    <Suspense fallback={<PendingOverlay label={pendingLabel} />}>
      {reschedule.pending ? <PendingOverlay label={pendingLabel} /> : null}
      {/* Mounted only while open, as on /locations: a dialog closed from outside was seen to
          leave its backdrop over the page while animating out. */}
      {reschedule.dialog.location ? <BookingDialogScreen {...reschedule.dialog} now={now} /> : null}
      {reschedule.sessionDialog.booking ? (
        <RescheduleSessionDialog {...reschedule.sessionDialog} />
      ) : null}
    </Suspense>
  );
}
