/**
 * The booking dialog's flow: date (the next 7 days, Lagos) → court → duration and start time →
 * the server's quote against the member's available coins → the booking, created with an
 * Idempotency-Key, and its reference. The member's choices are this dialog's own: each opening
 * starts afresh (from the hour picked on a venue's day grid, if one was), and the queries of each
 * step follow them. The page loads this with the dialog, when it first opens (useBookingFlow.ts).
 */
import { atom, useAtomValue, useSetAtom, type PrimitiveAtom } from 'jotai';
import { useEffect, useState } from 'react';
import {
  SERVICE_FALLBACK_MESSAGES,
  formatTime,
  type IsoDate,
  type Location,
  type WallTime,
} from '@domain';
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
import { courtsQueryAtom } from '../api/locations';
import { errorMessage, toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import type { BookingStart } from './useBookingFlow';
import { useAttemptKey } from './useAttemptKey';
import { useExclusive } from './useExclusive';

/** The member's choices in the open dialog. */
export interface BookingDraft {
  date: IsoDate | null;
  courtId: number | null;
  durationHours: number;
  startTime: WallTime | null;
}

const EMPTY_DRAFT: BookingDraft = { date: null, courtId: null, durationHours: 1, startTime: null };

function slotsRequestOf(venue: Location, draft: BookingDraft): SlotsRequest | null {
  const { date, courtId, durationHours } = draft;
  if (!date || courtId === null) return null;
  return { locationId: venue.id, date, courtId, durationHours };
}

/** The range the member has chosen, exactly as the booking will ask for it. */
function rangeOf(venue: Location, draft: BookingDraft): BookingRequest | null {
  const request = slotsRequestOf(venue, draft);
  if (!request || !draft.startTime) return null;
  return {
    location_id: request.locationId,
    court_id: request.courtId,
    date: request.date,
    start_time: formatTime(draft.startTime),
    end_time: endTime(draft.startTime, request.durationHours),
  };
}

/**
 * One dialog's choices and the queries that follow them: each step asks the server once the
 * choices before it are made. Made when the dialog opens, for its venue, and dropped with it.
 */
function dialogAtoms(venue: Location, start: BookingStart | null) {
  const draft: PrimitiveAtom<BookingDraft> = atom<BookingDraft>(
    start ? { ...EMPTY_DRAFT, ...start } : EMPTY_DRAFT,
  );
  return {
    draft,
    courts: courtsQueryAtom(atom(venue.id)),
    slots: availableSlotsQueryAtom(atom((get) => slotsRequestOf(venue, get(draft)))),
    quote: quoteQueryAtom(atom((get) => rangeOf(venue, get(draft)))),
  };
}

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
  const [atoms] = useState(() => dialogAtoms(venue, start));
  const draft = useAtomValue(atoms.draft);
  const setDraft = useSetAtom(atoms.draft);
  const courts = useAtomValue(atoms.courts);
  const slots = useAtomValue(atoms.slots);
  const quote = useAtomValue(atoms.quote);
  const wallet = useAtomValue(walletQueryAtom);
  const booking = useAtomValue(createBookingMutationAtom);
  const { reset } = booking;
  const sendOnce = useAttemptKey();

  useEffect(() => reset, [reset]);

  /** A new choice: the last failure no longer applies. */
  const choose = (change: Partial<BookingDraft>) => {
    if (booking.isError) reset();
    setDraft((current) => ({ ...current, ...change }));
  };

  const confirm = useExclusive(async (request: BookingRequest) => {
    await sendOnce(request, (idempotencyKey) =>
      booking.mutateAsync({ request, idempotencyKey }),
    ).catch(() => {
      // The dialog shows the failure (submitError).
    });
  });

  const slotsRequest = slotsRequestOf(venue, draft);
  const range = rangeOf(venue, draft);

  return {
    location: venue,
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
    submitError: booking.isError
      ? errorMessage(booking.error, SERVICE_FALLBACK_MESSAGES.bookings.createBooking)
      : null,
    confirmed: booking.isSuccess ? booking.data : null,
  };
}

export interface BookingFlowDialogProps extends BookingDialogOptions {
  now: Date;
}

/** The booking dialog on `venue`, with its flow; keyed by what it opens on, so each is afresh. */
export default function BookingFlowDialog({ now, ...options }: BookingFlowDialogProps) {
  return <BookingDialogScreen {...useBookingDialog(options)} now={now} />;
}
