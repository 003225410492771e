import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  dayOfWeek,
  formatCoins,
  formatDate,
  formatDateTime,
  formatDayMonth,
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

  it('labels a day of the date picker without its year', () => {
    expect(formatDayMonth('2026-01-01')).toBe('1 Jan');
    expect(formatDayMonth('2026-09-30')).toBe('30 Sept');
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

/**
 * The display is written out rather than asked of Intl (see the module's comment), so Intl's
 * en-NG is the reference it must match, form by form.
 */
describe('display as Intl shows it in en-NG', () => {
  const intl = {
    naira: new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    integer: new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 }),
    date: new Intl.DateTimeFormat('en-NG', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
    dayMonth: new Intl.DateTimeFormat('en-NG', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
    }),
    time: new Intl.DateTimeFormat('en-NG', {
      timeZone: 'Africa/Lagos',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
    weekday: {
      short: new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', weekday: 'short' }),
      long: new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', weekday: 'long' }),
    },
  };
  // Any millisecond from 1990 to 2100.
  const anyInstant = fc
    .integer({ min: 631_152_000_000, max: 4_102_444_800_000 })
    .map((ms) => new Date(ms));

  it('writes money and coins as Intl does, at any size and sign', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatNaira(n)).toBe(intl.naira.format(n));
        expect(formatCoins(n)).toBe(
          `${intl.integer.format(n)} ${Math.abs(n) === 1 ? 'coin' : 'coins'}`,
        );
        expect(formatSignedCoins(n).replace(/^[+-]/, '')).toBe(intl.integer.format(Math.abs(n)));
      }),
    );
    for (const n of [1e21, -1e21, 2 ** 70, Number.NaN, Infinity, -Infinity]) {
      expect(formatNaira(n)).toBe(intl.naira.format(n));
    }
  });

  it('writes dates, times and weekdays as Intl does in Lagos', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        expect(formatDate(instant)).toBe(intl.date.format(instant));
        expect(formatTime(instant)).toBe(intl.time.format(instant));
        expect(formatWeekday(instant)).toBe(intl.weekday.short.format(instant));
        expect(formatWeekday(instant, 'long')).toBe(intl.weekday.long.format(instant));
        const day = lagosDate(instant);
        expect(formatDayMonth(day)).toBe(
          intl.dayMonth.format(lagosDateTimeToInstant(day, '12:00')),
        );
      }),
    );
  });

  it('every month and weekday name', () => {
    for (let month = 0; month < 12; month++) {
      const instant = new Date(Date.UTC(2026, month, 15, 11));
      expect(formatDate(instant)).toBe(intl.date.format(instant));
    }
    for (let day = 1; day <= 7; day++) {
      const instant = new Date(Date.UTC(2026, 10, day, 11));
      expect(formatWeekday(instant, 'long')).toBe(intl.weekday.long.format(instant));
    }
  });

  it('builds no Intl formatter and asks none to format', () => {
    // `format` is a getter (it hands out a bound function), which the DOM types call a method.
    type FormatGetter = { readonly format: unknown };
    const used = [
      vi.spyOn(Intl.NumberFormat.prototype as FormatGetter, 'format', 'get'),
      vi.spyOn(Intl.DateTimeFormat.prototype as FormatGetter, 'format', 'get'),
      vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts'),
    ];
    const built = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'DateTimeFormat')];
    const instant = new Date('2026-11-29T09:30:00Z');
    formatNaira(12500);
    formatCoins(1250);
    formatSignedCoins(-200);
    formatDateTime(instant);
    formatSchedule('2026-11-29', '10:00', '12:00');
    formatWeekday(instant, 'long');
    formatDayMonth('2026-11-29');
    for (const spy of [...built, ...used]) expect(spy).not.toHaveBeenCalled();
  });
});
