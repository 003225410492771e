/**
 * Court closures (the contract's `closures*` operations): staff close a court for maintenance over
 * a time range, see first what it would overlap, and reopen it. A closure is a maintenance block
 * (schedule.ts), so bookings, sessions and the availability operations respect it at once.
 *
 * Each staff change happens in one place below, after its checks, so an audit entry is one call.
 */

import { MESSAGES, addDays, lagosToday, timeToMinutes } from '@domain';
import { recordStaffAction } from '../audit';
import { clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import { type MaintenanceBlockRecord } from '../records';
import {
  FIELD_MESSAGES,
  addError,
  fields,
  http,
  notFound,
  ok,
  okEmpty,
  parseBody,
  pathId,
  readQuery,
  route,
  validationError,
  fail,
} from '../http';
import {
  CLOSURE_MESSAGES,
  byClosureSchedule,
  cancelOverlaps,
  closureCreateSchema,
  closureOverlaps,
  serializeClosure,
  serializeOverlaps,
} from '../rules/closures';
import {
  LOCATION_MESSAGES,
  SESSION_WINDOW_DAYS,
  describeConflicts,
  scheduleErrors,
} from '../rules/locations';

/** A closure as the audit log names it: court, venue, day and time. */
function closureTarget(closure: MaintenanceBlockRecord) {
  const court = db.courts.findFirst((q) => q.where({ id: closure.court_id }));
  const location = db.locations.findFirst((q) => q.where({ id: closure.location_id }));
  const where = [court?.name, location?.name].filter(Boolean).join(' at ');
  return {
    type: 'location',
    id: closure.location_id,
    label: `${where || `Closure ${closure.id}`}, ${closure.date} ${closure.start_time}–${closure.end_time}`,
  } as const;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export const closuresHandlers = [
  http.get(
    '/locations/closures/',
    route({ auth: 'staff' }, ({ request, response }) => {
      const query = readQuery(request);
      const locationId = query.requiredInt('location_id', { min: 1 });
      const date = query.date('date');
      if (query.failed || locationId === undefined) return query.response();
      const location = db.locations.findFirst((q) => q.where({ id: locationId }));
      if (!location) return notFound();

      const today = lagosToday(clock.now());
      const last = addDays(today, SESSION_WINDOW_DAYS - 1);
      const closures = db.maintenanceBlocks
        .findMany((q) => q.where({ location_id: location.id }))
        .filter((block) =>
          date === undefined ? block.date >= today && block.date <= last : block.date === date,
        )
        .sort(byClosureSchedule);
      return response(200).json(ok(closures.map(serializeClosure)));
    }),
  ),

  http.get(
    '/locations/closures/overlaps/',
    route({ auth: 'staff' }, ({ request, response }) => {
      const query = readQuery(request);
      const courtId = query.requiredInt('court_id', { min: 1 });
      const date = query.requiredDate('date');
      const times: Record<'start_time' | 'end_time', string | undefined> = {
        start_time: undefined,
        end_time: undefined,
      };
      for (const name of ['start_time', 'end_time'] as const) {
        const raw = query.string(name);
        if (raw === undefined) addError(query.errors, name, FIELD_MESSAGES.required);
        else {
          const parsedTime = fields.time().safeParse(raw);
          if (parsedTime.success) times[name] = parsedTime.data;
          else addError(query.errors, name, FIELD_MESSAGES.time);
        }
      }
      const { start_time: start, end_time: end } = times;
      if (start !== undefined && end !== undefined && timeToMinutes(end) <= timeToMinutes(start)) {
        addError(query.errors, 'non_field_errors', MESSAGES.startBeforeEnd);
      }
      if (
        query.failed ||
        courtId === undefined ||
        date === undefined ||
        start === undefined ||
        end === undefined
      ) {
        return query.response();
      }
      const court = db.courts.findFirst((q) => q.where({ id: courtId }));
      if (!court) return notFound();
      const overlaps = closureOverlaps(court.id, { date, start_time: start, end_time: end });
      return response(200).json(ok(serializeOverlaps(overlaps)));
    }),
  ),

  http.post(
    '/locations/closures/',
    route({ auth: 'staff' }, async ({ request, response, user }) => {
      const body = await parseBody(request, closureCreateSchema);
      if (!body.ok) return body.response;
      const input = body.value;

      const location = db.locations.findFirst((q) => q.where({ id: input.location_id }));
      if (!location) {
        return validationError({ location_id: [LOCATION_MESSAGES.unknownId(input.location_id)] });
      }
      const schedule = {
        court_id: input.court_id,
        session_date: input.date,
        start_time: input.start_time,
        end_time: input.end_time,
      };
      const { session_date: dateErrors, ...rest } = scheduleErrors(
        location,
        schedule,
        CLOSURE_MESSAGES.what,
      );
      // A closure names its day `date`.
      const errors = dateErrors === undefined ? rest : { ...rest, date: dateErrors };
      if (Object.keys(errors).length > 0) return validationError(errors);

      const range = { date: input.date, start_time: input.start_time, end_time: input.end_time };
      const overlaps = closureOverlaps(input.court_id, range);
      if (overlaps.closures.length > 0) {
        return fail(409, LOCATION_MESSAGES.slotUnavailable, {
          code: 'slot_unavailable',
          errors: {
            non_field_errors: describeConflicts({
              bookings: [],
              sessions: [],
              maintenance: overlaps.closures,
            }),
          },
        });
      }

      if (input.overlapping === 'cancel') await cancelOverlaps(overlaps);
      const closure = await db.maintenanceBlocks.create({
        id: nextId(db, 'maintenanceBlocks'),
        location_id: location.id,
        court_id: input.court_id,
        date: input.date,
        start_time: input.start_time,
        end_time: input.end_time,
        note: input.note ?? '',
        created_at: timestamp(clock.now()),
      });
      const references = overlaps.bookings.map((booking) => booking.booking_reference);
      const sessionIds = overlaps.sessions.map((session) => session.id);
      const cancelled = input.overlapping === 'cancel';
      const outcome = `${cancelled ? 'cancelled' : 'kept'} ${count(references.length, 'booking')} and ${count(sessionIds.length, 'session')}`;
      await recordStaffAction({
        action: 'closure',
        actor: user,
        target: closureTarget(closure),
        reason: closure.note,
        details: `closed; ${outcome}`,
      });
      return response(201).json(
        ok(
          {
            closure: serializeClosure(closure),
            cancelled_bookings: cancelled ? references : [],
            cancelled_sessions: cancelled ? sessionIds : [],
            kept_bookings: cancelled ? [] : references,
            kept_sessions: cancelled ? [] : sessionIds,
          },
          CLOSURE_MESSAGES.closed,
        ),
      );
    }),
  ),

  http.delete(
    '/locations/closures/{id}/',
    route({ auth: 'staff' }, async ({ params, response, user }) => {
      const id = pathId(params.id);
      const closure =
        id === undefined ? undefined : db.maintenanceBlocks.findFirst((q) => q.where({ id }));
      if (!closure) return notFound();
      db.maintenanceBlocks.delete((q) => q.where({ id: closure.id }));
      await recordStaffAction({
        action: 'closure',
        actor: user,
        target: closureTarget(closure),
        details: 'reopened',
      });
      return response(200).json(okEmpty(CLOSURE_MESSAGES.reopened));
    }),
  ),
];
