/**
 * What occupies a court and when (decisions §5): a court's time is free only where no booking,
 * game session or maintenance block covers it. Shared by booking creation, session management,
 * the availability quote, the daily schedule and the seed, so they never disagree.
 */

import { timeToMinutes } from '@domain';
import type { BookingRecord, MaintenanceBlockRecord, SessionRecord } from './records';
import type { Database } from './db';
import { courtDay, inGroup } from './indexes';

export interface TimeRange {
  date: string;
  start_time: string;
  end_time: string;
}

export interface CourtOccupancy {
  bookings: BookingRecord[];
  sessions: SessionRecord[];
  maintenance: MaintenanceBlockRecord[];
}

/** Half-open ranges: 09:00–10:00 and 10:00–11:00 do not overlap. */
export function rangesOverlap(
  a: Pick<TimeRange, 'start_time' | 'end_time'>,
  b: Pick<TimeRange, 'start_time' | 'end_time'>,
): boolean {
  return (
    timeToMinutes(a.start_time) < timeToMinutes(b.end_time) &&
    timeToMinutes(b.start_time) < timeToMinutes(a.end_time)
  );
}

/**
 * Court bookings that occupy their court: every status but CANCELLED. Session places are not
 * listed: the session itself occupies the court.
 */
export function occupyingBookings(
  database: Database,
  courtId: number,
  date: string,
): BookingRecord[] {
  return inGroup(database.indexes.courtDayBookings, courtDay(courtId, date));
}

/** Sessions that occupy their court: every status but cancelled. */
export function occupyingSessions(
  database: Database,
  courtId: number,
  date: string,
): SessionRecord[] {
  return database.sessions.findMany((q) =>
    q.where({ court_id: courtId, session_date: date, status: (status) => status !== 'cancelled' }),
  );
}

export function maintenanceBlocks(
  database: Database,
  courtId: number,
  date: string,
): MaintenanceBlockRecord[] {
  return database.maintenanceBlocks.findMany((q) => q.where({ court_id: courtId, date }));
}

/**
 * Everything on the court that overlaps the range. `ignore` leaves out the booking or session
 * being moved or edited, so it does not clash with itself.
 */
export function courtConflicts(
  database: Database,
  courtId: number,
  range: TimeRange,
  ignore: { bookingId?: number; sessionId?: number } = {},
): CourtOccupancy {
  return {
    bookings: occupyingBookings(database, courtId, range.date).filter(
      (booking) => booking.id !== ignore.bookingId && rangesOverlap(booking, range),
    ),
    sessions: occupyingSessions(database, courtId, range.date).filter(
      (session) => session.id !== ignore.sessionId && rangesOverlap(session, range),
    ),
    maintenance: maintenanceBlocks(database, courtId, range.date).filter((block) =>
      rangesOverlap(block, range),
    ),
  };
}

export function isCourtFree(
  database: Database,
  courtId: number,
  range: TimeRange,
  ignore: { bookingId?: number; sessionId?: number } = {},
): boolean {
  const conflicts = courtConflicts(database, courtId, range, ignore);
  return (
    conflicts.bookings.length === 0 &&
    conflicts.sessions.length === 0 &&
    conflicts.maintenance.length === 0
  );
}

/** Inside opening hours, both ends included: a 06:00–22:00 venue takes 06:00–07:00 and 21:00–22:00. */
export function withinOpeningHours(
  location: { opening_time: string; closing_time: string },
  range: Pick<TimeRange, 'start_time' | 'end_time'>,
): boolean {
  return (
    timeToMinutes(range.start_time) >= timeToMinutes(location.opening_time) &&
    timeToMinutes(range.end_time) <= timeToMinutes(location.closing_time)
  );
}
