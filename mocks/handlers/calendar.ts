/**
 * Calendars: a booking as an .ics file, and each member's personal feed of their
 * upcoming bookings at a secret address a calendar app subscribes to. The feed has no bearer
 * token (a calendar app cannot send one): the token in its path is the credential, replaced on
 * request, and an unknown one is a 404 like any unknown path.
 */

import { isApproved, isStaff, lagosToday, type Booking } from '@domain';
import {
  bookingEvent,
  buildCalendar,
  calendarFileName,
  ICS_CONTENT_TYPE,
  ICS_FEED_NAME,
} from '@domain/calendar';
import { randomToken } from '../auth';
import { clock, timestamp } from '../clock';
import { db, nextId } from '../db';
import { type CalendarFeedRecord, type UserRecord } from '../records';
import { http, notFound, ok, route } from '../http';
import { serializeBooking } from '../serializers';
import { bookingsOf, soonestFirst, visibleBooking } from '../rules/bookings';

export const CALENDAR_MESSAGES = {
  feedReset: 'Your calendar link has been replaced',
};

const API_PREFIX = '/api/v1';

/**
 * The feed's absolute address on the API's own origin (the one this request came to), so that it
 * works wherever the API is served: the standalone server, or behind the app's origin.
 */
function feedUrl(request: Request, token: string): string {
  const url = new URL(request.url);
  const at = url.pathname.indexOf(API_PREFIX);
  const base = at < 0 ? API_PREFIX : url.pathname.slice(0, at + API_PREFIX.length);
  return `${url.origin}${base}/calendar/${token}.ics`;
}

function serializeFeed(request: Request, feed: CalendarFeedRecord) {
  return { url: feedUrl(request, feed.token), created_at: feed.created_at };
}

async function createFeed(user: UserRecord): Promise<CalendarFeedRecord> {
  return db.calendarFeeds.create({
    id: nextId(db, 'calendarFeeds'),
    user_id: user.id,
    // 32 hex digits from crypto: as hard to guess as a session token.
    token: randomToken(),
    created_at: timestamp(clock.now()),
  });
}

function feedOf(userId: number): CalendarFeedRecord | undefined {
  return db.calendarFeeds.findFirst((q) => q.where({ user_id: userId }));
}

/** Upcoming and still on: pending or confirmed, from today (Lagos) on, soonest first. */
export function feedBookings(userId: number, now: Date): Booking[] {
  const today = lagosToday(now);
  return bookingsOf(userId)
    .filter(
      (booking) =>
        (booking.status === 'PENDING' || booking.status === 'CONFIRMED') && booking.date >= today,
    )
    .sort(soonestFirst)
    .map((booking) => serializeBooking(db, booking));
}

function calendarHeaders(fileName?: string): Record<string, string> {
  return {
    'Content-Type': ICS_CONTENT_TYPE,
    ...(fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
  };
}

export const calendarHandlers = [
  http.get(
    '/bookings/bookings/{id}/calendar/',
    route({ auth: 'approved' }, ({ params, response, user }) => {
      const record = visibleBooking(user, params.id);
      if (!record) return notFound();
      const booking = serializeBooking(db, record);
      const text = buildCalendar([bookingEvent(booking)], { stamp: clock.now() });
      return response(200).text(text, { headers: calendarHeaders(calendarFileName(booking)) });
    }),
  ),

  http.get(
    '/bookings/calendar-feed/',
    route({ auth: 'approved' }, async ({ request, response, user }) => {
      const feed = feedOf(user.id) ?? (await createFeed(user));
      return response(200).json(ok(serializeFeed(request, feed)));
    }),
  ),

  http.post(
    '/bookings/calendar-feed/reset/',
    route({ auth: 'approved' }, async ({ request, response, user }) => {
      await db.calendarFeeds.deleteMany((q) => q.where({ user_id: user.id }));
      const feed = await createFeed(user);
      return response(200).json(ok(serializeFeed(request, feed), CALENDAR_MESSAGES.feedReset));
    }),
  ),

  http.get(
    '/calendar/{token}.ics',
    route({ auth: 'none' }, ({ params, response }) => {
      const token = typeof params.token === 'string' ? params.token : '';
      const feed = token ? db.calendarFeeds.findFirst((q) => q.where({ token })) : undefined;
      const user = feed && db.users.findFirst((q) => q.where({ id: feed.user_id }));
      // A suspended or rejected account's feed stops with its access to the app.
      if (!feed || !user || (!isApproved(user) && !isStaff(user))) return notFound();
      const now = clock.now();
      const events = feedBookings(user.id, now).map(bookingEvent);
      const text = buildCalendar(events, { stamp: now, name: ICS_FEED_NAME });
      return response(200).text(text, { headers: calendarHeaders() });
    }),
  ),
];
