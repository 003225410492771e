/**
 * What the bookings' parameterised queries are asked (flows.ts), as their keys (../queryKeys.ts)
 * hold it: types alone, so the keys' module imports nothing that imports it.
 */
import type { IsoDate, components } from '@domain';

/** What the available-slots call is asked: one court of a location on a day, for a length. */
export interface SlotsRequest {
  locationId: number;
  date: IsoDate;
  courtId: number;
  durationHours: number;
}

/** A court time range, as the quote and the booking ask for it. */
export type BookingRange = components['schemas']['CheckAvailabilityRequest'];

/** Where a booking would move: its id, and the reschedule call's body. */
export interface RescheduleTarget {
  bookingId: number;
  body: components['schemas']['RescheduleRequest'];
}

/** A venue's day at a glance: one location's schedule on one day. */
export interface ScheduleDay {
  locationId: number;
  date: IsoDate;
}
