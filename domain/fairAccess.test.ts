import { describe, expect, it } from 'vitest';
import {
  BOOKING_WINDOW_DAYS,
  DATE_PICKER_DAYS,
  bookingOverlapText,
  bookingWindowClosedText,
  bookingsOverlap,
  isInsideBookingWindow,
  lastBookableDate,
  nextDays,
} from './index';

// Thursday 15 January 2026, late evening in Lagos (still the 15th there, already the 15th in UTC).
const now = new Date('2026-01-15T23:30:00+01:00');

describe('the booking window', () => {
  it('is the date picker’s days, today included', () => {
    expect(DATE_PICKER_DAYS).toBe(BOOKING_WINDOW_DAYS);
    const days = nextDays(now);
    expect(lastBookableDate(now)).toBe(days[days.length - 1]);
    expect(lastBookableDate(now)).toBe('2026-01-21');
    expect(isInsideBookingWindow('2026-01-21', now)).toBe(true);
    expect(isInsideBookingWindow('2026-01-22', now)).toBe(false);
  });

  it('follows another number of days, in the sentence too', () => {
    expect(lastBookableDate(now, 3)).toBe('2026-01-17');
    expect(isInsideBookingWindow('2026-01-18', now, 3)).toBe(false);
    expect(bookingWindowClosedText('2026-01-17', 3)).toBe(
      'Bookings open 3 days ahead: choose a date up to Sat 17 Jan 2026.',
    );
    expect(bookingWindowClosedText('2026-01-15', 1)).toMatch(/^Bookings open 1 day ahead/);
  });
});

describe('overlapping bookings', () => {
  const range = (date: string, start: string, end: string) => ({
    date,
    start_time: start,
    end_time: end,
  });

  it('share a minute on the same day; back to back or on other days they do not', () => {
    expect(
      bookingsOverlap(range('2026-01-16', '10:00', '12:00'), range('2026-01-16', '11:00', '13:00')),
    ).toBe(true);
    expect(
      bookingsOverlap(range('2026-01-16', '10:00', '12:00'), range('2026-01-16', '10:30', '11:00')),
    ).toBe(true);
    expect(
      bookingsOverlap(range('2026-01-16', '10:00', '12:00'), range('2026-01-16', '12:00', '13:00')),
    ).toBe(false);
    expect(
      bookingsOverlap(range('2026-01-16', '10:00', '12:00'), range('2026-01-17', '10:00', '12:00')),
    ).toBe(false);
  });

  it('names the clash: venue, court, day, time and reference', () => {
    expect(
      bookingOverlapText({
        venue: 'Lekki Arena',
        court: 'Pitch A',
        date: '2026-01-16',
        start_time: '10:00:00',
        end_time: '12:00',
        reference: 'PSB-1024',
      }),
    ).toBe(
      'You already have a booking at this time: Lekki Arena, Pitch A, Fri 16 Jan 2026, 10:00–12:00 (PSB-1024). Choose another time or cancel that booking first.',
    );
  });
});
