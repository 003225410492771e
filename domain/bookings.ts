import {
  BOOKING_REFERENCE_PREFIX,
  BOOKING_WINDOW_DAYS,
  CANCELLATION_CUTOFF_MS,
  NO_SHOW_WINDOW_MS,
} from './constants';
import { addDays, lagosDateTimeToInstant, lagosToday, timeToMinutes } from './format';
import type {
  BookingReferenceFields,
  BookingSchedule,
  BookingStatus,
  IsoDate,
  WallTime,
} from './types';

type BookingStart = Pick<BookingSchedule, 'date' | 'start_time'>;
type BookingEnd = Pick<BookingSchedule, 'date' | 'end_time'>;
type BookingStateAndStart = Pick<BookingSchedule, 'status' | 'date' | 'start_time'>;

const ACTIVE_STATUSES: readonly BookingStatus[] = ['PENDING', 'CONFIRMED'];

const isActive = (status: BookingStatus): boolean => ACTIVE_STATUSES.includes(status);

export function bookingStart(booking: BookingStart): Date {
  return lagosDateTimeToInstant(booking.date, booking.start_time);
}

export function bookingEnd(booking: BookingEnd): Date {
  return lagosDateTimeToInstant(booking.date, booking.end_time);
}

/**
 * Whether staff may mark a booking as a no-show now: a CONFIRMED or COMPLETED booking,
 * from its end until the no-show window after it has passed.
 */
export type NoShowState = 'open' | 'not_ended' | 'window_closed' | 'wrong_status';

export function noShowState(
  booking: Pick<BookingSchedule, 'status' | 'date' | 'end_time'>,
  now: Date,
  windowMs: number = NO_SHOW_WINDOW_MS,
): NoShowState {
  if (booking.status !== 'CONFIRMED' && booking.status !== 'COMPLETED') return 'wrong_status';
  const sinceEnd = now.getTime() - bookingEnd(booking).getTime();
  if (sinceEnd < 0) return 'not_ended';
  return sinceEnd <= windowMs ? 'open' : 'window_closed';
}

/** A PENDING or CONFIRMED booking whose start is at least the cut-off away (decisions §2). */
export function canCancel(booking: BookingStateAndStart, now: Date): boolean {
  return (
    isActive(booking.status) &&
    bookingStart(booking).getTime() - now.getTime() >= CANCELLATION_CUTOFF_MS
  );
}

/** Whether something starting then is already inside the cut-off: once taken, it cannot be given up. */
export function startsInsideCutoff(start: BookingStart, now: Date): boolean {
  return bookingStart(start).getTime() - now.getTime() < CANCELLATION_CUTOFF_MS;
}

/** Rescheduling follows the cancellation rule exactly. */
export function canReschedule(booking: BookingStateAndStart, now: Date): boolean {
  return canCancel(booking, now);
}

/** The last date a court can be booked on, today being the first of the booking window. */
export function lastBookableDate(now: Date, days: number = BOOKING_WINDOW_DAYS): IsoDate {
  return addDays(lagosToday(now), days - 1);
}

/** Whether a date is not after the booking window (a past date is refused by its own rule). */
export function isInsideBookingWindow(
  date: IsoDate,
  now: Date,
  days: number = BOOKING_WINDOW_DAYS,
): boolean {
  return date <= lastBookableDate(now, days);
}

type TimeRange = Pick<BookingSchedule, 'date' | 'start_time' | 'end_time'>;

/** Two ranges of play overlap when they share a minute; one ending as the other starts does not. */
export function bookingsOverlap(a: TimeRange, b: TimeRange): boolean {
  return (
    a.date === b.date &&
    timeToMinutes(a.start_time) < timeToMinutes(b.end_time) &&
    timeToMinutes(b.start_time) < timeToMinutes(a.end_time)
  );
}

export function isUpcoming(booking: BookingStateAndStart, now: Date): boolean {
  return isActive(booking.status) && bookingStart(booking).getTime() > now.getTime();
}

export function isPast(booking: BookingEnd, now: Date): boolean {
  return bookingEnd(booking).getTime() <= now.getTime();
}

export function bookingReference(booking: BookingReferenceFields): string {
  const reference = booking.booking_reference?.trim();
  // An empty reference is as good as none, so `??` would not do here.
  if (reference) return reference;
  return `${BOOKING_REFERENCE_PREFIX}-${booking.id}`;
}

/** Hours between two wall-clock times of one day; 1.5 for '09:00'–'10:30'. */
export function durationHours(startTime: WallTime, endTime: WallTime): number {
  return (timeToMinutes(endTime) - timeToMinutes(startTime)) / 60;
}

export const BOOKING_TABS = ['upcoming', 'past', 'cancelled', 'all'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/**
 * Which tab shows a booking. Past holds finished bookings that were not cancelled, including a
 * COMPLETED or NO_SHOW one whose end the clock has not yet reached. A booking under way is in no
 * tab but 'all', since it is neither upcoming (started) nor past (not ended).
 */
export function isInBookingTab(booking: BookingSchedule, tab: BookingTab, now: Date): boolean {
  switch (tab) {
    case 'upcoming':
      return isUpcoming(booking, now);
    case 'past':
      return (
        booking.status !== 'CANCELLED' &&
        (isPast(booking, now) || booking.status === 'COMPLETED' || booking.status === 'NO_SHOW')
      );
    case 'cancelled':
      return booking.status === 'CANCELLED';
    case 'all':
      return true;
  }
}

/**
 * The bookings of a tab, in the order the tab lists them: upcoming soonest first, every other tab
 * most recent first. The input is not modified.
 */
export function bookingTab<T extends BookingSchedule>(
  bookings: readonly T[],
  tab: BookingTab,
  now: Date,
): T[] {
  const direction = tab === 'upcoming' ? 1 : -1;
  return bookings
    .filter((booking) => isInBookingTab(booking, tab, now))
    .sort((a, b) => direction * (bookingStart(a).getTime() - bookingStart(b).getTime()));
}

export interface BookingSummary {
  total: number;
  upcoming: number;
  past: number;
  cancelled: number;
  completed: number;
}

export function summarizeBookings(bookings: readonly BookingSchedule[], now: Date): BookingSummary {
  const count = (tab: BookingTab): number =>
    bookings.filter((booking) => isInBookingTab(booking, tab, now)).length;
  return {
    total: bookings.length,
    upcoming: count('upcoming'),
    past: count('past'),
    cancelled: count('cancelled'),
    completed: bookings.filter((booking) => booking.status === 'COMPLETED').length,
  };
}
