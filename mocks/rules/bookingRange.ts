/**
 * The court range of a booking, for create and check-availability: its fields and their checks,
 * the location and court it names, its quote (pricing by the hour, peak and off-peak) and why the
 * court is not free for it.
 */

import { z } from 'zod';
import {
  BOOKING_REQUIRED_FIELDS,
  MESSAGES,
  coinCost,
  isBlank,
  validateBookingData,
  MAX_LENGTH,
} from '@domain';
import type { BookingDataValues } from '@domain';
import type { CourtRecord, LocationRecord } from '../records';
import {
  addError,
  fields,
  fieldErrorsFrom,
  validationError,
  zodFieldErrors,
  type FieldErrors,
  type JsonObject,
  type Parsed,
} from '../http';
import { type CourtOccupancy } from '../schedule';
import { BOOKING_MESSAGES, findActiveLocation, findActiveCourt } from './bookings';

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
