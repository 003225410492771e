import { describe, expect, it } from 'vitest';
import {
  BOOKING_TABS,
  bookingEnd,
  noShowState,
  bookingReference,
  bookingStart,
  bookingTab,
  canCancel,
  canReschedule,
  durationHours,
  isInBookingTab,
  isPast,
  isUpcoming,
  startsInsideCutoff,
  summarizeBookings,
} from './bookings';
import type { BookingSchedule, BookingStatus } from './types';

// 17:00–18:30 in Lagos on 15 July 2025 is 16:00–17:30 UTC.
const booking = (
  status: BookingStatus = 'CONFIRMED',
  overrides: Partial<BookingSchedule> = {},
) => ({
  status,
  date: '2025-07-15',
  start_time: '17:00',
  end_time: '18:30',
  ...overrides,
});
const at = (iso: string): Date => new Date(iso);

describe('bookingStart and bookingEnd', () => {
  it('read the date and times as Lagos wall-clock time', () => {
    expect(bookingStart(booking()).toISOString()).toBe('2025-07-15T16:00:00.000Z');
    expect(bookingEnd(booking()).toISOString()).toBe('2025-07-15T17:30:00.000Z');
  });
});

describe('startsInsideCutoff', () => {
  it('is false exactly at the cut-off and true one millisecond inside it', () => {
    expect(startsInsideCutoff(booking(), at('2025-07-15T14:00:00Z'))).toBe(false);
    expect(startsInsideCutoff(booking(), at('2025-07-15T14:00:00.001Z'))).toBe(true);
  });
});

describe('canCancel and canReschedule', () => {
  it('allow a booking exactly 2 hours before its start', () => {
    const now = at('2025-07-15T14:00:00Z');
    expect(canCancel(booking('CONFIRMED'), now)).toBe(true);
    expect(canReschedule(booking('CONFIRMED'), now)).toBe(true);
  });

  it('refuse it 1 hour 59 minutes before its start', () => {
    const now = at('2025-07-15T14:01:00Z');
    expect(canCancel(booking('CONFIRMED'), now)).toBe(false);
    expect(canReschedule(booking('CONFIRMED'), now)).toBe(false);
  });

  it('refuse it one millisecond inside the cut-off', () => {
    expect(canCancel(booking(), at('2025-07-15T14:00:00.001Z'))).toBe(false);
  });

  it('allow PENDING and CONFIRMED only', () => {
    const now = at('2025-07-10T09:00:00Z');
    expect(canCancel(booking('PENDING'), now)).toBe(true);
    expect(canCancel(booking('CONFIRMED'), now)).toBe(true);
    for (const status of ['COMPLETED', 'CANCELLED', 'NO_SHOW'] as const) {
      expect(canCancel(booking(status), now)).toBe(false);
      expect(canReschedule(booking(status), now)).toBe(false);
    }
  });

  it('refuse a booking that has started', () => {
    expect(canCancel(booking(), at('2025-07-15T16:30:00Z'))).toBe(false);
  });

  it('count the cut-off in Lagos time whatever the hour in UTC', () => {
    // 01:00 in Lagos is 00:00 UTC; 2 hours before is 22:00 UTC the day before.
    const early = booking('CONFIRMED', {
      date: '2025-07-16',
      start_time: '01:00',
      end_time: '02:00',
    });
    expect(canCancel(early, at('2025-07-15T22:00:00Z'))).toBe(true);
    expect(canCancel(early, at('2025-07-15T22:01:00Z'))).toBe(false);
  });
});

describe('isUpcoming and isPast', () => {
  it('upcoming means a PENDING or CONFIRMED booking that starts in the future', () => {
    const now = at('2025-07-15T15:59:00Z');
    expect(isUpcoming(booking('PENDING'), now)).toBe(true);
    expect(isUpcoming(booking('CONFIRMED'), now)).toBe(true);
    expect(isUpcoming(booking('COMPLETED'), now)).toBe(false);
    expect(isUpcoming(booking('CANCELLED'), now)).toBe(false);
    expect(isUpcoming(booking('CONFIRMED'), at('2025-07-15T16:00:00Z'))).toBe(false);
  });

  it('past means its end time has gone', () => {
    expect(isPast(booking(), at('2025-07-15T17:29:59Z'))).toBe(false);
    expect(isPast(booking(), at('2025-07-15T17:30:00Z'))).toBe(true);
  });
});

describe('bookingReference', () => {
  it('uses the booking reference when there is one', () => {
    expect(bookingReference({ id: 42, booking_reference: 'PSB-20250715-0042' })).toBe(
      'PSB-20250715-0042',
    );
  });

  it('falls back to PSB-{id}', () => {
    expect(bookingReference({ id: 42 })).toBe('PSB-42');
    expect(bookingReference({ id: 42, booking_reference: null })).toBe('PSB-42');
    expect(bookingReference({ id: 42, booking_reference: '  ' })).toBe('PSB-42');
  });
});

describe('durationHours', () => {
  it('counts hours and fractions of an hour between two times', () => {
    expect(durationHours('17:00', '18:30')).toBe(1.5);
    expect(durationHours('09:00', '11:00')).toBe(2);
    expect(durationHours('09:00:00', '09:45:00')).toBe(0.75);
  });
});

describe('booking tabs and summary', () => {
  const now = at('2025-07-15T12:00:00Z'); // 13:00 in Lagos
  const list = [
    { id: 1, ...booking('CONFIRMED', { date: '2025-07-20' }) },
    { id: 2, ...booking('PENDING', { date: '2025-07-16' }) },
    { id: 3, ...booking('COMPLETED', { date: '2025-07-01' }) },
    { id: 4, ...booking('CANCELLED', { date: '2025-07-18' }) },
    { id: 5, ...booking('NO_SHOW', { date: '2025-07-10' }) },
    { id: 6, ...booking('CONFIRMED', { date: '2025-07-14' }) }, // ended, not yet marked completed
    {
      id: 7,
      ...booking('CONFIRMED', { date: '2025-07-15', start_time: '12:00', end_time: '14:00' }),
    }, // under way
  ];
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

  it('lists upcoming bookings soonest first', () => {
    expect(ids(bookingTab(list, 'upcoming', now))).toEqual([2, 1]);
  });

  it('lists finished, non-cancelled bookings most recent first as past', () => {
    expect(ids(bookingTab(list, 'past', now))).toEqual([6, 5, 3]);
  });

  it('lists cancelled bookings, and every booking under all', () => {
    expect(ids(bookingTab(list, 'cancelled', now))).toEqual([4]);
    expect(ids(bookingTab(list, 'all', now))).toEqual([1, 4, 2, 7, 6, 5, 3]);
  });

  it('leaves a booking under way out of upcoming and past', () => {
    const underWay = list[6];
    expect(underWay && isInBookingTab(underWay, 'upcoming', now)).toBe(false);
    expect(underWay && isInBookingTab(underWay, 'past', now)).toBe(false);
  });

  it('counts a COMPLETED booking as past even before its end time', () => {
    expect(isInBookingTab(booking('COMPLETED'), 'past', now)).toBe(true);
  });

  it('does not reorder its input', () => {
    const before = ids(list);
    bookingTab(list, 'upcoming', now);
    expect(ids(list)).toEqual(before);
  });

  it('summarises the counts', () => {
    expect(summarizeBookings(list, now)).toEqual({
      total: 7,
      upcoming: 2,
      past: 3,
      cancelled: 1,
      completed: 1,
    });
    expect(summarizeBookings([], now)).toEqual({
      total: 0,
      upcoming: 0,
      past: 0,
      cancelled: 0,
      completed: 0,
    });
  });

  it('names the four tabs', () => {
    expect(BOOKING_TABS).toEqual(['upcoming', 'past', 'cancelled', 'all']);
  });
});

describe('noShowState', () => {
  const ended = { status: 'COMPLETED' as const, date: '2026-01-14', end_time: '11:00' };
  const at = (iso: string) => new Date(iso);
  it('opens at the end of a confirmed or completed booking and closes after the window', () => {
    expect(noShowState(ended, at('2026-01-14T10:59:00+01:00'))).toBe('not_ended');
    expect(noShowState(ended, at('2026-01-14T11:00:00+01:00'))).toBe('open');
    expect(noShowState(ended, at('2026-01-16T11:00:00+01:00'))).toBe('open');
    expect(noShowState(ended, at('2026-01-16T11:01:00+01:00'))).toBe('window_closed');
    expect(noShowState(ended, at('2026-01-15T11:01:00+01:00'), 60 * 60 * 1000)).toBe(
      'window_closed',
    );
  });
  it('refuses cancelled, pending and already marked bookings', () => {
    for (const status of ['CANCELLED', 'PENDING', 'NO_SHOW'] as const) {
      expect(noShowState({ ...ended, status }, at('2026-01-14T12:00:00+01:00'))).toBe(
        'wrong_status',
      );
    }
  });
});
