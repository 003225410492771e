/**
 * The game sessions view of /locations: the joinable sessions, the member's own (known from their
 * bookings' session_id, decisions §5), and joining and leaving them. A join goes through a
 * confirmation dialog that is open while the address names its session (`?join=<id>`,
 * GameSessionsPanel.tsx).
 */
import { atom, useAtomValue } from 'jotai';
import { SERVICE_FALLBACK_MESSAGES, type Booking, type GameSession } from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import { loading, type Remote } from '@ui/remote';
import type { JoinSessionDialogProps } from '@ui/Booking/JoinSessionDialog';
import { LOCATIONS_SCREEN_COPY } from '@ui/Screens/Locations';
import type { SessionsPanelProps } from '@ui/Screens/Locations/SessionsPanel';
import { joinSessionMutationAtom, leaveSessionMutationAtom } from '../api/bookings/flows';
import { myBookingsQueryAtom } from '../api/bookings/mine';
import { availableSessionsQueryAtom, sessionDaysQueryAtom } from '../api/locations/venues';
import type { SessionDay } from '../api/locations/params';
import { errorMessage, toRemote } from '../api/remote';
import { walletQueryAtom } from '../api/subscriptions';
import {
  joinWaitlistMutationAtom,
  leaveWaitlistMutationAtom,
  waitlistQueryAtom,
} from '../api/bookings/waitlist';
import { useExclusive } from './useExclusive';
import { useOffered } from './useOffered';

/** The member's places in game sessions: their pending or confirmed session bookings. */
export const joinedPlacesAtom = atom((get) =>
  (get(myBookingsQueryAtom).data ?? []).filter(
    (booking) =>
      booking.session_id !== null &&
      (booking.status === 'PENDING' || booking.status === 'CONFIRMED'),
  ),
);

/** The days on which the member holds a place, one per location and date, in a stable order. */
function joinedDays(places: readonly Booking[]): SessionDay[] {
  const days = new Map<string, SessionDay>();
  for (const booking of places) {
    days.set(`${booking.location.id}/${booking.date}`, {
      locationId: booking.location.id,
      date: booking.date,
    });
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, day]) => day);
}

const bySchedule = (a: GameSession, b: GameSession) =>
  a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.id - b.id;

type SessionsProps = Pick<
  SessionsPanelProps,
  | 'sessions'
  | 'joinedSessionIds'
  | 'busySessionId'
  | 'onJoinSession'
  | 'onLeaveSession'
  | 'sessionWaitlist'
>;

export interface GameSessions extends SessionsProps {
  /** The confirmation a join goes through: its cost and the balance after. */
  joinDialog: Omit<JoinSessionDialogProps, 'now'>;
  /** The address names a session to join, but the sessions have not arrived yet. */
  joinPending: boolean;
}

/** The join confirmation's state, which the page keeps in its address. */
export interface JoinAddress {
  /** The session the confirmation is open on; null while it is closed. */
  sessionId: number | null;
  open: (session: GameSession) => void;
  close: () => void;
}

export function useGameSessions(joinAddress: JoinAddress): GameSessions {
  const available = useAtomValue(availableSessionsQueryAtom);
  const myBookings = useAtomValue(myBookingsQueryAtom);
  const joinedPlaces = useAtomValue(joinedPlacesAtom);
  const joinedDaysSessions = useAtomValue(sessionDaysQueryAtom(joinedDays(joinedPlaces)));
  const join = useAtomValue(joinSessionMutationAtom);
  const leave = useAtomValue(leaveSessionMutationAtom);
  const wallet = useAtomValue(walletQueryAtom);
  const waitlist = useAtomValue(waitlistQueryAtom);
  const joinWaitlist = useAtomValue(joinWaitlistMutationAtom);
  const leaveWaitlist = useAtomValue(leaveWaitlistMutationAtom);

  const joinedSessionIds = joinedPlaces.flatMap((booking) =>
    booking.session_id === null ? [] : [booking.session_id],
  );

  const waitlistOffered = useOffered('waitlist');

  // A full session leaves the joinable list; the member's own place in one is still shown.
  let sessions: Remote<GameSession[]> = toRemote(
    available,
    SERVICE_FALLBACK_MESSAGES.locations.fetchSessions,
  );
  // Each card's action says what the member holds (Join or Leave, their place in a queue): the list
  // waits for their bookings and queues, never offering Join on a session they are in. A question
  // that failed waits no longer: the server refuses a second place.
  const placesLoading =
    myBookings.isLoading || joinedDaysSessions.isLoading || (waitlistOffered && waitlist.isLoading);
  if (sessions.status === 'success' && placesLoading) sessions = loading;
  if (sessions.status === 'success') {
    const listed = new Set(sessions.data.map((session) => session.id));
    const ownFull = (joinedDaysSessions.data ?? []).filter(
      (session) => joinedSessionIds.includes(session.id) && !listed.has(session.id),
    );
    sessions = { status: 'success', data: [...sessions.data, ...ownFull].sort(bySchedule) };
  }

  const joining =
    joinAddress.sessionId === null || sessions.status !== 'success'
      ? null
      : (sessions.data.find(({ id }) => id === joinAddress.sessionId) ?? null);

  // Join only asks: the coins move once the member confirms in the dialog.
  const onJoinSession = (session: GameSession) => {
    join.reset();
    joinAddress.open(session);
  };

  // One join or leave at a time: the list marks one session busy.
  const onConfirmJoin = useExclusive(async (session: GameSession) => {
    try {
      const { message } = await join.mutateAsync(session);
      joinAddress.close();
      toaster.create({ type: 'success', title: message ?? LOCATIONS_SCREEN_COPY.sessionJoined });
    } catch {
      // The dialog shows the failure (its error) and stays open for another try.
    }
  });

  // Left from a card anywhere down the list: a toast is seen wherever the member has scrolled.
  const onLeaveSession = useExclusive(async (session: GameSession) => {
    try {
      const { message } = await leave.mutateAsync(session);
      toaster.create({ type: 'success', title: message ?? LOCATIONS_SCREEN_COPY.sessionLeft });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: errorMessage(error, SERVICE_FALLBACK_MESSAGES.bookings.leaveSession),
      });
    }
  });

  // Waitlist actions are taken on a card anywhere down the list: their outcome is a toast.
  const onJoinWaitlist = useExclusive(async (session: GameSession) => {
    try {
      const { message } = await joinWaitlist.mutateAsync(session);
      toaster.create({ type: 'success', title: message ?? LOCATIONS_SCREEN_COPY.waitlistJoined });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: errorMessage(error, LOCATIONS_SCREEN_COPY.waitlistJoinFailed),
      });
    }
  });

  const onLeaveWaitlist = useExclusive(async (session: GameSession) => {
    try {
      const { message } = await leaveWaitlist.mutateAsync(session);
      toaster.create({ type: 'success', title: message ?? LOCATIONS_SCREEN_COPY.waitlistLeft });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: errorMessage(error, LOCATIONS_SCREEN_COPY.waitlistLeaveFailed),
      });
    }
  });

  const positions = new Map<number, number>();
  for (const entry of waitlist.data ?? []) {
    if (entry.status === 'waiting' && entry.position !== null) {
      positions.set(entry.session.id, entry.position);
    }
  }

  const busySessionId = join.isPending
    ? (join.variables?.id ?? null)
    : leave.isPending
      ? (leave.variables?.id ?? null)
      : joinWaitlist.isPending
        ? (joinWaitlist.variables?.id ?? null)
        : leaveWaitlist.isPending
          ? (leaveWaitlist.variables?.id ?? null)
          : null;

  return {
    sessions,
    joinedSessionIds,
    busySessionId,
    onJoinSession,
    onLeaveSession,
    // A server without waitlists offers none on a full session.
    sessionWaitlist: waitlistOffered
      ? { positions, onJoin: onJoinWaitlist, onLeave: onLeaveWaitlist }
      : undefined,
    joinDialog: {
      session: joining,
      balance: wallet.data?.available_balance ?? null,
      onConfirm: onConfirmJoin,
      onClose: () => {
        if (join.isPending) return;
        join.reset();
        joinAddress.close();
      },
      busy: join.isPending,
      error: join.isError
        ? errorMessage(join.error, SERVICE_FALLBACK_MESSAGES.bookings.joinSession)
        : null,
    },
    joinPending: joinAddress.sessionId !== null && sessions.status === 'loading',
  };
}
