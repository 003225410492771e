/**
 * Locations and their courts (the contract's `locations` tag): browsing, search by text and nearby
 * search for approved members. Members see active locations only; staff see every location. The
 * sessions held at them are in `locationsSessions.ts` (reading) and `locationsStaff.ts` (staff
 * managing them); the rules all three share are in `rules/locations.ts`.
 */

import { COURT_TYPES, NEARBY_DEFAULT_RADIUS_KM } from '@domain';
import { db } from '../db';
import {
  http,
  mapPage,
  notFound,
  ok,
  paginate,
  parseBody,
  pathId,
  readQuery,
  route,
} from '../http';
import { serializeCourt, serializeLocation } from '../serializers';
import {
  byName,
  canSee,
  contains,
  haversineKm,
  nearbySchema,
  roundTo2,
  sameText,
  SEARCH_LIMIT,
  visibleLocation,
} from '../rules/locations';

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
];
