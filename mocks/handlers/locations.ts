/**
 * Locations, courts and game sessions (the contract's 13 `locations` operations): browsing and
 * search for approved members, session management for staff.
 *
 * Members see active locations only (and the sessions held at them); staff see every location.
 * Creating, moving or reinstating a session takes court time, so it must be free of bookings,
 * sessions and maintenance (schedule.ts) and inside opening hours; cancelling or deleting a
 * session cancels its players' bookings and refunds their coins through the ledger.
 */

import {
  COURT_TYPES,
  NEARBY_DEFAULT_RADIUS_KM,
  SESSION_STATUSES,
  addDays,
  isSessionFull,
  lagosDateTimeToInstant,
  lagosToday,
} from '@domain';
import { recordStaffAction } from '../audit';
import { clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import type { SessionRecord } from '../records';
import {
  addError,
  badRequest,
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
  type FieldErrors,
} from '../http';
import { serializeCourt, serializeLocation, sessionPlayers } from '../serializers';
import {
  activeSessionBookings,
  byName,
  bySchedule,
  cancelSessionBookings,
  canSee,
  clashResponse,
  contains,
  courtTypeOf,
  fullnessStatus,
  haversineKm,
  isJoinable,
  LOCATION_MESSAGES,
  nearbySchema,
  roundTo2,
  sameText,
  type Schedule,
  scheduleErrors,
  SEARCH_LIMIT,
  serialize,
  SESSION_WINDOW_DAYS,
  sessionCreateSchema,
  sessionUpdateSchema,
  visibleLocation,
  visibleLocationIds,
} from '../rules/locations';
import { promoteFromWaitlist } from '../rules/waitlist';

// ---------------------------------------------------------------------------------------------
// Handlers.

/** A session as the audit log names it: its title or venue, day and time. */
function sessionLabel(session: SessionRecord): string {
  const location = db.locations.findFirst((q) => q.where({ id: session.location_id }));
  const name = session.title || location?.name || `Session ${session.id}`;
  return `${name}, ${session.session_date} ${session.start_time}–${session.end_time}`;
}

const sessionTarget = (session: SessionRecord) =>
  ({ type: 'session', id: session.id, label: sessionLabel(session) }) as const;

export const locationsHandlers = [
  http.get(
    '/locations/locations/',
    route({ auth: 'approved' }, ({ request, response, user }) => {
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
            canSee(user, location) &&
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
    route({ auth: 'approved' }, ({ params, response, user }) => {
      const location = visibleLocation(user, pathId(params.id));
      if (!location) return notFound();
      return response(200).json(ok(serializeLocation(db, location)));
    }),
  ),

  http.get(
    '/locations/locations/{id}/courts/',
    route({ auth: 'approved' }, ({ params, response, user }) => {
      const location = visibleLocation(user, pathId(params.id));
      if (!location) return notFound();
      const courts = db.courts
        .findMany((q) => q.where({ location_id: location.id, is_active: true }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
      return response(200).json(ok(courts.map(serializeCourt)));
    }),
  ),

  http.get(
    '/locations/locations/{id}/sessions/',
    route({ auth: 'approved' }, ({ request, params, response, user }) => {
      const location = visibleLocation(user, pathId(params.id));
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
    route({ auth: 'approved' }, ({ request, response, user }) => {
      const query = readQuery(request);
      const locationId = query.int('location_id', { min: 1 });
      const date = query.date('date');
      const status = query.choice('status', SESSION_STATUSES);
      const courtType = query.choice('court_type', COURT_TYPES);
      if (query.failed) return query.response();

      const visible = visibleLocationIds(user);
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
    route({ auth: 'staff' }, async ({ request, response, user }) => {
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
      await recordStaffAction({
        action: 'session_create',
        actor: user,
        target: sessionTarget(session),
      });
      return response(201).json(ok(serialize(session), LOCATION_MESSAGES.sessionCreated));
    }),
  ),

  http.get(
    '/locations/sessions/search/',
    route({ auth: 'approved' }, ({ request, response, user }) => {
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
          .filter((location) => canSee(user, location))
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
    route({ auth: 'approved' }, ({ request, response, user }) => {
      const query = readQuery(request);
      const includeFull = query.bool('include_full') ?? false;
      if (query.failed) return query.response();
      const now = clock.now();
      const last = addDays(lagosToday(now), SESSION_WINDOW_DAYS - 1);
      const visible = visibleLocationIds(user);
      const sessions = db.sessions
        .findMany((q) =>
          q.where({ status: (status) => status === 'available' || status === 'booked' }),
        )
        .filter(
          (session) =>
            visible.has(session.location_id) &&
            session.session_date <= last &&
            lagosDateTimeToInstant(session.session_date, session.start_time).getTime() >
              now.getTime() &&
            (isJoinable(session) || (includeFull && isSessionFull(serialize(session)))),
        )
        .sort(bySchedule);
      return response(200).json(ok(sessions.map(serialize)));
    }),
  ),

  http.get(
    '/locations/session-availability/',
    route({ auth: 'approved' }, ({ request, response, user }) => {
      const query = readQuery(request);
      const locationId = query.requiredInt('location_id', { min: 1 });
      const date = query.date('date') ?? lagosToday(clock.now());
      if (query.failed) return query.response();
      const location = visibleLocation(user, locationId);
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
    route({ auth: 'approved' }, ({ request, response }) => {
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
    route({ auth: 'approved' }, async ({ request, response }) => {
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

  // A shared link names a session by id alone: any status or day, so the app can say it is over.
  http.get(
    '/locations/sessions/{id}/',
    route({ auth: 'approved' }, ({ params, response, user }) => {
      const id = pathId(params.id);
      const session = id === undefined ? undefined : db.sessions.findFirst((q) => q.where({ id }));
      const location =
        session && db.locations.findFirst((q) => q.where({ id: session.location_id }));
      if (!session || !location || !canSee(user, location)) return notFound();
      return response(200).json(ok(serialize(session)));
    }),
  ),

  http.patch(
    '/locations/sessions/{id}/',
    route({ auth: 'staff' }, async ({ request, params, response, user }) => {
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
      // More places, or a session reopened, may take members from the waitlist.
      await promoteFromWaitlist(updated.id, clock.now());
      await recordStaffAction({
        action: 'session_update',
        actor: user,
        target: sessionTarget(updated),
        details: Object.keys(changes).sort().join(', ') || null,
      });
      return response(200).json(ok(serialize(updated), LOCATION_MESSAGES.sessionUpdated));
    }),
  ),

  http.delete(
    '/locations/sessions/{id}/',
    route({ auth: 'staff' }, async ({ params, response, user }) => {
      const id = pathId(params.id);
      const session = id === undefined ? undefined : db.sessions.findFirst((q) => q.where({ id }));
      if (!session) return notFound();
      const target = sessionTarget(session);
      await cancelSessionBookings(session);
      db.waitlistEntries.deleteMany((q) => q.where({ session_id: session.id }));
      db.sessions.delete((q) => q.where({ id: session.id }));
      await recordStaffAction({ action: 'session_delete', actor: user, target });
      return response(200).json(okEmpty(LOCATION_MESSAGES.sessionDeleted));
    }),
  ),
];
