import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  formatCoins,
  formatDate,
  formatDateTime,
  formatDistance,
  formatNaira,
  formatSchedule,
  formatSignedCoins,
  formatTime,
  formatWeekday,
  isIsoDate,
  isWallTime,
  lagosDate,
  lagosDateTimeToInstant,
  lagosToday,
  nextDays,
  startOfWeekMonday,
  timeToMinutes,
} from './format';

const lagosIsoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const lagosWallTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Instants from 1990 to 2100, whole minutes.
const instants = fc
  .integer({ min: 631_152_000_000 / 60_000, max: 4_102_444_800_000 / 60_000 })
  .map((minutes) => new Date(minutes * 60_000));

describe('formatNaira', () => {
  it('uses en-NG, the naira sign and no decimals', () => {
    expect(formatNaira(12500)).toBe('₦12,500');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira(-500)).toBe('-₦500');
  });

  it('rounds fractions and never prints a signed zero', () => {
    expect(formatNaira(999.5)).toBe('₦1,000');
    expect(formatNaira(-0)).toBe('₦0');
    expect(formatNaira(-0.4)).toBe('₦0');
  });

  it('round-trips the digits of any integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatNaira(n);
        expect(text.replace(/\D/g, '')).toBe(String(Math.abs(n)));
        expect(text.startsWith('-')).toBe(n < 0);
        expect(text).toContain('₦');
      }),
    );
  });
});

describe('formatCoins and formatSignedCoins', () => {
  it('pluralises all but exactly one coin', () => {
    expect(formatCoins(1250)).toBe('1,250 coins');
    expect(formatCoins(1)).toBe('1 coin');
    expect(formatCoins(0)).toBe('0 coins');
    expect(formatCoins(-1)).toBe('-1 coin');
  });

  it('signs a transaction amount with + or an ASCII hyphen-minus, and zero with neither', () => {
    expect(formatSignedCoins(500)).toBe('+500');
    expect(formatSignedCoins(-200)).toBe('-200');
    expect(formatSignedCoins(-1250)).toBe('-1,250');
    expect(formatSignedCoins(0)).toBe('0');
    expect(formatSignedCoins(-0)).toBe('0');
  });
});

describe('formatDistance', () => {
  it('shows metres under 1 km and km with one decimal from 1 km', () => {
    expect(formatDistance(0.85)).toBe('850 m');
    expect(formatDistance(0.999)).toBe('999 m');
    expect(formatDistance(1)).toBe('1.0 km');
    expect(formatDistance(3.24)).toBe('3.2 km');
    expect(formatDistance(0)).toBe('0 m');
  });

  it('shows a distance that rounds to 1000 m as 1.0 km rather than 1000 m', () => {
    expect(formatDistance(0.9996)).toBe('1.0 km');
  });

  it('refuses distances that cannot be real', () => {
    expect(() => formatDistance(-1)).toThrow(RangeError);
    expect(() => formatDistance(Number.NaN)).toThrow(RangeError);
  });
});

describe('Lagos calendar arithmetic', () => {
  it('places an instant on its Lagos date, one hour ahead of UTC', () => {
    expect(lagosToday(new Date('2025-03-01T22:59:59Z'))).toBe('2025-03-01');
    expect(lagosToday(new Date('2025-03-01T23:00:00Z'))).toBe('2025-03-02');
    expect(lagosToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('turns a Lagos wall-clock date and time into the UTC instant', () => {
    expect(lagosDateTimeToInstant('2025-03-02', '00:30').toISOString()).toBe(
      '2025-03-01T23:30:00.000Z',
    );
    expect(lagosDateTimeToInstant('2025-07-15', '17:00').toISOString()).toBe(
      '2025-07-15T16:00:00.000Z',
    );
    expect(lagosDateTimeToInstant('2025-07-15', '17:00:00').toISOString()).toBe(
      '2025-07-15T16:00:00.000Z',
    );
  });

  it('refuses malformed dates and times', () => {
    expect(() => lagosDateTimeToInstant('2025-02-30', '10:00')).toThrow(RangeError);
    expect(() => lagosDateTimeToInstant('2025-3-1', '10:00')).toThrow(RangeError);
    expect(() => lagosDateTimeToInstant('2025-03-01', '24:00')).toThrow(RangeError);
    expect(() => lagosDateTimeToInstant('2025-03-01', '9:00')).toThrow(RangeError);
  });

  it('agrees with the ICU time-zone database for any instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(lagosDate(instant)).toBe(lagosIsoDate.format(instant));
      }),
    );
  });

  it('lagosDateTimeToInstant is the inverse of reading an instant in Lagos', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const date = lagosIsoDate.format(instant);
        const time = lagosWallTime.format(instant);
        expect(lagosDateTimeToInstant(date, time).getTime()).toBe(instant.getTime());
      }),
    );
  });

  it('validates dates and times', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isWallTime('23:59')).toBe(true);
    expect(isWallTime('23:59:59')).toBe(true);
    expect(isWallTime('23:60')).toBe(false);
    expect(isWallTime('noon')).toBe(false);
    expect(timeToMinutes('17:30')).toBe(1050);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('numbers weekdays like Date.getDay', () => {
    expect(dayOfWeek('2025-03-01')).toBe(6);
    expect(dayOfWeek('2025-03-02')).toBe(0);
    expect(dayOfWeek('2025-03-03')).toBe(1);
  });

  it('offers the next 7 days starting today in Lagos, even just before midnight UTC', () => {
    expect(nextDays(new Date('2025-12-29T23:15:00Z'))).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
    ]);
    expect(nextDays(new Date('2025-03-01T10:00:00Z'), 2)).toEqual(['2025-03-01', '2025-03-02']);
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeekMonday('2025-03-03')).toBe('2025-03-03');
    expect(startOfWeekMonday('2025-03-05')).toBe('2025-03-03');
    expect(startOfWeekMonday('2025-03-09')).toBe('2025-03-03');
    expect(startOfWeekMonday('2025-03-10')).toBe('2025-03-10');
    expect(startOfWeekMonday('2026-01-01')).toBe('2025-12-29');
    // Sunday 23:30 UTC is already Monday in Lagos.
    expect(startOfWeekMonday(new Date('2025-03-09T23:30:00Z'))).toBe('2025-03-10');
  });
});

describe('date and time display in Africa/Lagos', () => {
  it('formats dates, times and weekdays', () => {
    const instant = new Date('2025-07-15T16:05:00Z');
    expect(formatDate(instant)).toBe('15 Jul 2025');
    expect(formatTime(instant)).toBe('17:05');
    expect(formatDateTime(instant)).toBe('15 Jul 2025, 17:05');
    expect(formatWeekday(instant)).toBe('Tue');
    expect(formatWeekday(instant, 'long')).toBe('Tuesday');
  });

  it('reads a bare YYYY-MM-DD as a Lagos calendar date', () => {
    expect(formatDate('2025-03-02')).toBe('2 Mar 2025');
    expect(formatWeekday('2025-03-02')).toBe('Sun');
  });

  it("writes a booking's day and times as every list and description shows them", () => {
    expect(formatSchedule('2026-11-29', '10:00:00', '12:00')).toBe('Sun 29 Nov 2026, 10:00–12:00');
  });

  it('normalises a wall-clock time, which is already Lagos time', () => {
    expect(formatTime('17:00')).toBe('17:00');
    expect(formatTime('09:30:00')).toBe('09:30');
  });

  it('accepts ISO timestamps and epoch milliseconds, and refuses nonsense', () => {
    expect(formatDateTime('2025-07-15T16:05:00Z')).toBe('15 Jul 2025, 17:05');
    expect(formatDateTime(Date.UTC(2025, 6, 15, 16, 5))).toBe('15 Jul 2025, 17:05');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  describe('when the machine is in another time zone', () => {
    const originalTz = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'America/Los_Angeles';
    });
    afterAll(() => {
      if (originalTz === undefined) delete process.env.TZ;
      else process.env.TZ = originalTz;
    });

    it('really runs in that zone', () => {
      expect(new Date('2025-03-01T23:30:00Z').getHours()).toBe(15);
    });

    it('shows 23:30Z as 00:30 on the next day in Lagos', () => {
      const instant = new Date('2025-03-01T23:30:00Z');
      expect(formatDate(instant)).toBe('2 Mar 2025');
      expect(formatTime(instant)).toBe('00:30');
      expect(formatWeekday(instant)).toBe('Sun');
      expect(formatDateTime(instant)).toBe('2 Mar 2025, 00:30');
      expect(lagosToday(instant)).toBe('2025-03-02');
      expect(nextDays(instant, 1)).toEqual(['2025-03-02']);
    });

    it('still reads a bare date and a wall-clock time as Lagos', () => {
      expect(formatDate('2025-03-02')).toBe('2 Mar 2025');
      expect(lagosDateTimeToInstant('2025-03-02', '00:30').toISOString()).toBe(
        '2025-03-01T23:30:00.000Z',
      );
    });
  });
});
