/**
 * Reading game sessions (the contract's `locations` tag): a location's sessions, the session list
 * and search, the sessions open to join, a session's availability, and one session by id. Members
 * see the sessions held at active locations only (`rules/locations.ts`).
 */

import {
  COURT_TYPES,
  SESSION_STATUSES,
  addDays,
  isSessionFull,
  lagosDateTimeToInstant,
  lagosToday,
} from '@domain';
import { clock } from '../clock';
import { db } from '../db';
import { http, mapPage, notFound, ok, paginate, pathId, readQuery, route } from '../http';
import {
  bySchedule,
  canSee,
  contains,
  courtTypeOf,
  isJoinable,
  sameText,
  SEARCH_LIMIT,
  serialize,
  SESSION_WINDOW_DAYS,
  visibleLocation,
  visibleLocationIds,
} from '../rules/locations';

export const locationsSessionsHandlers = [
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
];
