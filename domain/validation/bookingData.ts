import { isIsoDate, isWallTime, lagosToday, timeToMinutes } from '../format';
import type { FormErrors } from '../types';
import { MESSAGES, missingFieldsMessage } from './messages';
import { isBlank } from './rules';

export const BOOKING_REQUIRED_FIELDS = [
  'location_id',
  'court_id',
  'date',
  'start_time',
  'end_time',
] as const;

export interface BookingDataValues {
  location_id?: number | string | null | undefined;
  court_id?: number | string | null | undefined;
  date?: string | null | undefined;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}

/**
 * SPEC §5 Booking data. Missing fields are one form-level message; the date is compared with
 * today in Lagos, whatever the caller's zone, so a booking for today stays allowed all day.
 */
export function validateBookingData(
  data: BookingDataValues,
  now: Date,
): FormErrors<BookingDataValues> {
  const errors: FormErrors<BookingDataValues> = {};
  const missing = BOOKING_REQUIRED_FIELDS.filter((field) => isBlank(data[field]));
  if (missing.length > 0) errors.form = missingFieldsMessage(missing);

  const { date, start_time: start, end_time: end } = data;
  if (typeof date === 'string' && !isBlank(date)) {
    if (!isIsoDate(date)) errors.date = MESSAGES.dateInvalid;
    else if (date < lagosToday(now)) errors.date = MESSAGES.cannotBookPastDates;
  }

  const startValid = typeof start === 'string' && isWallTime(start);
  const endValid = typeof end === 'string' && isWallTime(end);
  if (typeof start === 'string' && !isBlank(start) && !startValid) {
    errors.start_time = MESSAGES.timeInvalid;
  }
  if (typeof end === 'string' && !isBlank(end) && !endValid) errors.end_time = MESSAGES.timeInvalid;
  if (startValid && endValid && timeToMinutes(start) >= timeToMinutes(end)) {
    errors.start_time = MESSAGES.startBeforeEnd;
  }

  return errors;
}
