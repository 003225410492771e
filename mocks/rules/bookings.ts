/**
 * The booking rules the bookings handlers apply: the messages, and which bookings a member sees
 * and may act on. The court range of a booking and its quote are in `bookingRange.ts`, creating
 * and cancelling a paid booking in `bookingWrites.ts`, and the figures and daily schedule of a
 * venue in `bookingSchedule.ts`. Coins move only through the ledger (decisions §6).
 */

import {
  bookingStart,
  formatCoins,
  noShowWindowClosedMessage,
  isPast,
  isStaff,
  windowClosedMessage,
} from '@domain';
import { db } from '../db';
import type {
  BookingRecord,
  CourtRecord,
  LocationRecord,
  SessionRecord,
  UserRecord,
} from '../records';
import { inGroup } from '../indexes';
import { findWallet } from '../ledger';
import { pathId } from '../http';

export const CREATE_OPERATION = 'POST /bookings/bookings/';

export const BOOKING_MESSAGES = {
  created: 'Booking confirmed',
  markedNoShow: (reference: string) => `Booking ${reference} marked as a no-show.`,
  noShowNotEnded: 'This booking has not ended yet, so it cannot be marked as a no-show.',
  noShowWrongStatus: 'Only a confirmed or completed booking can be marked as a no-show.',
  noShowWindowClosed: noShowWindowClosedMessage(),
  cancelled: (coins: number) => `Booking cancelled. ${refunded(coins)}`,
  rescheduled: 'Booking rescheduled',
  joined: 'You have joined the session',
  left: (coins: number) => `You have left the session. ${refunded(coins)}`,
  slotUnavailable: 'This time slot is no longer available. Please choose another time.',
  sessionFull: 'This session is full.',
  sessionUnavailable: 'This session is no longer available.',
  alreadyJoined: 'You have already joined this session.',
  notJoined: 'You have not joined this session.',
  insufficientForBooking: (cost: number, available: number) =>
    `You do not have enough coins for this booking. It costs ${formatCoins(cost)} and you have ${formatCoins(available)} available.`,
  insufficientForSession: (cost: number, available: number) =>
    `You do not have enough coins for this session. It costs ${formatCoins(cost)} and you have ${formatCoins(available)} available.`,
  insufficientForReschedule: (extra: number, available: number) =>
    `You do not have enough coins for this session. It costs ${formatCoins(extra)} more and you have ${formatCoins(available)} available.`,
  cancelWindowClosed: windowClosedMessage('cancel'),
  rescheduleWindowClosed: windowClosedMessage('reschedule'),
  leaveWindowClosed: windowClosedMessage('leave'),
  notCancellable: (status: string) =>
    `This booking is ${status.toLowerCase()}: only pending or confirmed bookings can be cancelled.`,
  notReschedulable: (status: string) =>
    `This booking is ${status.toLowerCase()}: only pending or confirmed bookings can be rescheduled.`,
  doesNotExist: (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`,
  courtNotAtLocation: 'This court is not at the selected location.',
  invalidCourtChoice: 'Select a valid choice. That choice is not one of the available choices.',
  outsideOpeningHours: (location: LocationRecord) =>
    `Bookings must be within opening hours (${location.opening_time}–${location.closing_time}).`,
  startPassed: 'Cannot book a start time that has already passed',
  durationStep: 'Ensure this value is a multiple of 0.5.',
  reasonBooked: 'The court is already booked at this time.',
  reasonSession: 'A game session is scheduled on this court at this time.',
  reasonMaintenance: 'The court is closed for maintenance at this time.',
  sessionLeftReason: 'Left the session',
} as const;

function refunded(coins: number): string {
  return `${formatCoins(coins)} ${coins === 1 ? 'has' : 'have'} been refunded.`;
}

const ACTIVE: readonly BookingRecord['status'][] = ['PENDING', 'CONFIRMED'];
export const isActive = (booking: BookingRecord): boolean => ACTIVE.includes(booking.status);

// ---------------------------------------------------------------------------------------------
// Ordering and scoping.

/** Latest day of play first; within a day the latest start; then the newest booking. */
export function newestFirst(a: BookingRecord, b: BookingRecord): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.start_time !== b.start_time) return a.start_time < b.start_time ? 1 : -1;
  return b.id - a.id;
}

export function soonestFirst(a: BookingRecord, b: BookingRecord): number {
  return -newestFirst(a, b);
}

export function bookingsOf(userId: number): BookingRecord[] {
  return inGroup(db.indexes.bookingsByUser, userId);
}

/**
 * Finished with: cancelled, completed, no-show, or ended. A booking under way is neither this nor
 * upcoming, as on the My Bookings screen.
 */
export function isHistory(booking: BookingRecord, now: Date): boolean {
  return (
    booking.status === 'CANCELLED' ||
    booking.status === 'COMPLETED' ||
    booking.status === 'NO_SHOW' ||
    isPast(booking, now)
  );
}

/**
 * The booking as the caller may see it: their own, or any for staff. Another member's booking is
 * a 404 rather than a 403, as a queryset scoped to request.user makes it (no existence leak).
 */
export function visibleBooking(user: UserRecord, rawId: string | readonly string[] | undefined) {
  const id = pathId(rawId);
  if (id === undefined) return undefined;
  const booking = db.bookings.findFirst((q) => q.where({ id }));
  if (!booking || (booking.user_id !== user.id && !isStaff(user))) return undefined;
  return booking;
}

export function findActiveLocation(id: number): LocationRecord | undefined {
  return db.locations.findFirst((q) => q.where({ id, is_active: true }));
}

export function findActiveCourt(id: number): CourtRecord | undefined {
  return db.courts.findFirst((q) => q.where({ id, is_active: true }));
}

export function findSession(
  rawId: string | readonly string[] | undefined,
): SessionRecord | undefined {
  const id = pathId(rawId);
  return id === undefined ? undefined : db.sessions.findFirst((q) => q.where({ id }));
}

export function availableCoins(userId: number): number {
  return findWallet(db, userId)?.available_balance ?? 0;
}

export function hasStarted(range: { date: string; start_time: string }, now: Date): boolean {
  return bookingStart(range).getTime() <= now.getTime();
}

/** The member's place in a session that still counts (pending or confirmed). */
export function activeSessionBooking(userId: number, sessionId: number): BookingRecord | undefined {
  return db.bookings.findFirst((q) =>
    q.where({
      user_id: userId,
      session_id: sessionId,
      status: (status) => status === 'PENDING' || status === 'CONFIRMED',
    }),
  );
}
