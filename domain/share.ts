/**
 * Sharing a booking on WhatsApp and the links it carries: a game session opens at
 * /locations?session=ID (the app opens that session, after a sign-in when needed), a court
 * booking's venue at /locations?q=NAME (the venue list searched for it).
 */

import { formatSchedule, lagosDateTimeToInstant } from './format';
import { isSessionJoinable } from './sessions';
import type { Booking, GameSession } from './types';

/** 'Football', 'Basketball': a court type as a sport's name. */
export function sportName(courtType: string): string {
  const words = courtType.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The venue as a message or a calendar's LOCATION: its name and street address, which maps can find. */
export function venueLine(location: Pick<Booking['location'], 'name' | 'address'>): string {
  const address = location.address.trim();
  return address ? `${location.name}, ${address}` : location.name;
}

/** The query parameter of /locations that names a shared session. */
export const SHARED_SESSION_PARAM = 'session';
/** The query parameter of /locations that holds the venue search. */
export const VENUE_SEARCH_PARAM = 'q';
export const WHATSAPP_SHARE_URL = 'https://wa.me/';

/** '/locations?session=301' */
export function sharedSessionPath(sessionId: number): string {
  return `/locations?${new URLSearchParams({ [SHARED_SESSION_PARAM]: String(sessionId) })}`;
}

/** '/locations?q=Lekki+Arena' */
export function venuePath(venueName: string): string {
  return `/locations?${new URLSearchParams({ [VENUE_SEARCH_PARAM]: venueName })}`;
}

/** The id a /locations address names in ?session=, or null when it names none (or not a number). */
export function sharedSessionId(params: URLSearchParams): number | null {
  const raw = params.get(SHARED_SESSION_PARAM);
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

type SharedBooking = Pick<
  Booking,
  'location' | 'facility' | 'session_id' | 'date' | 'start_time' | 'end_time'
>;

/** The link a shared booking carries: the session itself, or the venue of a court booking. */
export function shareLink(booking: SharedBooking, origin: string): string {
  const path =
    booking.session_id === null
      ? venuePath(booking.location.name)
      : sharedSessionPath(booking.session_id);
  return `${origin}${path}`;
}

/**
 * 'Football at Lekki Arena, 12 Admiralty Way
 *  Sat 28 Nov 2026, 18:00–20:00
 *  Join the game on Pitchside: https://…/locations?session=301'
 */
export function shareMessage(booking: SharedBooking, origin: string): string {
  const invitation =
    booking.session_id === null ? 'Book a court there on Pitchside' : 'Join the game on Pitchside';
  return [
    `${sportName(booking.facility)} at ${venueLine(booking.location)}`,
    formatSchedule(booking.date, booking.start_time, booking.end_time),
    `${invitation}: ${shareLink(booking, origin)}`,
  ].join('\n');
}

/** WhatsApp's click-to-chat address with the message filled in; the member picks the chat. */
export function whatsAppShareUrl(message: string): string {
  return `${WHATSAPP_SHARE_URL}?text=${encodeURIComponent(message)}`;
}

/** What a shared session link can lead to, for the member who opened it. */
export type SharedSessionOutcome = 'join' | 'joined' | 'full' | 'over' | 'cancelled' | 'closed';

type SharedSession = Pick<
  GameSession,
  'status' | 'current_players' | 'max_players' | 'date' | 'start_time'
>;

/**
 * The member's own place first (they can still see and leave it), then whether the game can
 * still be played and joined: one that has started is over, whatever its status says.
 */
export function sharedSessionOutcome(
  session: SharedSession,
  now: Date,
  joined: boolean,
): SharedSessionOutcome {
  const started =
    lagosDateTimeToInstant(session.date, session.start_time).getTime() <= now.getTime();
  if (session.status === 'cancelled') return 'cancelled';
  if (started || session.status === 'completed') return 'over';
  if (joined) return 'joined';
  if (session.status === 'maintenance') return 'closed';
  if (!isSessionJoinable(session)) return 'full';
  return 'join';
}

export const SHARED_SESSION_MESSAGES = {
  notFound: {
    title: 'Session not found',
    description:
      'The shared link names a game session that does not exist. Browse the sessions below.',
  },
  over: {
    title: 'This session is over',
    description: 'The game in the shared link has already been played. Browse the sessions below.',
  },
  cancelled: {
    title: 'This session was cancelled',
    description: 'The game in the shared link was called off. Browse the sessions below.',
  },
  full: {
    title: 'This session is full',
    description: 'Every place in the shared game is taken. Browse the sessions below.',
  },
  closed: {
    title: 'This session is closed',
    description:
      'The court of the shared game is closed for maintenance. Browse the sessions below.',
  },
  joined: {
    title: 'You are in this session',
    description: 'You already hold a place in the shared game.',
  },
  failed: {
    title: 'The shared session could not be loaded',
    description: 'Please try the link again.',
  },
} as const;
