/**
 * A shared session link, /locations?session=ID (from a WhatsApp message): the page reads the
 * session from the API, switches to the sessions view with the session's card scrolled into view,
 * and opens its join dialog when it can be joined; otherwise a notice says why not (over,
 * cancelled, full, closed, unknown). A visitor signs in first and comes back to the same address
 * (Guard keeps the query string). Handled once per id; the parameter then leaves the address, so
 * closing the dialog or reloading does not open it again.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import {
  SHARED_SESSION_MESSAGES,
  SHARED_SESSION_PARAM,
  sharedSessionId,
  sharedSessionOutcome,
  type GameSession,
} from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import { myBookingsQueryAtom } from '../api/myBookings';
import { sharedSessionQueryAtom } from '../api/locations';
import { ApiError } from '../api/client';

const sharedIdAtom = atom<number | null>(null);
const sharedQueryAtom = sharedSessionQueryAtom(sharedIdAtom);

interface SharedSessionOptions {
  params: URLSearchParams;
  setParams: (
    change: (params: URLSearchParams) => URLSearchParams,
    options?: { replace?: boolean },
  ) => void;
  joinedSessionIds: readonly number[];
  onJoinSession: (session: GameSession) => void;
  now: Date;
}

const SESSIONS_VIEW = 'sessions';
const VIEW_PARAM = 'view';

function scrollToCard(id: number) {
  // After the sessions view has rendered the card.
  requestAnimationFrame(() => {
    document
      .querySelector(`[data-session-id="${id}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

export function useSharedSession({
  params,
  setParams,
  joinedSessionIds,
  onJoinSession,
  now,
}: SharedSessionOptions): void {
  const id = sharedSessionId(params);
  const setSharedId = useSetAtom(sharedIdAtom);
  const query = useAtomValue(sharedQueryAtom);
  // Whether the member already holds a place is known once their bookings are.
  const joinedKnown = useAtomValue(myBookingsQueryAtom).status !== 'pending';
  const handled = useRef<number | null>(null);
  const asked = params.get(SHARED_SESSION_PARAM);

  useEffect(() => {
    if (id !== null) setSharedId(id);
  }, [id, setSharedId]);

  useEffect(() => {
    if (asked === null) return;
    const finish = (view: boolean) =>
      setParams(
        (current) => {
          current.delete(SHARED_SESSION_PARAM);
          if (view) current.set(VIEW_PARAM, SESSIONS_VIEW);
          return current;
        },
        { replace: true },
      );
    const notice = (
      type: 'info' | 'warning' | 'error',
      message: { title: string; description: string },
    ) => toaster.create({ type, ...message });

    if (id === null) {
      // A malformed id names no session.
      notice('warning', SHARED_SESSION_MESSAGES.notFound);
      finish(true);
      return;
    }
    if (handled.current === id) return;
    if (query.status === 'pending' || query.fetchStatus === 'fetching' || !joinedKnown) return;
    handled.current = id;
    if (query.status === 'error') {
      const unknown = query.error instanceof ApiError && query.error.status === 404;
      notice(
        unknown ? 'warning' : 'error',
        unknown ? SHARED_SESSION_MESSAGES.notFound : SHARED_SESSION_MESSAGES.failed,
      );
      finish(true);
      return;
    }
    const session = query.data;
    const outcome = sharedSessionOutcome(session, now, joinedSessionIds.includes(session.id));
    finish(true);
    scrollToCard(session.id);
    if (outcome === 'join') onJoinSession(session);
    else notice(outcome === 'joined' ? 'info' : 'warning', SHARED_SESSION_MESSAGES[outcome]);
  }, [asked, id, query, joinedKnown, joinedSessionIds, now, onJoinSession, setParams]);
}

/** The hook as a component, so /locations loads its code only when a link names a session. */
export default function SharedSessionOpener(props: SharedSessionOptions) {
  useSharedSession(props);
  return null;
}
