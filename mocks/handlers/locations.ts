/**
 * Locations, courts and game sessions (the contract's 13 `locations` operations): browsing and
 * search for approved members, session management for staff.
 *
 * Members see active locations only (and the sessions held at them); staff see every location.
 * Creating, moving or reinstating a session takes court time, so it must be free of bookings,
 * sessions and maintenance (schedule.ts) and inside opening hours; cancelling or deleting a
 * session cancels its players' bookings and refunds their coins through the ledger.
 */

import { z } from 'zod';
import {
  COURT_TYPES,
  MESSAGES,
  NEARBY_DEFAULT_RADIUS_KM,
  SESSION_STATUSES,
  addDays,
  isSessionJoinable,
  isStaff,
  lagosDateTimeToInstant,
  lagosToday,
  validateBookingData,
  MAX_LENGTH,
  TEXT_LINE,
} from '@domain';
import type { GameSession, SessionStatus } from '@domain';
import { requireApproved, requireStaff } from '../auth';
import { clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import type { BookingRecord, LocationRecord, SessionRecord, UserRecord } from '../db';
import {
  addError,
  badRequest,
  fail,
  fieldErrorsFrom,
  fields,
  http,
  mapPage,
  notFound,
  ok,
  okEmpty,
  paginate,
  parseBody,
  pathId,
  readQuery,
  route,
  validationError,
  type ErrorResponse,
  type FieldErrors,
} from '../http';
import { release } from '../ledger';
import { courtConflicts, withinOpeningHours, type CourtOccupancy } from '../schedule';
import {
  serializeCourt,
  serializeLocation,
  serializeSession,
  sessionBookings,
  sessionPlayers,
} from '../serializers';

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
  outsideOpeningHours: (location: Pick<LocationRecord, 'opening_time' | 'closing_time'>) =>
    `Sessions must be within opening hours (${location.opening_time}–${location.closing_time}).`,
  maxBelowPlayers: (players: number) =>
    `Cannot be less than the ${players} player${players === 1 ? '' : 's'} already in the session.`,
  unknownId: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  clash: (what: string) => `Clashes with ${what}.`,
  refund: (reference: string) =>
    `Refund for booking ${reference}: the session was cancelled by staff`,
  cancellationReason: 'Session cancelled by staff',
} as const;

// ---------------------------------------------------------------------------------------------
// Reading helpers.

const lower = (value: string): string => value.trim().toLowerCase();
const contains = (haystack: string, needle: string): boolean =>
  haystack.toLowerCase().includes(needle.toLowerCase());
const sameText = (a: string, b: string): boolean => lower(a) === lower(b);

const byName = (a: LocationRecord, b: LocationRecord): number =>
  a.name.localeCompare(b.name, 'en') || a.id - b.id;

/** By date, then start time, then id: the order every session list uses. */
const bySchedule = (a: SessionRecord, b: SessionRecord): number =>
  a.session_date.localeCompare(b.session_date) ||
  a.start_time.localeCompare(b.start_time) ||
  a.id - b.id;

/** Inactive locations are hidden from members, as if they did not exist. */
function canSee(user: UserRecord, location: LocationRecord): boolean {
  return location.is_active || isStaff(user);
}

function visibleLocation(user: UserRecord, id: number | undefined): LocationRecord | undefined {
  if (id === undefined) return undefined;
  const location = db.locations.findFirst((q) => q.where({ id }));
  return location && canSee(user, location) ? location : undefined;
}

/** Ids of the locations whose sessions the user may see. */
function visibleLocationIds(user: UserRecord): Set<number> {
  return new Set(
    db.locations
      .all()
      .filter((location) => canSee(user, location))
      .map((location) => location.id),
  );
}

function courtTypeOf(session: SessionRecord): string | undefined {
  return db.courts.findFirst((q) => q.where({ id: session.court_id }))?.court_type;
}

const serialize = (session: SessionRecord): GameSession => serializeSession(db, session);

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

const roundTo2 = (value: number): number => Math.round(value * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Writing helpers.

/** Bookings that still hold a place (and possibly coins) in the session. */
function activeSessionBookings(sessionId: number): BookingRecord[] {
  return sessionBookings(db, sessionId).filter(
    (booking) => booking.status === 'PENDING' || booking.status === 'CONFIRMED',
  );
}

/**
 * Cancels every active booking of the session and gives its coins back. Staff cancel regardless
 * of the cancellation cut-off: the game is not happening, so the member is owed the coins.
 */
async function cancelSessionBookings(session: SessionRecord): Promise<void> {
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
  }
}

function describeConflicts(conflicts: CourtOccupancy): string[] {
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

interface Schedule {
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
function scheduleErrors(location: LocationRecord, schedule: Schedule): FieldErrors {
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
    addError(errors, 'non_field_errors', LOCATION_MESSAGES.outsideOpeningHours(location));
  }
  return errors;
}

/** 409 `slot_unavailable` naming what is in the way, or undefined when the court is free. */
function clashResponse(schedule: Schedule, ignoreSessionId?: number): ErrorResponse | undefined {
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

const nearbySchema = z.object({
  latitude: fields.number({ min: -90, max: 90 }),
  longitude: fields.number({ min: -180, max: 180 }),
  radius: fields.number({ exclusiveMin: 0, max: 100 }).optional(),
});

const sessionCreateSchema = z.object({
  location_id: fields.integer({ min: 1 }),
  court_id: fields.integer({ min: 1 }),
  session_date: fields.date(),
  start_time: fields.time(),
  end_time: fields.time(),
  max_players: fields.integer({ min: 1, max: 50 }),
  coin_cost: fields.integer({ min: 0 }),
  title: fields.string({ blank: true, max: MAX_LENGTH.title, pattern: TEXT_LINE }).optional(),
  status: fields.choice(SESSION_STATUSES).optional(),
});

const sessionUpdateSchema = z.object({
  court_id: fields.integer({ min: 1 }).optional(),
  session_date: fields.date().optional(),
  start_time: fields.time().optional(),
  end_time: fields.time().optional(),
  max_players: fields.integer({ min: 1, max: 50 }).optional(),
  coin_cost: fields.integer({ min: 0 }).optional(),
  title: fields.string({ blank: true, max: MAX_LENGTH.title, pattern: TEXT_LINE }).optional(),
  status: fields.choice(SESSION_STATUSES).optional(),
});

// ---------------------------------------------------------------------------------------------
// Handlers.

export const locationsHandlers = [
  http.get(
    '/locations/locations/',
    route(({ request, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const query = readQuery(request);
      const search = query.string('search');
      const facility = query.choice('facility', COURT_TYPES);
      const city = query.string('city');
      const state = query.string('state');
      const active = query.bool('is_active');
      if (query.failed) return query.response();

      const withFacility =
        facility === undefined
          ? undefined
          : new Set(
              db.courts
                .findMany((q) => q.where({ court_type: facility, is_active: true }))
                .map((court) => court.location_id),
            );
      const matches = db.locations
        .all()
        .filter(
          (location) =>
            canSee(auth.user, location) &&
            // Members only ever see active ones; staff see all unless they filter.
            (active === undefined || location.is_active === active) &&
            (search === undefined ||
              [location.name, location.address, location.city, location.description].some((text) =>
                contains(text, search),
              )) &&
            (withFacility === undefined || withFacility.has(location.id)) &&
            (city === undefined || sameText(location.city, city)) &&
            (state === undefined || sameText(location.state, state)),
        )
        .sort(byName);
      const page = paginate(request, matches);
      if (!page.ok) return page.response;
      return response(200).json(
        ok(mapPage(page.value, (location) => serializeLocation(db, location))),
      );
    }),
  ),

  http.get(
    '/locations/locations/{id}/',
    route(({ request, params, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const location = visibleLocation(auth.user, pathId(params.id));
      if (!location) return notFound();
      return response(200).json(ok(serializeLocation(db, location)));
    }),
  ),

  http.get(
    '/locations/locations/{id}/courts/',
    route(({ request, params, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const location = visibleLocation(auth.user, pathId(params.id));
      if (!location) return notFound();
      const courts = db.courts
        .findMany((q) => q.where({ location_id: location.id, is_active: true }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
      return response(200).json(ok(courts.map(serializeCourt)));
    }),
  ),

  http.get(
    '/locations/locations/{id}/sessions/',
    route(({ request, params, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const location = visibleLocation(auth.user, pathId(params.id));
      if (!location) return notFound();
      const query = readQuery(request);
      const date = query.date('date');
      if (query.failed) return query.response();

      const today = lagosToday(clock.now());
      const last = addDays(today, SESSION_WINDOW_DAYS - 1);
      const sessions = db.sessions
        .findMany((q) => q.where({ location_id: location.id }))
        .filter((session) =>
          date === undefined
            ? session.session_date >= today && session.session_date <= last
            : session.session_date === date,
        )
        .sort(bySchedule);
      return response(200).json(ok(sessions.map(serialize)));
    }),
  ),

  http.get(
    '/locations/sessions/',
    route(({ request, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const query = readQuery(request);
      const locationId = query.int('location_id', { min: 1 });
      const date = query.date('date');
      const status = query.choice('status', SESSION_STATUSES);
      const courtType = query.choice('court_type', COURT_TYPES);
      if (query.failed) return query.response();

      const visible = visibleLocationIds(auth.user);
      const sessions = db.sessions
        .all()
        .filter(
          (session) =>
            visible.has(session.location_id) &&
            (locationId === undefined || session.location_id === locationId) &&
            (date === undefined || session.session_date === date) &&
            (status === undefined || session.status === status) &&
            (courtType === undefined || courtTypeOf(session) === courtType),
        )
        .sort(bySchedule);
      const page = paginate(request, sessions);
      if (!page.ok) return page.response;
      return response(200).json(ok(mapPage(page.value, serialize)));
    }),
  ),

  http.post(
    '/locations/sessions/',
    route(async ({ request, response }) => {
      const auth = requireStaff(request);
      if (!auth.ok) return auth.response;
      const body = await parseBody(request, sessionCreateSchema);
      if (!body.ok) return body.response;
      const input = body.value;

      const location = db.locations.findFirst((q) => q.where({ id: input.location_id }));
      if (!location) {
        return validationError({ location_id: [LOCATION_MESSAGES.unknownId(input.location_id)] });
      }
      const errors = scheduleErrors(location, input);
      if (Object.keys(errors).length > 0) return validationError(errors);
      const status = input.status ?? 'available';
      // A cancelled session holds no court time, so only a live one can clash.
      if (status !== 'cancelled') {
        const clash = clashResponse(input);
        if (clash) return clash;
      }

      const now = clock.now();
      const session = await db.sessions.create({
        id: nextId(db, 'sessions'),
        location_id: location.id,
        court_id: input.court_id,
        session_date: input.session_date,
        start_time: input.start_time,
        end_time: input.end_time,
        status,
        max_players: input.max_players,
        offline_players: 0,
        coin_cost: input.coin_cost,
        title: input.title ?? '',
        created_at: timestamp(now),
      });
      return response(201).json(ok(serialize(session), LOCATION_MESSAGES.sessionCreated));
    }),
  ),

  http.get(
    '/locations/sessions/search/',
    route(({ request, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const query = readQuery(request);
      const text = query.string('q');
      const city = query.string('city');
      const courtType = query.choice('court_type', COURT_TYPES);
      const date = query.date('date');
      const availableOnly = query.bool('available_only') ?? false;
      if (query.failed) return query.response();

      const today = lagosToday(clock.now());
      const locations = new Map(
        db.locations
          .all()
          .filter((location) => canSee(auth.user, location))
          .map((location) => [location.id, location]),
      );
      const sessions = db.sessions
        .findMany((q) => q.where({ session_date: (day) => day >= today }))
        .filter((session) => {
          const location = locations.get(session.location_id);
          if (!location) return false;
          return (
            (text === undefined ||
              [session.title, location.name, location.city].some((field) =>
                contains(field, text),
              )) &&
            (city === undefined || sameText(location.city, city)) &&
            (courtType === undefined || courtTypeOf(session) === courtType) &&
            (date === undefined || session.session_date === date) &&
            (!availableOnly || isJoinable(session))
          );
        })
        .sort(bySchedule)
        .slice(0, SEARCH_LIMIT);
      return response(200).json(ok(sessions.map(serialize)));
    }),
  ),

  http.get(
    '/locations/available-sessions/',
    route(({ request, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const now = clock.now();
      const last = addDays(lagosToday(now), SESSION_WINDOW_DAYS - 1);
      const visible = visibleLocationIds(auth.user);
      const sessions = db.sessions
        .findMany((q) => q.where({ status: 'available' }))
        .filter(
          (session) =>
            visible.has(session.location_id) &&
            session.session_date <= last &&
            lagosDateTimeToInstant(session.session_date, session.start_time).getTime() >
              now.getTime() &&
            isJoinable(session),
        )
        .sort(bySchedule);
      return response(200).json(ok(sessions.map(serialize)));
    }),
  ),

  http.get(
    '/locations/session-availability/',
    route(({ request, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const query = readQuery(request);
      const locationId = query.requiredInt('location_id', { min: 1 });
      const date = query.date('date') ?? lagosToday(clock.now());
      if (query.failed) return query.response();
      const location = visibleLocation(auth.user, locationId);
      if (!location) return notFound();

      const sessions = db.sessions
        .findMany((q) => q.where({ location_id: location.id, session_date: date }))
        .sort(bySchedule);
      return response(200).json(
        ok({
          location_id: location.id,
          date,
          total_sessions: sessions.length,
          available_sessions: sessions.filter(isJoinable).length,
          sessions: sessions.map(serialize),
        }),
      );
    }),
  ),

  http.get(
    '/locations/search/',
    route(({ request, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const query = readQuery(request);
      const text = query.string('q');
      const city = query.string('city');
      const state = query.string('state');
      if (query.failed) return query.response();

      const matches = db.locations
        .findMany((q) => q.where({ is_active: true }))
        .filter(
          (location) =>
            (text === undefined ||
              [location.name, location.address, location.description].some((field) =>
                contains(field, text),
              )) &&
            (city === undefined || sameText(location.city, city)) &&
            (state === undefined || sameText(location.state, state)),
        )
        .sort(byName)
        .slice(0, SEARCH_LIMIT);
      return response(200).json(ok(matches.map((location) => serializeLocation(db, location))));
    }),
  ),

  http.post(
    '/locations/nearby/',
    route(async ({ request, response }) => {
      const auth = requireApproved(request);
      if (!auth.ok) return auth.response;
      const body = await parseBody(request, nearbySchema);
      if (!body.ok) return body.response;
      const point = body.value;
      const radius = point.radius ?? NEARBY_DEFAULT_RADIUS_KM;

      const nearby = db.locations
        .findMany((q) => q.where({ is_active: true }))
        .map((location) => ({ location, distance: haversineKm(point, location) }))
        .filter(({ distance }) => distance <= radius)
        .sort((a, b) => a.distance - b.distance || byName(a.location, b.location));
      return response(200).json(
        ok(
          nearby.map(({ location, distance }) =>
            serializeLocation(db, location, roundTo2(distance)),
          ),
        ),
      );
    }),
  ),

  http.patch(
    '/locations/sessions/{id}/',
    route(async ({ request, params, response }) => {
      const auth = requireStaff(request);
      if (!auth.ok) return auth.response;
      const id = pathId(params.id);
      const session = id === undefined ? undefined : db.sessions.findFirst((q) => q.where({ id }));
      if (!session) return notFound();
      const body = await parseBody(request, sessionUpdateSchema);
      if (!body.ok) return body.response;
      const changes = body.value;
      if (session.status === 'completed') {
        return badRequest(LOCATION_MESSAGES.completedSession, 'invalid_state');
      }

      const location = db.locations.findFirst((q) => q.where({ id: session.location_id }));
      if (!location) throw new Error(`Database integrity: location ${session.location_id}`);
      const schedule: Schedule = {
        court_id: changes.court_id ?? session.court_id,
        session_date: changes.session_date ?? session.session_date,
        start_time: changes.start_time ?? session.start_time,
        end_time: changes.end_time ?? session.end_time,
      };
      const moved =
        schedule.court_id !== session.court_id ||
        schedule.session_date !== session.session_date ||
        schedule.start_time !== session.start_time ||
        schedule.end_time !== session.end_time;
      const players = sessionPlayers(db, session);
      const status =
        changes.status ??
        fullnessStatus(session, players, changes.max_players ?? session.max_players, schedule);
      const reinstated = session.status === 'cancelled' && status !== 'cancelled';

      const errors: FieldErrors = moved ? scheduleErrors(location, schedule) : {};
      if (changes.max_players !== undefined && changes.max_players < players) {
        addError(errors, 'max_players', LOCATION_MESSAGES.maxBelowPlayers(players));
      }
      if (Object.keys(errors).length > 0) return validationError(errors);
      if ((moved || reinstated) && status !== 'cancelled') {
        const clash = clashResponse(schedule, session.id);
        if (clash) return clash;
      }

      if (status === 'cancelled' && session.status !== 'cancelled') {
        await cancelSessionBookings(session);
      }
      if (moved) {
        // The players' places move with the game, so their bookings show (and complete at) the new time.
        for (const booking of activeSessionBookings(session.id)) {
          await db.bookings.update((q) => q.where({ id: booking.id }), {
            data(draft) {
              draft.court_id = schedule.court_id;
              draft.date = schedule.session_date;
              draft.start_time = schedule.start_time;
              draft.end_time = schedule.end_time;
            },
          });
        }
      }
      const updated = await db.sessions.update((q) => q.where({ id: session.id }), {
        data(draft) {
          draft.court_id = schedule.court_id;
          draft.session_date = schedule.session_date;
          draft.start_time = schedule.start_time;
          draft.end_time = schedule.end_time;
          draft.status = status;
          if (changes.max_players !== undefined) draft.max_players = changes.max_players;
          if (changes.coin_cost !== undefined) draft.coin_cost = changes.coin_cost;
          if (changes.title !== undefined) draft.title = changes.title;
        },
      });
      if (!updated) throw new Error(`Database integrity: session ${session.id} vanished`);
      return response(200).json(ok(serialize(updated), LOCATION_MESSAGES.sessionUpdated));
    }),
  ),

  http.delete(
    '/locations/sessions/{id}/',
    route(async ({ request, params, response }) => {
      const auth = requireStaff(request);
      if (!auth.ok) return auth.response;
      const id = pathId(params.id);
      const session = id === undefined ? undefined : db.sessions.findFirst((q) => q.where({ id }));
      if (!session) return notFound();
      await cancelSessionBookings(session);
      db.sessions.delete((q) => q.where({ id: session.id }));
      return response(200).json(okEmpty(LOCATION_MESSAGES.sessionDeleted));
    }),
  ),
];

/**
 * What a new max_players or time makes of an open session, as joining and leaving do
 * (bookings.ts): an available one that is full becomes booked, a booked one with a free place
 * that has not started becomes available again. Other states are staff decisions and stay.
 */
function fullnessStatus(
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

function isJoinable(session: SessionRecord): boolean {
  return isSessionJoinable({
    status: session.status,
    current_players: sessionPlayers(db, session),
    max_players: session.max_players,
  });
}
