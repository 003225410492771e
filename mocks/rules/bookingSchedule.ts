/**
 * A member's booking figures and a venue's courts in time: the active courts, the schedule of a
 * day and the hourly start times a slot may take.
 */

import { durationHours, isUpcoming, timeToMinutes } from '@domain';
import type { DailySchedule } from '@domain';
import { db } from '../db';
import type { CourtRecord, LocationRecord } from '../records';
import { minutesToTime } from '../http';
import { maintenanceBlocks, occupyingBookings, occupyingSessions } from '../schedule';
import { serializeCourtSummary, serializeLocationSummary } from '../serializers';
import { bookingsOf } from './bookings';

export function bookingStats(userId: number, now: Date) {
  const bookings = bookingsOf(userId);
  const completed = bookings.filter((booking) => booking.status === 'COMPLETED');
  return {
    total: bookings.length,
    upcoming: bookings.filter((booking) => isUpcoming(booking, now)).length,
    completed: completed.length,
    cancelled: bookings.filter((booking) => booking.status === 'CANCELLED').length,
    no_show: bookings.filter((booking) => booking.status === 'NO_SHOW').length,
    coins_spent: completed.reduce((sum, booking) => sum + booking.coin_cost, 0),
    hours_played: completed.reduce(
      (sum, booking) => sum + durationHours(booking.start_time, booking.end_time),
      0,
    ),
    locations_visited: new Set(completed.map((booking) => booking.location_id)).size,
  };
}

export function activeCourtsOf(locationId: number, courtId?: number): CourtRecord[] {
  return db.courts
    .findMany((q) => q.where({ location_id: locationId, is_active: true }))
    .filter((court) => courtId === undefined || court.id === courtId)
    .sort((a, b) => a.id - b.id);
}

export function dailySchedule(
  location: LocationRecord,
  date: string,
  viewerId: number,
): DailySchedule {
  // The sessions the viewer holds a place in: their own, like their court bookings.
  const playing = new Set(
    bookingsOf(viewerId)
      .filter((booking) => booking.session_id !== null && booking.status !== 'CANCELLED')
      .map((booking) => booking.session_id),
  );
  return {
    location: serializeLocationSummary(location),
    date,
    opening_time: location.opening_time,
    closing_time: location.closing_time,
    courts: activeCourtsOf(location.id).map((court) => {
      const bookings = occupyingBookings(db, court.id, date);
      const sessions = occupyingSessions(db, court.id, date);
      const blocks = maintenanceBlocks(db, court.id, date);
      const entries = [
        // Members' identities are not exposed: a private booking is only a range.
        ...bookings.map((booking) => ({
          kind: 'booking' as const,
          start_time: booking.start_time,
          end_time: booking.end_time,
          session_id: null,
          title: null,
          is_mine: booking.user_id === viewerId,
        })),
        ...sessions.map((session) => ({
          kind: 'session' as const,
          start_time: session.start_time,
          end_time: session.end_time,
          session_id: session.id,
          title: session.title,
          is_mine: playing.has(session.id),
        })),
        ...blocks.map((block) => ({
          kind: 'maintenance' as const,
          start_time: block.start_time,
          end_time: block.end_time,
          session_id: null,
          title: block.note,
          is_mine: false,
        })),
      ].sort((a, b) => timeToMinutes(a.start_time) - timeToMinutes(b.start_time));
      return { court: serializeCourtSummary(court), entries };
    }),
  };
}

/** Whole-hour starts inside opening hours whose range of `hours` ends by closing time. */
export function hourlyStarts(
  location: LocationRecord,
  hours: number,
): { start: string; end: string }[] {
  const open = timeToMinutes(location.opening_time);
  const close = timeToMinutes(location.closing_time);
  const length = Math.round(hours * 60);
  const starts: { start: string; end: string }[] = [];
  for (let minute = Math.ceil(open / 60) * 60; minute + length <= close; minute += 60) {
    starts.push({ start: minutesToTime(minute), end: minutesToTime(minute + length) });
  }
  return starts;
}
