/**
 * Rescheduling from /bookings (docs/reschedule.md). A court booking: the booking dialog's steps,
 * pre-filled with the booking's date, court and length. A game-session place: a choice among the
 * other sessions of its sport with a free place. Then the server's price of the move (the
 * difference to pay or get back), and the move, sent with an Idempotency-Key so that a retry of an
 * answer lost on the way is the same move, not a second one.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import {
  SERVICE_FALLBACK_MESSAGES,
  formatTime,
  isInsideBookingWindow,
  isSessionJoinable,
  lagosToday,
  type Booking,
  type GameSession,
  type IsoDate,
  type WallTime,
} from '@domain';
import type { RescheduleSessionDialogProps } from '@ui/Booking/RescheduleSessionDialog';
import type { BookingDialogScreenProps } from '@ui/Screens/BookingDialog';
import { endTime } from '@ui/Screens/BookingDialog/endTime';
import {
  availableSlotsQueryAtom,
  rescheduleBookingMutationAtom,
  rescheduleQuoteQueryAtom,
  type RescheduleTarget,
  type SlotsRequest,
} from '../api/bookings';
import { ApiError } from '../api/client';
import { availableSessionsQueryAtom, courtsQueryAtom, locationsQueryAtom } from '../api/locations';
import { errorMessage, toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import { useExclusive } from './useExclusive';

interface MoveDraft {
  booking: Booking | null;
  date: IsoDate | null;
  courtId: number | null;
  durationHours: number;
  startTime: WallTime | null;
  /** A session place's chosen new session. */
  sessionId: number | null;
}

const EMPTY_DRAFT: MoveDraft = {
  booking: null,
  date: null,
  courtId: null,
  durationHours: 1,
  startTime: null,
  sessionId: null,
};

const draftAtom = atom<MoveDraft>(EMPTY_DRAFT);

/**
 * The booking's own day, court and length are the starting point; its own start is left unchosen
 * (choosing it again would move nothing), and a day no longer bookable is left for the member.
 */
export function draftFor(booking: Booking, now: Date): MoveDraft {
  const bookable = booking.date >= lagosToday(now) && isInsideBookingWindow(booking.date, now);
  return {
    booking,
    date: bookable ? booking.date : null,
    courtId: booking.court.id,
    durationHours: booking.duration_hours,
    startTime: null,
    sessionId: null,
  };
}

const isSessionPlace = (booking: Booking | null): boolean =>
  booking !== null && booking.session_id !== null;

function slotsRequestOf(draft: MoveDraft): SlotsRequest | null {
  const { booking, date, courtId, durationHours } = draft;
  if (!booking || isSessionPlace(booking) || !date || courtId === null) return null;
  return { locationId: booking.location.id, date, courtId, durationHours };
}

function targetOf(draft: MoveDraft): RescheduleTarget | null {
  if (draft.booking && isSessionPlace(draft.booking)) {
    return draft.sessionId === null
      ? null
      : { bookingId: draft.booking.id, body: { new_session_id: draft.sessionId } };
  }
  const request = slotsRequestOf(draft);
  if (!request || !draft.booking || !draft.startTime) return null;
  return {
    bookingId: draft.booking.id,
    body: {
      location_id: request.locationId,
      court_id: request.courtId,
      date: request.date,
      start_time: formatTime(draft.startTime),
      end_time: endTime(draft.startTime, request.durationHours),
    },
  };
}

const courtsAtom = courtsQueryAtom(
  atom((get) => {
    const { booking } = get(draftAtom);
    return booking && !isSessionPlace(booking) ? booking.location.id : null;
  }),
);
const slotsAtom = availableSlotsQueryAtom(atom((get) => slotsRequestOf(get(draftAtom))));
const quoteAtom = rescheduleQuoteQueryAtom(atom((get) => targetOf(get(draftAtom))));

/** Whether an attempt got the server's final word; only one that did not may be retried as is. */
function answered(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 500;
}

export interface RescheduleFlow {
  /** Reschedule on a court booking's card or detail: opens the dialog on it. */
  open: (booking: Booking) => void;
  /** The court dialog's props, but for `now`; `location` is null unless a court booking moves. */
  dialog: Omit<BookingDialogScreenProps, 'now'>;
  /** The session dialog's props; `booking` is null unless a session place moves. */
  sessionDialog: RescheduleSessionDialogProps;
  /** A court booking is to move, but its venue (opening hours) has not arrived yet. */
  pending: boolean;
  /** The venues could not be loaded: the court dialog cannot open. */
  loadFailed: boolean;
  /** Drops the booking being moved. */
  close: () => void;
}

/** Where a session place may go: another session of the same sport with a free place. */
function sessionChoices(booking: Booking, sessions: readonly GameSession[]): GameSession[] {
  return sessions.filter(
    (session) =>
      isSessionJoinable(session) &&
      session.id !== booking.session_id &&
      session.court.court_type === booking.court.court_type,
  );
}

export function useRescheduleFlow(now: Date): RescheduleFlow {
  const draft = useAtomValue(draftAtom);
  const setDraft = useSetAtom(draftAtom);
  const locations = useAtomValue(locationsQueryAtom);
  const courts = useAtomValue(courtsAtom);
  const slots = useAtomValue(slotsAtom);
  const quote = useAtomValue(quoteAtom);
  const wallet = useAtomValue(walletQueryAtom);
  const sessions = useAtomValue(availableSessionsQueryAtom);
  const move = useAtomValue(rescheduleBookingMutationAtom);
  const { reset } = move;
  const lastAttempt = useRef<{ request: string; key: string } | null>(null);

  useEffect(
    () => () => {
      setDraft(EMPTY_DRAFT);
      reset();
    },
    [setDraft, reset],
  );

  const choose = (change: Partial<MoveDraft>) => {
    if (move.isError) reset();
    setDraft((current) => ({ ...current, ...change }));
  };

  // One key per move the member asks for: a second tap that lands after the first answer sends
  // the same key, and the server answers it with the first move's success.
  const confirm = useExclusive(async () => {
    const target = targetOf(draft);
    if (!target) return;
    const fingerprint = JSON.stringify(target);
    const attempt =
      lastAttempt.current?.request === fingerprint
        ? lastAttempt.current
        : { request: fingerprint, key: crypto.randomUUID() };
    lastAttempt.current = attempt;
    try {
      await move.mutateAsync({ target, idempotencyKey: attempt.key });
    } catch (error) {
      // The dialog shows the failure (submitError); a refusal is final, so another try is new.
      if (answered(error)) lastAttempt.current = null;
    }
  });

  const close = () => {
    lastAttempt.current = null;
    reset();
    setDraft(EMPTY_DRAFT);
  };

  const open = (booking: Booking) => {
    lastAttempt.current = null;
    reset();
    setDraft(draftFor(booking, now));
  };

  const movingSession = isSessionPlace(draft.booking) ? draft.booking : null;
  const location =
    draft.booking && !movingSession
      ? (locations.data?.find(({ id }) => id === draft.booking?.location.id) ?? null)
      : null;
  const sessionsRemote = toRemote(sessions, SERVICE_FALLBACK_MESSAGES.locations.fetchSessions);
  const slotsRequest = slotsRequestOf(draft);
  const target = targetOf(draft);

  const waitingForVenue = draft.booking !== null && !movingSession && location === null;

  return {
    open,
    pending: waitingForVenue && locations.isPending,
    loadFailed: waitingForVenue && locations.isError,
    close,
    dialog: {
      location,
      moving: draft.booking,
      courts: toRemote(courts, SERVICE_FALLBACK_MESSAGES.locations.fetchCourts),
      date: draft.date,
      courtId: draft.courtId,
      startTime: draft.startTime,
      durationHours: draft.durationHours,
      slots: slotsRequest
        ? toRemote(slots, SERVICE_FALLBACK_MESSAGES.bookings.fetchAvailableSlots)
        : null,
      quote: target ? toRemote(quote, SERVICE_FALLBACK_MESSAGES.bookings.checkAvailability) : null,
      balance: wallet.data?.available_balance ?? null,
      onDateChange: (date) => choose({ date, startTime: null }),
      onCourtChange: (court) => choose({ courtId: court.id, startTime: null }),
      onDurationChange: (durationHours) => choose({ durationHours, startTime: null }),
      onSlotChange: (slot) => choose({ startTime: formatTime(slot.start_time) }),
      onConfirm: () => confirm(),
      onClose: close,
      submitting: move.isPending,
      // '' lets the dialog say 'Failed to reschedule booking' when the server gave no message.
      submitError: move.isError ? errorMessage(move.error, '') : null,
      confirmed: move.isSuccess ? move.data : null,
    },
    sessionDialog: {
      booking: movingSession,
      sessions:
        movingSession && sessionsRemote.status === 'success'
          ? { ...sessionsRemote, data: sessionChoices(movingSession, sessionsRemote.data) }
          : sessionsRemote,
      value: draft.sessionId,
      onChange: (session) => choose({ sessionId: session.id }),
      quote:
        movingSession && target
          ? toRemote(quote, SERVICE_FALLBACK_MESSAGES.bookings.checkAvailability)
          : null,
      balance: wallet.data?.available_balance ?? null,
      onConfirm: () => confirm(),
      onClose: close,
      submitting: move.isPending,
      submitError: move.isError ? errorMessage(move.error, '') : null,
      confirmed: move.isSuccess ? move.data : null,
    },
  };
}
