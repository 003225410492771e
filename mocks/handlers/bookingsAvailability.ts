/**
 * Availability and quotes (the `bookings` tag, decisions §4): the free slots of a venue's courts,
 * whether a range can be booked and at what price, and a venue's schedule of a day. Reads only:
 * nothing here books or moves coins.
 */

import { isInsideBookingWindow, durationHours, isPeak, lagosToday } from '@domain';
import { clock } from '../clock';
import { db } from '../db';
import {
  addError,
  http,
  notFound,
  ok,
  pathId,
  readJsonObject,
  readQuery,
  route,
  validationError,
} from '../http';
import { courtConflicts, isCourtFree, withinOpeningHours } from '../schedule';
import { serializeCourtSummary } from '../serializers';
import { activeCourtsOf, dailySchedule, hourlyStarts } from '../rules/bookingSchedule';
import { BOOKING_MESSAGES, findActiveLocation, hasStarted } from '../rules/bookings';
import {
  conflictReason,
  quote,
  rangeSchema,
  resolveRange,
  validateRange,
} from '../rules/bookingRange';
import { overlapMessage, ownClash, windowClosedMessage } from '../rules/reschedule';

export const bookingsAvailabilityHandlers = [
  http.get(
    '/bookings/available-slots/',
    route({ auth: 'approved' }, ({ request, response }) => {
      const query = readQuery(request);
      const locationId = query.requiredInt('location_id', { min: 1 });
      const date = query.requiredDate('date');
      const courtId = query.int('court_id', { min: 1 });
      const hours = query.number('duration_hours', { min: 0.5, max: 12 }) ?? 1;
      if (!Number.isInteger(hours * 2))
        addError(query.errors, 'duration_hours', BOOKING_MESSAGES.durationStep);
      if (query.failed || locationId === undefined || date === undefined) return query.response();
      const location = findActiveLocation(locationId);
      if (!location) return notFound();
      const courts = activeCourtsOf(location.id, courtId);
      if (courtId !== undefined && courts.length === 0) {
        return validationError({ court_id: [BOOKING_MESSAGES.invalidCourtChoice] });
      }
      const now = clock.now();
      const slots = hourlyStarts(location, hours).flatMap(({ start, end }) => {
        const range = { date, start_time: start, end_time: end };
        if (hasStarted(range, now)) return [];
        return courts
          .filter((court) => isCourtFree(db, court.id, range))
          .map((court) => ({
            court: serializeCourtSummary(court),
            start_time: start,
            end_time: end,
            duration_hours: hours,
            coin_cost: quote(location, { ...range, location_id: location.id, court_id: court.id }),
            is_peak: isPeak(date, start),
          }));
      });
      return response(200).json(
        ok({ location_id: location.id, date, duration_hours: hours, slots }),
      );
    }),
  ),

  http.post(
    '/bookings/check-availability/',
    route({ auth: 'approved' }, async ({ request, response, user }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const now = clock.now();
      const input = validateRange(body.value, rangeSchema, now);
      if (!input.ok) return input.response;
      const range = input.value;
      const resolved = resolveRange(range);
      if (!resolved.ok) return resolved.response;
      const { location, court } = resolved.value;
      const coins = quote(location, range);
      // A range that cannot be booked is an answer, not an error: the UI shows the reason.
      const reason = !withinOpeningHours(location, range)
        ? BOOKING_MESSAGES.outsideOpeningHours(location)
        : hasStarted(range, now)
          ? BOOKING_MESSAGES.startPassed
          : !isInsideBookingWindow(range.date, now)
            ? windowClosedMessage(now)
            : (ownReason(user.id, range) ?? conflictReason(courtConflicts(db, court.id, range)));
      return response(200).json(
        ok({
          available: reason === null,
          coin_cost: coins,
          is_peak: isPeak(range.date, range.start_time),
          duration_hours: durationHours(range.start_time, range.end_time),
          reason,
        }),
      );
    }),
  ),

  http.get(
    '/bookings/daily-schedule/{id}/',
    route({ auth: 'approved' }, ({ request, params, response, user }) => {
      const query = readQuery(request);
      const date = query.date('date') ?? lagosToday(clock.now());
      if (query.failed) return query.response();
      const id = pathId(params.id);
      const location = id === undefined ? undefined : findActiveLocation(id);
      if (!location) return notFound();
      return response(200).json(ok(dailySchedule(location, date, user.id)));
    }),
  ),
];

/** The member's own booking that clashes with a range, as check-availability's reason. */
function ownReason(userId: number, range: { date: string; start_time: string; end_time: string }) {
  const clash = ownClash(userId, range);
  return clash ? overlapMessage(clash) : null;
}
