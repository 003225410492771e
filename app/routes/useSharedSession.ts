/**
 * A shared session link, /locations?session=ID (from a WhatsApp message): the page reads the
 * session from the API, switches to the sessions view with the session's card scrolled into view,
 * and opens its join dialog when it can be joined (by naming it in the address, `join=ID`,
 * joinAddress.ts); otherwise a notice says why not (over, cancelled, full, closed, unknown). A
 * visitor signs in first and comes back to the same address (Guard keeps the query string).
 * Handled once per id; the parameter then leaves the address, so reloading does not ask again.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import {
  SHARED_SESSION_MESSAGES,
  SHARED_SESSION_PARAM,
  sharedSessionId,
  sharedSessionOutcome,
} from '@domain';
import { toaster } from '@ui/Feedback/Toaster';
import { myBookingsQueryAtom } from '../api/bookings/mine';
import { sharedSessionQueryAtom } from '../api/locations/venues';
import { ApiError } from '../api/answer';
import { JOIN_PARAM } from './joinAddress';
import type { SetParams } from './useAddressParams';
import { joinedPlacesAtom } from './useGameSessions';

interface SharedSessionOptions {
  params: URLSearchParams;
  setParams: SetParams;
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

export function useSharedSession({ params, setParams, now }: SharedSessionOptions): void {
  const id = sharedSessionId(params);
  const query = useAtomValue(sharedSessionQueryAtom(id));
  // Whether the member already holds a place is known once their bookings are.
  const joinedKnown = useAtomValue(myBookingsQueryAtom).status !== 'pending';
  const joinedPlaces = useAtomValue(joinedPlacesAtom);
  const handled = useRef<number | null>(null);
  const asked = params.get(SHARED_SESSION_PARAM);

  useEffect(() => {
    if (asked === null) return;
    const finish = (view: boolean, join: number | null = null) =>
      setParams(
        (current) => {
          current.delete(SHARED_SESSION_PARAM);
          if (view) current.set(VIEW_PARAM, SESSIONS_VIEW);
          if (join !== null) current.set(JOIN_PARAM, String(join));
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
    const joined = joinedPlaces.some((booking) => booking.session_id === session.id);
    const outcome = sharedSessionOutcome(session, now, joined);
    finish(true, outcome === 'join' ? session.id : null);
    scrollToCard(session.id);
    if (outcome !== 'join') {
      notice(outcome === 'joined' ? 'info' : 'warning', SHARED_SESSION_MESSAGES[outcome]);
    }
  }, [asked, id, query, joinedKnown, joinedPlaces, now, setParams]);
}

/** The hook as a component, so /locations loads its code only when a link names a session. */
export default function SharedSessionOpener(props: SharedSessionOptions) {
  useSharedSession(props);
  return null;
}
