/**
 * Sharing a booking on WhatsApp and the links it carries: a game session opens at
 * /locations?session=ID (the app opens that session, after a sign-in when needed), a court
 * booking's venue at /locations?q=NAME (the venue list searched for it).
 */

import { formatSchedule } from './format';
import type { Booking } from './types';

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
