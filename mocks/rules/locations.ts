/**
 * The rules of locations and game sessions: the messages, what a member may see, distances, a
 * session's schedule and its clashes with court time, cancelling its players' bookings with
 * refunds, and when a session is full or joinable.
 */

import { z } from 'zod';
import {
  MESSAGES,
  formatCoins,
  formatSchedule,
  SESSION_STATUSES,
  isSessionJoinable,
  isStaff,
  lagosDateTimeToInstant,
  validateBookingData,
  MAX_LENGTH,
  NEARBY_MAX_RADIUS_KM,
  SCHEDULE_MESSAGES,
  SESSION_MAX_PLAYERS,
  TEXT_LINE,
} from '@domain';
import type { GameSession, SessionStatus } from '@domain';
import { clock, timestamp } from '../clock';
import { db } from '../db';
import type { BookingRecord, LocationRecord, SessionRecord, UserRecord } from '../records';
import {
  addError,
  fail,
  fieldErrorsFrom,
  fields,
  type ErrorResponse,
  type FieldErrors,
} from '../http';
import { release } from '../coinHolds';
import { notify } from '../notifications';
import { courtConflicts, withinOpeningHours, type CourtOccupancy } from '../schedule';
import { serializeSession, sessionBookings, sessionPlayers } from '../serializers';

/** The location sessions list and the joinable list cover today and the 13 days after it. */
export const SESSION_WINDOW_DAYS = 14;
/** The free-text searches answer at most this many entries (the contract's cap). */
export const SEARCH_LIMIT = 50;
/** Mean Earth radius (IUGG), km: the haversine distance's sphere. */
const EARTH_RADIUS_KM = 6371.0088;

export const LOCATION_MESSAGES = {
  sessionCreated: 'Session created',
  sessionUpdated: 'Session updated',
  sessionDeleted: 'Session deleted',
  // Worded as bookings.ts words the same refusals, so that staff and members read one voice.
  slotUnavailable: 'This time slot is no longer available. Please choose another time.',
  startPassed: 'Cannot schedule a start time that has already passed',
  courtNotAtLocation: 'This court is not at the selected location.',
  courtInactive: 'This court is not in use.',
  completedSession: 'A completed session cannot be changed.',
  outsideOpeningHours: SCHEDULE_MESSAGES.outsideOpeningHours,
  maxBelowPlayers: SCHEDULE_MESSAGES.maxBelowPlayers,
  unknownId: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  clash: (what: string) => `Clashes with ${what}.`,
  refund: (reference: string) =>
    `Refund for booking ${reference}: the session was cancelled by staff`,
  cancellationReason: 'Session cancelled by staff',
  cancelledEmailSubject: (title: string) => `Cancelled: ${title}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Reading helpers.

const lower = (value: string): string => value.trim().toLowerCase();
export const contains = (haystack: string, needle: string): boolean =>
  haystack.toLowerCase().includes(needle.toLowerCase());
export const sameText = (a: string, b: string): boolean => lower(a) === lower(b);

export const byName = (a: LocationRecord, b: LocationRecord): number =>
  a.name.localeCompare(b.name, 'en') || a.id - b.id;

/** By date, then start time, then id: the order every session list uses. */
export const bySchedule = (a: SessionRecord, b: SessionRecord): number =>
  a.session_date.localeCompare(b.session_date) ||
  a.start_time.localeCompare(b.start_time) ||
  a.id - b.id;

/** Inactive locations are hidden from members, as if they did not exist. */
export function canSee(user: UserRecord, location: LocationRecord): boolean {
  return location.is_active || isStaff(user);
}

export function visibleLocation(
  user: UserRecord,
  id: number | undefined,
): LocationRecord | undefined {
  if (id === undefined) return undefined;
  const location = db.locations.findFirst((q) => q.where({ id }));
  return location && canSee(user, location) ? location : undefined;
}

/** Ids of the locations whose sessions the user may see. */
export function visibleLocationIds(user: UserRecord): Set<number> {
  return new Set(
    db.locations
      .all()
      .filter((location) => canSee(user, location))
      .map((location) => location.id),
  );
}

export function courtTypeOf(session: SessionRecord): string | undefined {
  return db.courts.findFirst((q) => q.where({ id: session.court_id }))?.court_type;
}

export const serialize = (session: SessionRecord): GameSession => serializeSession(db, session);

/** Great-circle distance in km between two points given in degrees (haversine). */
export function haversineKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const roundTo2 = (value: number): number => Math.round(value * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Writing helpers.

/** Bookings that still hold a place (and possibly coins) in the session. */
export function activeSessionBookings(sessionId: number): BookingRecord[] {
  return sessionBookings(db, sessionId).filter(
    (booking) => booking.status === 'PENDING' || booking.status === 'CONFIRMED',
  );
}

/**
 * Cancels every active booking of the session and gives its coins back. Staff cancel regardless
 * of the cancellation cut-off: the game is not happening, so the member is owed the coins.
 */
export async function cancelSessionBookings(session: SessionRecord): Promise<void> {
  const now = clock.now();
  for (const booking of activeSessionBookings(session.id)) {
    await release(db, {
      userId: booking.user_id,
      reference: booking.booking_reference,
      description: LOCATION_MESSAGES.refund(booking.booking_reference),
      at: now,
    });
    await db.bookings.update((q) => q.where({ id: booking.id }), {
      data(draft) {
        draft.status = 'CANCELLED';
        // An unpaid (PENDING) booking had nothing to refund.
        if (draft.payment_status === 'PAID') draft.payment_status = 'REFUNDED';
        draft.cancelled_at = timestamp(now);
        draft.cancellation_reason = LOCATION_MESSAGES.cancellationReason;
      },
    });
    // Each player is told ("refunds … and notifies them"): a notification, and an
    // e-mail in the outbox when their preferences allow.
    const title = session.title || 'Your game session';
    await notify(booking.user_id, 'booking_cancelled', {
      title: LOCATION_MESSAGES.cancelledEmailSubject(title),
      body: [
        `Staff cancelled ${title} on ${formatSchedule(session.session_date, session.start_time, session.end_time)}.`,
        `Your place (booking ${booking.booking_reference}) is cancelled and its ${formatCoins(booking.coin_cost)} went back to your wallet.`,
      ].join(' '),
      link: '/bookings',
    });
  }
}

export function describeConflicts(conflicts: CourtOccupancy): string[] {
  return [
    ...conflicts.bookings.map((booking) =>
      LOCATION_MESSAGES.clash(
        `booking ${booking.booking_reference} (${booking.start_time}–${booking.end_time})`,
      ),
    ),
    ...conflicts.sessions.map((session) =>
      LOCATION_MESSAGES.clash(
        `session ${session.id}${session.title ? ` "${session.title}"` : ''} (${session.start_time}–${session.end_time})`,
      ),
    ),
    ...conflicts.maintenance.map((block) =>
      LOCATION_MESSAGES.clash(`maintenance (${block.start_time}–${block.end_time})`),
    ),
  ];
}

export interface Schedule {
  court_id: number;
  session_date: string;
  start_time: string;
  end_time: string;
}

/**
 * The checks a session's place in time must pass: a real range not in the past (the domain's
 * booking rules), a court of the location that is in use, inside opening hours. Field errors, or
 * an empty object.
 */
export function scheduleErrors(
  location: LocationRecord,
  schedule: Schedule,
  /** What the opening-hours message names: a closure shares these rules. */
  what?: string,
): FieldErrors {
  const now = clock.now();
  const {
    date: dateError,
    start_time: startError,
    ...rest
  } = validateBookingData(
    {
      location_id: location.id,
      court_id: schedule.court_id,
      date: schedule.session_date,
      start_time: schedule.start_time,
      end_time: schedule.end_time,
    },
    now,
  );
  const errors = fieldErrorsFrom(rest);
  // The domain names the day `date`; a session names it `session_date`.
  if (dateError !== undefined) addError(errors, 'session_date', dateError);
  // A rule about two fields is reported under non_field_errors, as DRF's validate() does.
  if (startError === MESSAGES.startBeforeEnd) addError(errors, 'non_field_errors', startError);
  else if (startError !== undefined) addError(errors, 'start_time', startError);
  const rangeValid = startError === undefined && errors.end_time === undefined;
  if (
    dateError === undefined &&
    rangeValid &&
    lagosDateTimeToInstant(schedule.session_date, schedule.start_time).getTime() <= now.getTime()
  ) {
    addError(errors, 'start_time', LOCATION_MESSAGES.startPassed);
  }

  const court = db.courts.findFirst((q) => q.where({ id: schedule.court_id }));
  if (!court) addError(errors, 'court_id', LOCATION_MESSAGES.unknownId(schedule.court_id));
  else if (court.location_id !== location.id) {
    addError(errors, 'court_id', LOCATION_MESSAGES.courtNotAtLocation);
  } else if (!court.is_active) addError(errors, 'court_id', LOCATION_MESSAGES.courtInactive);

  if (
    rangeValid &&
    !withinOpeningHours(location, { start_time: schedule.start_time, end_time: schedule.end_time })
  ) {
    addError(errors, 'non_field_errors', LOCATION_MESSAGES.outsideOpeningHours(location, what));
  }
  return errors;
}

/** 409 `slot_unavailable` naming what is in the way, or undefined when the court is free. */
export function clashResponse(
  schedule: Schedule,
  ignoreSessionId?: number,
): ErrorResponse | undefined {
  const conflicts = courtConflicts(
    db,
    schedule.court_id,
    { date: schedule.session_date, start_time: schedule.start_time, end_time: schedule.end_time },
    ignoreSessionId === undefined ? {} : { sessionId: ignoreSessionId },
  );
  const clashes = describeConflicts(conflicts);
  if (clashes.length === 0) return undefined;
  return fail(409, LOCATION_MESSAGES.slotUnavailable, {
    code: 'slot_unavailable',
    errors: { non_field_errors: clashes },
  });
}

// ---------------------------------------------------------------------------------------------
// Request bodies.

export const nearbySchema = z.object({
  latitude: fields.number({ min: -90, max: 90 }),
  longitude: fields.number({ min: -180, max: 180 }),
  radius: fields.number({ exclusiveMin: 0, max: NEARBY_MAX_RADIUS_KM }).optional(),
});

export const sessionCreateSchema = z.object({
  location_id: fields.integer({ min: 1 }),
  court_id: fields.integer({ min: 1 }),
  session_date: fields.date(),
  start_time: fields.time(),
  end_time: fields.time(),
  max_players: fields.integer({ min: 1, max: SESSION_MAX_PLAYERS }),
  coin_cost: fields.integer({ min: 0 }),
  title: fields.string({ blank: true, max: MAX_LENGTH.title, pattern: TEXT_LINE }).optional(),
  status: fields.choice(SESSION_STATUSES).optional(),
});

export const sessionUpdateSchema = z.object({
  court_id: fields.integer({ min: 1 }).optional(),
  session_date: fields.date().optional(),
  start_time: fields.time().optional(),
  end_time: fields.time().optional(),
  max_players: fields.integer({ min: 1, max: SESSION_MAX_PLAYERS }).optional(),
  coin_cost: fields.integer({ min: 0 }).optional(),
  title: fields.string({ blank: true, max: MAX_LENGTH.title, pattern: TEXT_LINE }).optional(),
  status: fields.choice(SESSION_STATUSES).optional(),
});

/**
 * What a new max_players or time makes of an open session, as joining and leaving do
 * (bookings.ts): an available one that is full becomes booked, a booked one with a free place
 * that has not started becomes available again. Other states are staff decisions and stay.
 */
export function fullnessStatus(
  session: SessionRecord,
  players: number,
  maxPlayers: number,
  schedule: Schedule,
): SessionStatus {
  const full = players >= maxPlayers;
  const started =
    lagosDateTimeToInstant(schedule.session_date, schedule.start_time).getTime() <=
    clock.now().getTime();
  if (session.status === 'available' && full) return 'booked';
  if (session.status === 'booked' && !full && !started) return 'available';
  return session.status;
}

export function isJoinable(session: SessionRecord): boolean {
  return isSessionJoinable({
    status: session.status,
    current_players: sessionPlayers(db, session),
    max_players: session.max_players,
  });
}
