/**
 * The booking rules the bookings handlers apply: the messages, which bookings a member sees, the
 * court range of a booking and its quote, creating and cancelling a paid booking, and the figures
 * and daily schedule of a venue. Coins move only through the ledger (decisions §6).
 */

import { z } from 'zod';
import {
  BOOKING_REQUIRED_FIELDS,
  MESSAGES,
  bookingReference,
  bookingStart,
  coinCost,
  durationHours,
  formatCoins,
  formatSchedule,
  noShowWindowClosedMessage,
  isBlank,
  isPast,
  isSessionJoinable,
  isStaff,
  isUpcoming,
  timeToMinutes,
  windowClosedMessage,
  validateBookingData,
  MAX_LENGTH,
} from '@domain';
import type { BookingDataValues, DailySchedule } from '@domain';
import { timestamp } from '../clock';
import { db, nextId } from '../db';
import type {
  BookingRecord,
  CourtRecord,
  LocationRecord,
  SessionRecord,
  UserRecord,
} from '../records';
import { inGroup } from '../indexes';
import { findWallet } from '../ledger';
import { release, reserve } from '../coinHolds';
import {
  addError,
  conflict,
  fields,
  fieldErrorsFrom,
  minutesToTime,
  pathId,
  validationError,
  zodFieldErrors,
  type ErrorResponse,
  type FieldErrors,
  type JsonObject,
  type Parsed,
} from '../http';
import {
  maintenanceBlocks,
  occupyingBookings,
  occupyingSessions,
  type CourtOccupancy,
} from '../schedule';
import { serializeCourtSummary, serializeLocationSummary, sessionPlayers } from '../serializers';

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

function findActiveCourt(id: number): CourtRecord | undefined {
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

// ---------------------------------------------------------------------------------------------
// The booking range of create and check-availability.

export const rangeSchema = z.object({
  location_id: fields.integer({ min: 1 }),
  court_id: fields.integer({ min: 1 }),
  date: fields.date(),
  start_time: fields.time(),
  end_time: fields.time(),
});

export const createSchema = rangeSchema.extend({
  notes: fields.string({ blank: true, max: MAX_LENGTH.notes }).optional(),
});

type RangeInput = z.infer<typeof rangeSchema>;

/**
 * What the domain validator reads from a raw field. A value of the wrong type (a list, a boolean)
 * is not blank, so it is passed on as its JSON text and the field's format check reports it.
 */
function formText(value: unknown): string | null | undefined {
  if (value === null || value === undefined || typeof value === 'string') return value;
  return JSON.stringify(value);
}

function formId(value: unknown): string | number | null | undefined {
  return typeof value === 'number' ? value : formText(value);
}

/**
 * Validates a booking range as SPEC §5 words it: the domain's messages ('Missing required fields:
 * …' and 'Start time must be before end time' for the whole payload, 'Cannot book for past dates'
 * on the date) come first; DRF's field messages cover what the domain does not check (an id that
 * is not a positive whole number, a note too long).
 */
export function validateRange<T extends RangeInput>(
  body: JsonObject,
  schema: z.ZodType<T>,
  now: Date,
): Parsed<T> {
  const values: BookingDataValues = {
    location_id: formId(body.location_id),
    court_id: formId(body.court_id),
    date: formText(body.date),
    start_time: formText(body.start_time),
    end_time: formText(body.end_time),
  };
  const domain = validateBookingData(values, now);
  const { start_time: startError, ...rest } = domain;
  const errors = fieldErrorsFrom(rest);
  // DRF reports a rule about two fields under non_field_errors, as the contract's example shows.
  if (startError === MESSAGES.startBeforeEnd) addError(errors, 'non_field_errors', startError);
  else if (startError !== undefined) addError(errors, 'start_time', startError);

  const result = schema.safeParse(body);
  if (!result.success) {
    const missing = new Set<string>(
      BOOKING_REQUIRED_FIELDS.filter((field) => isBlank(values[field])),
    );
    for (const [field, messages] of Object.entries(zodFieldErrors(result.error))) {
      // One message per problem: the domain's wording wins, and missing fields are already named.
      if (errors[field] !== undefined || missing.has(field)) continue;
      for (const message of messages) addError(errors, field, message);
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) {
    return { ok: false, response: validationError(errors) };
  }
  return { ok: true, value: result.data };
}

interface ResolvedRange {
  location: LocationRecord;
  court: CourtRecord;
}

/** The location and court named by a range: unknown ones are 400 field errors (DRF's pk fields). */
export function resolveRange(input: RangeInput): Parsed<ResolvedRange> {
  const errors: FieldErrors = {};
  const location = findActiveLocation(input.location_id);
  const court = findActiveCourt(input.court_id);
  if (!location) addError(errors, 'location_id', BOOKING_MESSAGES.doesNotExist(input.location_id));
  if (!court) addError(errors, 'court_id', BOOKING_MESSAGES.doesNotExist(input.court_id));
  else if (location && court.location_id !== location.id) {
    addError(errors, 'court_id', BOOKING_MESSAGES.courtNotAtLocation);
  }
  if (!location || !court || Object.keys(errors).length > 0) {
    return { ok: false, response: validationError(errors) };
  }
  return { ok: true, value: { location, court } };
}

export function quote(location: LocationRecord, input: RangeInput): number {
  return coinCost({
    hourly_rate: location.hourly_rate,
    date: input.date,
    start_time: input.start_time,
    end_time: input.end_time,
  });
}

export function conflictReason(conflicts: CourtOccupancy): string | null {
  if (conflicts.maintenance.length > 0) return BOOKING_MESSAGES.reasonMaintenance;
  if (conflicts.sessions.length > 0) return BOOKING_MESSAGES.reasonSession;
  if (conflicts.bookings.length > 0) return BOOKING_MESSAGES.reasonBooked;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Writing.

export function describeBooking(booking: Pick<BookingRecord, 'date' | 'start_time' | 'end_time'>) {
  // Members read this in their transaction history: the same words as every date on screen.
  return formatSchedule(booking.date, booking.start_time, booking.end_time);
}

/**
 * Keeps a session's status in step with its places, as the seed writes it: 'booked' once full,
 * 'available' again when a place frees up before the start. Other states are staff decisions.
 */
export async function syncSessionStatus(sessionId: number | null, now: Date): Promise<void> {
  if (sessionId === null) return;
  const session = db.sessions.findFirst((q) => q.where({ id: sessionId }));
  if (!session) return;
  const full = sessionPlayers(db, session) >= session.max_players;
  const started = hasStarted({ date: session.session_date, start_time: session.start_time }, now);
  let status = session.status;
  if (session.status === 'available' && full) status = 'booked';
  else if (session.status === 'booked' && !full && !started) status = 'available';
  if (status === session.status) return;
  await db.sessions.update((q) => q.where({ id: session.id }), {
    data(draft) {
      draft.status = status;
    },
  });
}

/**
 * Cancels a booking and refunds every coin it holds at once (a refund transaction). Returns the
 * updated booking and the coins refunded.
 */
export async function cancelBooking(
  booking: BookingRecord,
  reason: string | null,
  now: Date,
): Promise<{ booking: BookingRecord; refunded: number }> {
  const entry = await release(db, {
    userId: booking.user_id,
    reference: booking.booking_reference,
    description: `Refund for cancelled booking ${booking.booking_reference}`,
    at: now,
  });
  const updated = await db.bookings.update((q) => q.where({ id: booking.id }), {
    data(draft) {
      draft.status = 'CANCELLED';
      // An unpaid (PENDING) booking had nothing to refund.
      if (draft.payment_status === 'PAID') draft.payment_status = 'REFUNDED';
      draft.cancelled_at = timestamp(now);
      draft.cancellation_reason = reason;
    },
  });
  if (!updated) throw new Error(`Database integrity: booking ${booking.id} vanished`);
  await syncSessionStatus(booking.session_id, now);
  return { booking: updated, refunded: entry?.amount ?? 0 };
}

/** A new CONFIRMED and PAID booking whose coins the ledger reserves under its reference. */
export async function createPaidBooking(
  user: UserRecord,
  fieldsOf: Pick<
    BookingRecord,
    | 'location_id'
    | 'court_id'
    | 'session_id'
    | 'date'
    | 'start_time'
    | 'end_time'
    | 'coin_cost'
    | 'notes'
  >,
  description: (reference: string) => string,
  now: Date,
): Promise<BookingRecord> {
  const id = nextId(db, 'bookings');
  const reference = bookingReference({ id });
  // A free booking (a rate or session of 0 coins) moves no coins and writes no entry.
  if (fieldsOf.coin_cost > 0) {
    await reserve(db, {
      userId: user.id,
      amount: fieldsOf.coin_cost,
      reference,
      description: description(reference),
      at: now,
    });
  }
  const booking = await db.bookings.create({
    ...fieldsOf,
    id,
    booking_reference: reference,
    user_id: user.id,
    status: 'CONFIRMED',
    payment_status: 'PAID',
    created_at: timestamp(now),
    cancelled_at: null,
    cancellation_reason: null,
    completed_at: null,
  });
  await syncSessionStatus(booking.session_id, now);
  return booking;
}

/** Why a session cannot take a new player, or null when it can. */
export function sessionRefusalMessage(session: SessionRecord, now: Date): string | null {
  const occupancy = {
    status: session.status,
    current_players: sessionPlayers(db, session),
    max_players: session.max_players,
  };
  const started = hasStarted({ date: session.session_date, start_time: session.start_time }, now);
  if (isSessionJoinable(occupancy) && !started) return null;
  const full =
    !started &&
    (session.status === 'booked' ||
      (session.status === 'available' && occupancy.current_players >= occupancy.max_players));
  return full ? BOOKING_MESSAGES.sessionFull : BOOKING_MESSAGES.sessionUnavailable;
}

/** The 409 `session_full` of a session that cannot take a new player, or null when it can. */
export function sessionRefusal(session: SessionRecord, now: Date): ErrorResponse | null {
  const message = sessionRefusalMessage(session, now);
  return message === null ? null : conflict(message, 'session_full');
}

export const cancelSchema = z.object({
  reason: fields.string({ blank: true, max: MAX_LENGTH.reason }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Figures and schedules.

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
