/**
 * Staff managing game sessions (the contract's `locations` tag): creating, changing and deleting
 * one, each recorded in the audit log. Creating, moving or reinstating a session takes court time,
 * so it must be free of bookings, sessions and maintenance (schedule.ts) and inside opening hours;
 * cancelling or deleting a session cancels its players' bookings and refunds their coins through
 * the ledger.
 */

import { recordStaffAction } from '../audit';
import { clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import type { SessionRecord } from '../records';
import {
  addError,
  badRequest,
  http,
  notFound,
  ok,
  okEmpty,
  parseBody,
  pathId,
  route,
  validationError,
  type FieldErrors,
} from '../http';
import { sessionPlayers } from '../serializers';
import {
  activeSessionBookings,
  cancelSessionBookings,
  clashResponse,
  fullnessStatus,
  LOCATION_MESSAGES,
  type Schedule,
  scheduleErrors,
  serialize,
  sessionCreateSchema,
  sessionUpdateSchema,
} from '../rules/locations';
import { promoteFromWaitlist } from '../rules/waitlist';

/** A session as the audit log names it: its title or venue, day and time. */
function sessionLabel(session: SessionRecord): string {
  const location = db.locations.findFirst((q) => q.where({ id: session.location_id }));
  const name = session.title || location?.name || `Session ${session.id}`;
  return `${name}, ${session.session_date} ${session.start_time}–${session.end_time}`;
}

const sessionTarget = (session: SessionRecord) =>
  ({ type: 'session', id: session.id, label: sessionLabel(session) }) as const;

export const locationsStaffHandlers = [
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
