/**
 * Rescheduling from /bookings (docs/reschedule.md). A court booking: the booking dialog's steps,
 * pre-filled with the booking's date, court and length. A game-session place: a choice among the
 * other sessions of its sport with a free place. Then the server's price of the move (the
 * difference to pay or get back), and the move, sent with an Idempotency-Key so that a retry of an
 * answer lost on the way is the same move, not a second one.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
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
import { availableSessionsQueryAtom, courtsQueryAtom, locationsQueryAtom } from '../api/locations';
import { errorMessage, toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import { useAttemptKey } from './useAttemptKey';
import { useExclusive } from './useExclusive';

/** The member's choices for the move. */
interface MoveDraft {
  date: IsoDate | null;
  courtId: number | null;
  durationHours: number;
  startTime: WallTime | null;
  /** A session place's chosen new session. */
  sessionId: number | null;
}

/**
 * The booking's own day, court and length are the starting point; its own start is left unchosen
 * (choosing it again would move nothing), and a day no longer bookable is left for the member.
 */
export function draftFor(booking: Booking, now: Date): MoveDraft {
  const bookable = booking.date >= lagosToday(now) && isInsideBookingWindow(booking.date, now);
  return {
    date: bookable ? booking.date : null,
    courtId: booking.court.id,
    durationHours: booking.duration_hours,
    startTime: null,
    sessionId: null,
  };
}

const isSessionPlace = (booking: Booking): boolean => booking.session_id !== null;

function slotsRequestOf(booking: Booking, draft: MoveDraft): SlotsRequest | null {
  const { date, courtId, durationHours } = draft;
  if (isSessionPlace(booking) || !date || courtId === null) return null;
  return { locationId: booking.location.id, date, courtId, durationHours };
}

function targetOf(booking: Booking, draft: MoveDraft): RescheduleTarget | null {
  if (isSessionPlace(booking)) {
    return draft.sessionId === null
      ? null
      : { bookingId: booking.id, body: { new_session_id: draft.sessionId } };
  }
  const request = slotsRequestOf(booking, draft);
  if (!request || !draft.startTime) return null;
  return {
    bookingId: booking.id,
    body: {
      location_id: request.locationId,
      court_id: request.courtId,
      date: request.date,
      start_time: formatTime(draft.startTime),
      end_time: endTime(draft.startTime, request.durationHours),
    },
  };
}

/**
 * One move's choices and the queries that follow them, made when its dialog opens, with the
 * booking as it was then: the outcome compares the move with it, after the list has refreshed.
 */
function flowAtoms(booking: Booking, now: Date) {
  const draft = atom<MoveDraft>(draftFor(booking, now));
  return {
    booking,
    draft,
    courts: courtsQueryAtom(atom(isSessionPlace(booking) ? null : booking.location.id)),
    slots: availableSlotsQueryAtom(atom((get) => slotsRequestOf(booking, get(draft)))),
    quote: rescheduleQuoteQueryAtom(atom((get) => targetOf(booking, get(draft)))),
  };
}

export interface RescheduleFlow {
  /** The court dialog's props, but for `now`; `location` is null unless a court booking moves. */
  dialog: Omit<BookingDialogScreenProps, 'now'>;
  /** The session dialog's props; `booking` is null unless a session place moves. */
  sessionDialog: RescheduleSessionDialogProps;
  /** A court booking is to move, but its venue (opening hours) has not arrived yet. */
  pending: boolean;
  /** The venues could not be loaded: the court dialog cannot open. */
  loadFailed: boolean;
  /** Closes the dialog (the mutation's outcome goes with it). */
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

/**
 * The move of `booking`, while its dialog is open (the page keeps that in its address and mounts
 * this with the dialog); `onClose` closes it.
 */
export function useRescheduleFlow(opened: Booking, now: Date, onClose: () => void): RescheduleFlow {
  const [atoms] = useState(() => flowAtoms(opened, now));
  const { booking } = atoms;
  const draft = useAtomValue(atoms.draft);
  const setDraft = useSetAtom(atoms.draft);
  const locations = useAtomValue(locationsQueryAtom);
  const courts = useAtomValue(atoms.courts);
  const slots = useAtomValue(atoms.slots);
  const quote = useAtomValue(atoms.quote);
  const wallet = useAtomValue(walletQueryAtom);
  const sessions = useAtomValue(availableSessionsQueryAtom);
  const move = useAtomValue(rescheduleBookingMutationAtom);
  const { reset } = move;
  const sendOnce = useAttemptKey();

  // The outcome belongs to this opening.
  useEffect(() => reset, [reset]);

  const choose = (change: Partial<MoveDraft>) => {
    if (move.isError) reset();
    setDraft((current) => ({ ...current, ...change }));
  };

  const confirm = useExclusive(async () => {
    const target = targetOf(booking, draft);
    if (!target) return;
    await sendOnce(target, (idempotencyKey) => move.mutateAsync({ target, idempotencyKey })).catch(
      () => {
        // The dialog shows the failure (submitError).
      },
    );
  });

  const close = () => {
    if (move.isPending) return;
    onClose();
  };

  const movingSession = isSessionPlace(booking) ? booking : null;
  const location = movingSession
    ? null
    : (locations.data?.find(({ id }) => id === booking.location.id) ?? null);
  const sessionsRemote = toRemote(sessions, SERVICE_FALLBACK_MESSAGES.locations.fetchSessions);
  const slotsRequest = slotsRequestOf(booking, draft);
  const target = targetOf(booking, draft);

  const waitingForVenue = !movingSession && location === null;

  return {
    pending: waitingForVenue && locations.isPending,
    loadFailed: waitingForVenue && locations.isError,
    close,
    dialog: {
      location,
      moving: booking,
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
      submitError: move.isError
        ? errorMessage(move.error, SERVICE_FALLBACK_MESSAGES.bookings.rescheduleBooking)
        : null,
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
      submitError: move.isError
        ? errorMessage(move.error, SERVICE_FALLBACK_MESSAGES.bookings.rescheduleBooking)
        : null,
      confirmed: move.isSuccess ? move.data : null,
    },
  };
}
