/**
 * The booking dialog's flow: date (the next 7 days, Lagos) → court → duration and start time →
 * the server's quote against the member's available coins → the booking, created with an
 * Idempotency-Key, and its reference (the steps: courtSteps.ts). The member's choices are this
 * dialog's own state: each opening starts afresh (from the hour picked on a venue's day grid, if
 * one was). The page loads this with the dialog, when it first opens (useBookingFlow.ts).
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { SERVICE_FALLBACK_MESSAGES, type Location } from '@domain';
import {
  BookingDialogScreen,
  type BookingDialogScreenProps,
  type BookingRequest,
} from '@ui/Screens/BookingDialog';
import { createBookingMutationAtom, quoteQueryAtom } from '../api/bookings/flows';
import { toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import { EMPTY_COURT_DRAFT, rangeOf, useCourtSteps, type CourtDraft } from './courtSteps';
import type { BookingStart } from './useBookingFlow';
import { useDialogAction } from './useDialogAction';

export interface BookingDialogOptions {
  /** The venue the dialog is open on. */
  venue: Location;
  /** The court and hour it opens at, if one was picked. */
  start: BookingStart | null;
  onClose: () => void;
}

/**
 * The dialog's props, but for `now`, while it is open on `venue`. Mounted only while the dialog
 * is open: unmounted, it forgets the choices and the booking's outcome, so each opening starts
 * afresh.
 */
export function useBookingDialog({
  venue,
  start,
  onClose,
}: BookingDialogOptions): Omit<BookingDialogScreenProps, 'now'> {
  const [draft, setDraft] = useState<CourtDraft>(() =>
    start ? { ...EMPTY_COURT_DRAFT, ...start } : EMPTY_COURT_DRAFT,
  );
  const booking = useDialogAction(
    useAtomValue(createBookingMutationAtom),
    SERVICE_FALLBACK_MESSAGES.bookings.createBooking,
  );
  const steps = useCourtSteps(venue.id, draft, (change) => {
    booking.clearFailure();
    setDraft((current) => ({ ...current, ...change }));
  });
  const range = rangeOf(venue.id, draft);
  const quote = useAtomValue(quoteQueryAtom(range));
  const wallet = useAtomValue(walletQueryAtom);

  return {
    ...steps,
    location: venue,
    quote: range ? toRemote(quote, SERVICE_FALLBACK_MESSAGES.bookings.checkAvailability) : null,
    balance: wallet.data?.available_balance ?? null,
    onConfirm: (request: BookingRequest) =>
      booking.send(request, (idempotencyKey) => ({ request, idempotencyKey })),
    onClose,
    submitting: booking.submitting,
    submitError: booking.submitError,
    confirmed: booking.confirmed,
  };
}

export interface BookingFlowDialogProps extends BookingDialogOptions {
  now: Date;
}

/** The booking dialog on `venue`, with its flow; keyed by what it opens on, so each is afresh. */
export default function BookingFlowDialog({ now, ...options }: BookingFlowDialogProps) {
  return <BookingDialogScreen {...useBookingDialog(options)} now={now} />;
}
