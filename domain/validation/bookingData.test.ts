import { describe, expect, it } from 'vitest';
import { validateBookingData } from './bookingData';

// 12:00 UTC on 15 July 2025 is 13:00 in Lagos.
const now = new Date('2025-07-15T12:00:00Z');
const valid = {
  location_id: 1,
  court_id: 3,
  date: '2025-07-16',
  start_time: '17:00',
  end_time: '18:30',
};

describe('validateBookingData', () => {
  it('passes a complete booking for a later date, or for today', () => {
    expect(validateBookingData(valid, now)).toEqual({});
    expect(validateBookingData({ ...valid, date: '2025-07-15' }, now)).toEqual({});
  });

  it('lists missing fields in the specified order', () => {
    expect(
      validateBookingData({ court_id: 3, date: '2025-07-16', start_time: '17:00' }, now),
    ).toEqual({
      form: 'Missing required fields: location_id, end_time',
    });
    expect(validateBookingData({}, now)).toEqual({
      form: 'Missing required fields: location_id, court_id, date, start_time, end_time',
    });
  });

  it('refuses a past date', () => {
    expect(validateBookingData({ ...valid, date: '2025-07-14' }, now)).toEqual({
      date: 'Cannot book for past dates',
    });
  });

  it('compares with today in Lagos, not in UTC', () => {
    // 23:30 UTC on 14 July is already 15 July in Lagos, so 14 July is past.
    const lateUtc = new Date('2025-07-14T23:30:00Z');
    expect(validateBookingData({ ...valid, date: '2025-07-14' }, lateUtc)).toEqual({
      date: 'Cannot book for past dates',
    });
    expect(validateBookingData({ ...valid, date: '2025-07-15' }, lateUtc)).toEqual({});
  });

  it('needs the start before the end', () => {
    expect(validateBookingData({ ...valid, start_time: '18:30', end_time: '18:30' }, now)).toEqual({
      start_time: 'Start time must be before end time',
    });
    expect(validateBookingData({ ...valid, start_time: '19:00', end_time: '18:30' }, now)).toEqual({
      start_time: 'Start time must be before end time',
    });
    expect(
      validateBookingData({ ...valid, start_time: '09:00', end_time: '10:00:00' }, now),
    ).toEqual({});
  });

  it('reports malformed dates and times', () => {
    expect(validateBookingData({ ...valid, date: '16/07/2025' }, now)).toEqual({
      date: 'Date must be in YYYY-MM-DD format',
    });
    expect(validateBookingData({ ...valid, end_time: '6pm' }, now)).toEqual({
      end_time: 'Time must be in HH:MM format',
    });
  });
});
