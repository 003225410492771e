/**
 * Every sentence that states a policy number (the cancellation cut-off, the peak hours and
 * multiplier) is built here from the constants, so that changing a constant changes every card,
 * dialog, FAQ answer, news item and mock message that states it. Each wording takes the number as
 * a parameter whose default is today's constant: tests pass another value and see the sentence
 * follow. None of these sentences is quoted by the specification, so their words are ours.
 */
import {
  BOOKING_WINDOW_DAYS,
  CANCELLATION_CUTOFF_HOURS,
  NO_SHOW_WINDOW_HOURS,
  PEAK_MULTIPLIER,
  PEAK_WINDOW,
  STAFF_ADJUSTMENT_LIMIT,
} from './constants';
import { formatCoins, formatDate, formatTime, formatWeekday, timeToMinutes } from './format';
import type { IsoDate, WallTime } from './types';

export type PeakWindow = typeof PEAK_WINDOW;

/** '1 hour', '2 hours'. */
export function hoursPhrase(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The cut-off as a sentence states it: '2 hours'. */
export function cutoffPhrase(hours: number = CANCELLATION_CUTOFF_HOURS): string {
  return hoursPhrase(hours);
}

/** The cancel dialog's statement of the policy (decisions §2). */
export function cancellationPolicyText(
  hours: number = CANCELLATION_CUTOFF_HOURS,
  noShowHours: number = NO_SHOW_WINDOW_HOURS,
): string {
  return `A pending or confirmed booking can be cancelled until ${cutoffPhrase(hours)} before it starts, and all its coins are refunded at once. ${noShowPolicyText(noShowHours)}`;
}

/**
 * docs/members.md: a no-show keeps its coins, as Playtomic and CourtReserve
 * keep the fee of a court left empty, because the slot could not be offered to anyone else.
 */
export function noShowPolicyText(hours: number = NO_SHOW_WINDOW_HOURS): string {
  return `A booking that is not used or cancelled can be marked as a no-show by staff up to ${hoursPhrase(hours)} after it ends; its coins are kept, not refunded.`;
}

/** The API's 400 `no_show_window_closed`. */
export function noShowWindowClosedMessage(hours: number = NO_SHOW_WINDOW_HOURS): string {
  return `A no-show can only be recorded within ${hoursPhrase(hours)} of a booking's end.`;
}

/** The coin adjustment's statement of the staff limit, and the API's 403 above it. */
export function staffAdjustmentLimitText(limit: number = STAFF_ADJUSTMENT_LIMIT): string {
  return `Adjustments of more than ${formatCoins(limit)} need an admin.`;
}

/** The cancel dialog, for a booking inside the cut-off. */
export function bookingTooLateToCancelText(hours: number = CANCELLATION_CUTOFF_HOURS): string {
  return `This booking starts in under ${cutoffPhrase(hours)}, so it can no longer be cancelled.`;
}

/** A booking card inside the cut-off, where the card's own title names the booking. */
export function cardTooLateToCancelText(hours: number = CANCELLATION_CUTOFF_HOURS): string {
  return `Starts in under ${cutoffPhrase(hours)}, so it can no longer be cancelled.`;
}

/** A joined game session inside the cut-off: leaving is cancelling (decisions §5). */
export function sessionTooLateToLeaveText(hours: number = CANCELLATION_CUTOFF_HOURS): string {
  return `It starts in under ${cutoffPhrase(hours)}, so your place can no longer be given up.`;
}

/** The join confirmation, for a session inside the cut-off: the place cannot be given up later. */
export function joinInsideCutoffText(hours: number = CANCELLATION_CUTOFF_HOURS): string {
  return `This session starts in under ${cutoffPhrase(hours)}: once you join, your place can no longer be given up.`;
}

/** The booking dialog, for a court booked inside the cut-off, said before Confirm. */
export function bookingInsideCutoffText(hours: number = CANCELLATION_CUTOFF_HOURS): string {
  return `This booking starts in under ${cutoffPhrase(hours)}: once confirmed, it can no longer be cancelled.`;
}

/** The API's 400 `cancellation_window_closed` messages, one per action. */
export function windowClosedMessage(
  action: 'cancel' | 'reschedule' | 'leave',
  hours: number = CANCELLATION_CUTOFF_HOURS,
): string {
  const cutoff = cutoffPhrase(hours);
  if (action === 'leave') return `You can only leave a session up to ${cutoff} before it starts.`;
  const verb = action === 'cancel' ? 'cancelled' : 'rescheduled';
  return `Bookings can only be ${verb} up to ${cutoff} before they start.`;
}

// 'weekdayUntil' is exclusive, so the last peak start is the minute before it (22:00 → 21:59).
function minuteBefore(time: WallTime): string {
  const minutes = timeToMinutes(time) - 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The starts that are peak: '17:00–21:59 on weekdays and all day on Saturdays and Sundays'. */
export function peakHoursText(window: PeakWindow = PEAK_WINDOW): string {
  const weekdays = `${window.weekdayFrom}–${minuteBefore(window.weekdayUntil)} on weekdays`;
  return window.weekendAllDay ? `${weekdays} and all day on Saturdays and Sundays` : weekdays;
}

/** The multiplier as a sentence states it: '1.25×'. */
export function peakMultiplierPhrase(multiplier: number = PEAK_MULTIPLIER): string {
  return `${multiplier}×`;
}

/** The note under a peak quote. */
export function peakNoteText(
  multiplier: number = PEAK_MULTIPLIER,
  window: PeakWindow = PEAK_WINDOW,
): string {
  const weekend = window.weekendAllDay ? ' and all weekend' : '';
  return `Peak time: ${peakMultiplierPhrase(multiplier)} the off-peak rate (weekday evenings ${window.weekdayFrom}–${window.weekdayUntil}${weekend}).`;
}

/** '7 days'. */
export function bookingWindowPhrase(days: number = BOOKING_WINDOW_DAYS): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** 'Wed 21 Jan 2026'. */
function dayPhrase(date: IsoDate): string {
  const noon = `${date}T12:00:00+01:00`;
  return `${formatWeekday(noon)} ${formatDate(noon)}`;
}

/** The API's field error on a date after the booking window, naming the last date that can be booked. */
export function bookingWindowClosedText(
  lastDate: IsoDate,
  days: number = BOOKING_WINDOW_DAYS,
): string {
  return `Bookings open ${bookingWindowPhrase(days)} ahead: choose a date up to ${dayPhrase(lastDate)}.`;
}

/** What a clash with another of the member's own bookings names: where, when and which. */
export interface BookingClash {
  venue: string;
  court: string;
  date: IsoDate;
  start_time: WallTime;
  end_time: WallTime;
  reference: string;
}

/** The API's 409 `booking_overlap`: the member already plays elsewhere (or here) at that time. */
export function bookingOverlapText(clash: BookingClash): string {
  return `You already have a booking at this time: ${clash.venue}, ${clash.court}, ${dayPhrase(clash.date)}, ${formatTime(clash.start_time)}–${formatTime(clash.end_time)} (${clash.reference}). Choose another time or cancel that booking first.`;
}
