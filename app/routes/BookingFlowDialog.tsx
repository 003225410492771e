/**
 * The booking dialog's flow: date (the next 7 days, Lagos) → court → duration and start time →
 * the server's quote against the member's available coins → the booking, created with an
 * Idempotency-Key, and its reference. The choices live in `draftAtom` (useBookingFlow.ts) so that
 * the queries of each step follow them. The page loads this with the dialog, when it first opens.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { SERVICE_FALLBACK_MESSAGES, formatTime } from '@domain';
import {
  BookingDialogScreen,
  type BookingDialogScreenProps,
  type BookingRequest,
} from '@ui/Screens/BookingDialog';
import { endTime } from '@ui/Screens/BookingDialog/endTime';
import {
  availableSlotsQueryAtom,
  createBookingMutationAtom,
  quoteQueryAtom,
  type SlotsRequest,
} from '../api/bookings';
import { ApiError } from '../api/client';
import { courtsQueryAtom } from '../api/locations';
import { errorMessage, toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import { draftAtom, type BookingDraft } from './useBookingFlow';
import { useExclusive } from './useExclusive';

function slotsRequestOf(draft: BookingDraft): SlotsRequest | null {
  const { location, date, courtId, durationHours } = draft;
  if (!location || !date || courtId === null) return null;
  return { locationId: location.id, date, courtId, durationHours };
}

/** The range the member has chosen, exactly as the booking will ask for it. */
function rangeOf(draft: BookingDraft): BookingRequest | null {
  const request = slotsRequestOf(draft);
  if (!request || !draft.startTime) return null;
  return {
    location_id: request.locationId,
    court_id: request.courtId,
    date: request.date,
    start_time: formatTime(draft.startTime),
    end_time: endTime(draft.startTime, request.durationHours),
  };
}

// Each step asks the server once the choices before it are made.
const courtsAtom = courtsQueryAtom(atom((get) => get(draftAtom).location?.id ?? null));
const slotsAtom = availableSlotsQueryAtom(atom((get) => slotsRequestOf(get(draftAtom))));
const quoteAtom = quoteQueryAtom(atom((get) => rangeOf(get(draftAtom))));

/** Whether an attempt got the server's final word; only one that did not may be retried as is. */
function answered(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 500;
}

/** The key of a confirmation whose answer never arrived, kept so that its retry is not a new booking. */
interface UnansweredBooking {
  request: string;
  key: string;
}

/**
 * The dialog's props, but for `now`, while it is open on the draft's venue. Mounted only while
 * the dialog is open: unmounted, it forgets the booking's outcome, so each opening starts afresh.
 */
export function useBookingDialog(onClose: () => void): Omit<BookingDialogScreenProps, 'now'> {
  const draft = useAtomValue(draftAtom);
  const setDraft = useSetAtom(draftAtom);
  const courts = useAtomValue(courtsAtom);
  const slots = useAtomValue(slotsAtom);
  const quote = useAtomValue(quoteAtom);
  const wallet = useAtomValue(walletQueryAtom);
  const booking = useAtomValue(createBookingMutationAtom);
  const { reset } = booking;
  const unanswered = useRef<UnansweredBooking | null>(null);

  useEffect(() => reset, [reset]);

  /** A new choice: the last failure no longer applies. */
  const choose = (change: Partial<BookingDraft>) => {
    if (booking.isError) reset();
    setDraft((current) => ({ ...current, ...change }));
  };

  const confirm = useExclusive(async (request: BookingRequest) => {
    const fingerprint = JSON.stringify(request);
    const attempt =
      unanswered.current?.request === fingerprint
        ? unanswered.current
        : { request: fingerprint, key: crypto.randomUUID() };
    unanswered.current = attempt;
    try {
      await booking.mutateAsync({ request, idempotencyKey: attempt.key });
      unanswered.current = null;
    } catch (error) {
      // The dialog shows the failure (submitError).
      if (answered(error)) unanswered.current = null;
    }
  });

  const slotsRequest = slotsRequestOf(draft);
  const range = rangeOf(draft);

  return {
    location: draft.location,
    courts: toRemote(courts, SERVICE_FALLBACK_MESSAGES.locations.fetchCourts),
    date: draft.date,
    courtId: draft.courtId,
    startTime: draft.startTime,
    durationHours: draft.durationHours,
    slots: slotsRequest
      ? toRemote(slots, SERVICE_FALLBACK_MESSAGES.bookings.fetchAvailableSlots)
      : null,
    quote: range ? toRemote(quote, SERVICE_FALLBACK_MESSAGES.bookings.checkAvailability) : null,
    balance: wallet.data?.available_balance ?? null,
    onDateChange: (date) => choose({ date, startTime: null }),
    onCourtChange: (court) => choose({ courtId: court.id, startTime: null }),
    onDurationChange: (durationHours) => choose({ durationHours, startTime: null }),
    onSlotChange: (slot) => choose({ startTime: formatTime(slot.start_time) }),
    onConfirm: confirm,
    onClose,
    submitting: booking.isPending,
    // '' lets the dialog say 'Failed to create booking' when the server gave no message.
    submitError: booking.isError ? errorMessage(booking.error, '') : null,
    confirmed: booking.isSuccess ? booking.data : null,
  };
}

export interface BookingFlowDialogProps {
  now: Date;
  onClose: () => void;
}

/** The booking dialog on the draft's venue, with its flow. */
export default function BookingFlowDialog({ now, onClose }: BookingFlowDialogProps) {
  return <BookingDialogScreen {...useBookingDialog(onClose)} now={now} />;
}
