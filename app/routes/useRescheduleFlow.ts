/**
 * Rescheduling from /bookings (docs/reschedule.md). A court booking: the booking dialog's steps,
 * pre-filled with the booking's date, court and length. A game-session place: a choice among the
 * other sessions of its sport with a free place. Then the server's price of the move (the
 * difference to pay or get back), and the move, sent with an Idempotency-Key so that a retry of an
 * answer lost on the way is the same move, not a second one.
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  SCREEN_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  isInsideBookingWindow,
  isSessionJoinable,
  lagosToday,
  type Booking,
  type GameSession,
} from '@domain';
import type { RescheduleSessionDialogProps } from '@ui/Booking/RescheduleSessionDialog';
import type { BookingDialogScreenProps } from '@ui/Screens/BookingDialog';
import { rescheduleBookingMutationAtom, rescheduleQuoteQueryAtom } from '../api/bookings/flows';
import type { RescheduleTarget } from '../api/bookings/params';
import { availableSessionsQueryAtom, locationsQueryAtom } from '../api/locations/venues';
import { errorMessage, toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import { rangeOf, useCourtSteps, type CourtDraft } from './courtSteps';
import { useDialogAction } from './useDialogAction';

/** The member's choices for the move: a court booking's court steps, or a session place's session. */
interface MoveDraft extends CourtDraft {
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

/** The venue whose courts a move chooses among: none for a session place. */
const courtVenueOf = (booking: Booking): number | null =>
  isSessionPlace(booking) ? null : booking.location.id;

function targetOf(booking: Booking, draft: MoveDraft): RescheduleTarget | null {
  if (isSessionPlace(booking)) {
    return draft.sessionId === null
      ? null
      : { bookingId: booking.id, body: { new_session_id: draft.sessionId } };
  }
  const range = rangeOf(courtVenueOf(booking), draft);
  return range ? { bookingId: booking.id, body: range } : null;
}

export interface RescheduleFlow {
  /** The court dialog's props, but for `now`; `location` is null unless a court booking moves. */
  dialog: Omit<BookingDialogScreenProps, 'now'>;
  /** The session dialog's props; `booking` is null unless a session place moves. */
  sessionDialog: RescheduleSessionDialogProps;
  /** A court booking is to move, but its venue (opening hours) has not arrived yet. */
  pending: boolean;
  /**
   * The venues could not be loaded, so the court dialog cannot open: what to say (the server's
   * message, else SPEC §8's), and how to ask again. Null while nothing failed.
   */
  venuesFailure: { message: string; retry: () => void } | null;
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
  // The booking as it was when the dialog opened: the outcome compares the move with it, after
  // the list has refreshed.
  const [booking] = useState(opened);
  const [draft, setDraft] = useState(() => draftFor(opened, now));
  const move = useDialogAction(
    useAtomValue(rescheduleBookingMutationAtom),
    SERVICE_FALLBACK_MESSAGES.bookings.rescheduleBooking,
  );
  const choose = (change: Partial<MoveDraft>) => {
    move.clearFailure();
    setDraft((current) => ({ ...current, ...change }));
  };
  const steps = useCourtSteps(courtVenueOf(booking), draft, choose);
  const locations = useAtomValue(locationsQueryAtom);
  const target = targetOf(booking, draft);
  const quote = useAtomValue(rescheduleQuoteQueryAtom(target));
  const wallet = useAtomValue(walletQueryAtom);
  const sessions = useAtomValue(availableSessionsQueryAtom);

  const confirm = () => {
    if (target) move.send(target, (idempotencyKey) => ({ target, idempotencyKey }));
  };

  const close = () => {
    if (move.submitting) return;
    onClose();
  };

  const movingSession = isSessionPlace(booking) ? booking : null;
  const location = movingSession
    ? null
    : (locations.data?.find(({ id }) => id === booking.location.id) ?? null);
  const sessionsRemote = toRemote(sessions, SERVICE_FALLBACK_MESSAGES.locations.fetchSessions);
  const quoteRemote = target
    ? toRemote(quote, SERVICE_FALLBACK_MESSAGES.bookings.checkAvailability)
    : null;
  const balance = wallet.data?.available_balance ?? null;
  const outcome = {
    onConfirm: confirm,
    onClose: close,
    submitting: move.submitting,
    submitError: move.submitError,
    confirmed: move.confirmed,
  };

  const waitingForVenue = !movingSession && location === null;

  return {
    pending: waitingForVenue && locations.isPending,
    venuesFailure:
      waitingForVenue && locations.isError
        ? {
            message: errorMessage(locations.error, SCREEN_MESSAGES.locations.loadFailed),
            retry: () => void locations.refetch(),
          }
        : null,
    close,
    dialog: {
      ...steps,
      ...outcome,
      location,
      moving: booking,
      quote: quoteRemote,
      balance,
    },
    sessionDialog: {
      ...outcome,
      booking: movingSession,
      sessions:
        movingSession && sessionsRemote.status === 'success'
          ? { ...sessionsRemote, data: sessionChoices(movingSession, sessionsRemote.data) }
          : sessionsRemote,
      value: draft.sessionId,
      onChange: (session) => choose({ sessionId: session.id }),
      quote: movingSession ? quoteRemote : null,
      balance,
    },
  };
}
