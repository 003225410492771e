/**
 * The booking dialog of /locations: date (the next 7 days, Lagos) → court → duration and start
 * time → the server's quote against the member's available coins → the booking, created with an
 * Idempotency-Key, and its reference. The choices live in an atom so that the queries of each
 * step follow them.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  SERVICE_FALLBACK_MESSAGES,
  formatTime,
  type IsoDate,
  type Location,
  type WallTime,
} from '@domain';
import type { BookingDialogScreenProps, BookingRequest } from '@ui/Screens/BookingDialog';
// From its own module: the dialog's, which the page loads only when it opens, is not needed here.
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
import { useExclusive } from './useExclusive';

interface BookingDraft {
  location: Location | null;
  date: IsoDate | null;
  courtId: number | null;
  durationHours: number;
  startTime: WallTime | null;
}

const EMPTY_DRAFT: BookingDraft = {
  location: null,
  date: null,
  courtId: null,
  durationHours: 1,
  startTime: null,
};

const draftAtom = atom<BookingDraft>(EMPTY_DRAFT);

/**
 * The search parameter an open dialog adds to the history (`?book=<location id>`), so that the
 * browser's Back closes the dialog instead of leaving the page.
 */
export const BOOK_PARAM = 'book';

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

/** Where the dialog opens already chosen: a free hour picked on a venue's day grid. */
export interface BookingStart {
  date: IsoDate;
  courtId: number;
  startTime: WallTime;
}

export interface BookingFlow {
  /** Book Now: opens the dialog on this location, at a court and hour when `at` names them. */
  open: (location: Location, at?: BookingStart) => void;
  /** The dialog's props, but for `now`. */
  dialog: Omit<BookingDialogScreenProps, 'now'>;
}

export function useBookingFlow(): BookingFlow {
  const draft = useAtomValue(draftAtom);
  const setDraft = useSetAtom(draftAtom);
  const courts = useAtomValue(courtsAtom);
  const slots = useAtomValue(slotsAtom);
  const quote = useAtomValue(quoteAtom);
  const wallet = useAtomValue(walletQueryAtom);
  const booking = useAtomValue(createBookingMutationAtom);
  const { reset } = booking;
  const unanswered = useRef<UnansweredBooking | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const bookParam = searchParams.get(BOOK_PARAM);
  // Set from opening the dialog until its history entry is in the URL, and whether this page
  // pushed that entry (only then may closing go back over it).
  const entryPending = useRef(false);
  const entryPushed = useRef(false);

  // The choices belong to this visit of the page: leaving it (e.g. for 'View my bookings')
  // closes the dialog.
  useEffect(
    () => () => {
      setDraft(EMPTY_DRAFT);
      reset();
    },
    [setDraft, reset],
  );

  // Back (or Forward) past the dialog's entry closes it. Heard from the browser itself: the
  // router may hold the new location back while the page re-renders.
  useEffect(() => {
    const onPopState = () => {
      if (new URLSearchParams(window.location.search).has(BOOK_PARAM)) return;
      entryPushed.current = false;
      unanswered.current = null;
      reset();
      setDraft(EMPTY_DRAFT);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [reset, setDraft]);

  // The same, as the router sees it; and a reload (or a shared link) with the entry but no
  // dialog drops the entry.
  useEffect(() => {
    if (bookParam === null) {
      if (draft.location !== null && !entryPending.current) {
        entryPushed.current = false;
        unanswered.current = null;
        reset();
        setDraft(EMPTY_DRAFT);
      }
      return;
    }
    entryPending.current = false;
    if (draft.location === null && !entryPushed.current) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(BOOK_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [bookParam, draft.location, reset, setDraft, setSearchParams]);

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

  const close = () => {
    unanswered.current = null;
    reset();
    setDraft(EMPTY_DRAFT);
    // Closing takes back the entry opening added, so that Back then leaves the page as before.
    if (entryPushed.current && bookParam !== null) {
      entryPushed.current = false;
      void navigate(-1);
    }
  };

  const open = (location: Location, at?: BookingStart) => {
    unanswered.current = null;
    reset();
    setDraft({ ...EMPTY_DRAFT, location, ...at });
    entryPending.current = true;
    entryPushed.current = true;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(BOOK_PARAM, String(location.id));
      return next;
    });
  };

  const slotsRequest = slotsRequestOf(draft);
  const range = rangeOf(draft);

  return {
    open,
    dialog: {
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
      onClose: close,
      submitting: booking.isPending,
      // '' lets the dialog say 'Failed to create booking' when the server gave no message.
      submitError: booking.isError ? errorMessage(booking.error, '') : null,
      confirmed: booking.isSuccess ? booking.data : null,
    },
  };
}
