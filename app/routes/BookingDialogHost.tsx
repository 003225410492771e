import { lazy, Suspense } from 'react';
import type { Location } from '@domain';
import { DialogPending } from '@ui/Feedback/DialogPending';
import { OnDemandBoundary, onDemand } from '@ui/Feedback/OnceOpened';
import type { BookingFlow } from './useBookingFlow';

// The booking dialog comes with its flow (the queries of each step, the booking itself).
const BookingFlowDialog = lazy(onDemand(() => import('./BookingFlowDialog')));

export interface BookingDialogHostProps {
  flow: BookingFlow;
  /** The venue the address names: undefined while the venues are loading, null if unknown. */
  venue: Location | null | undefined;
  now: Date;
}

/**
 * The booking dialog while the address names it. Its boundary comes and goes with it, so that
 * until its code (or, from a reload, its venue) has arrived the page says it is opening, even
 * when the address changed in a transition that would hold back a boundary already shown.
 */
export function BookingDialogHost({ flow, venue, now }: BookingDialogHostProps) {
  const { opened } = flow;
  if (opened === null || venue === null) return null;
  return (
    <OnDemandBoundary onClose={flow.close}>
      <Suspense fallback={<DialogPending />}>
        {venue === undefined ? (
          <DialogPending />
        ) : (
          <BookingFlowDialog
            // A new opening (another venue, another hour) starts afresh.
            key={`${venue.id}/${opened.start?.courtId ?? ''}/${opened.start?.date ?? ''}/${opened.start?.startTime ?? ''}`}
            venue={venue}
            start={opened.start}
            now={now}
            onClose={flow.close}
          />
        )}
      </Suspense>
    </OnDemandBoundary>
  );
}
