import { describe, expect, it } from 'vitest';
import {
  API_TIMEOUT_MS,
  BOOKING_HISTORY_RETENTION_YEARS,
  BOOKING_REFERENCE_PREFIX,
  CANCELLATION_CUTOFF_HOURS,
  CANCELLATION_CUTOFF_MS,
  COIN_ADJUSTMENT_MIN,
  DATE_PICKER_DAYS,
  DEFAULT_COUNTRY,
  DEFAULT_REVENUE_PERIOD,
  FACILITY_FILTERS,
  HISTORY_FIRST_PAGE,
  HISTORY_PAGE_SIZE,
  MIN_AGE_YEARS,
  MIN_PASSWORD_LENGTH,
  NEARBY_DEFAULT_RADIUS_KM,
  NEARBY_MAX_RADIUS_KM,
  NIGERIAN_STATES,
  PEAK_MULTIPLIER,
  PEAK_WINDOW,
  QUERY_DEFAULTS,
  RECENT_TRANSACTIONS_LIMIT,
  REGISTER_REDIRECT_MS,
  RESPONSE_TIME_HOURS,
  TIME_ZONE,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  WEEKEND_DAYS,
  WEEK_STARTS_ON,
} from './constants';

describe('business constants (SPEC §9, docs/decisions.md)', () => {
  it('match the specification', () => {
    expect(API_TIMEOUT_MS).toBe(10000);
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MIN_AGE_YEARS).toBe(13);
    expect(CANCELLATION_CUTOFF_HOURS).toBe(2);
    expect(CANCELLATION_CUTOFF_MS).toBe(7_200_000);
    expect(BOOKING_HISTORY_RETENTION_YEARS).toBe(7);
    expect(HISTORY_PAGE_SIZE).toBe(20);
    expect(HISTORY_FIRST_PAGE).toBe(1);
    expect(NEARBY_DEFAULT_RADIUS_KM).toBe(10);
    expect(NEARBY_MAX_RADIUS_KM).toBe(100);
    expect(PEAK_MULTIPLIER).toBe(1.25);
    expect(COIN_ADJUSTMENT_MIN).toBe(1);
    expect(RECENT_TRANSACTIONS_LIMIT).toBe(5);
    expect(DATE_PICKER_DAYS).toBe(7);
    expect(RESPONSE_TIME_HOURS).toEqual({ email: 24, whatsapp: 1 });
    expect(FACILITY_FILTERS).toEqual(['all', 'football', 'basketball', 'tennis', 'volleyball']);
    expect(REGISTER_REDIRECT_MS).toBe(3000);
    expect(QUERY_DEFAULTS).toEqual({ retry: 1, staleTime: 300_000, refetchOnWindowFocus: false });
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_MAX_VISIBLE).toBe(5);
    expect(WEEK_STARTS_ON).toBe(1);
    expect([...WEEKEND_DAYS].sort()).toEqual([0, 6]);
    expect(BOOKING_REFERENCE_PREFIX).toBe('PSB');
    expect(PEAK_WINDOW).toEqual({
      weekdayFrom: '17:00',
      weekdayUntil: '22:00',
      weekendAllDay: true,
    });
    expect(TIME_ZONE).toBe('Africa/Lagos');
    expect(DEFAULT_COUNTRY).toBe('Nigeria');
    expect(DEFAULT_REVENUE_PERIOD).toBe('week');
  });
});

describe('NIGERIAN_STATES', () => {
  it('holds the 36 states and the Federal Capital Territory, once each', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory');
  });

  it('is alphabetical', () => {
    expect([...NIGERIAN_STATES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual([
      ...NIGERIAN_STATES,
    ]);
  });

  it('spells the two-word and often-misspelt states correctly', () => {
    for (const state of ['Akwa Ibom', 'Cross River', 'Nasarawa', 'Lagos', 'Zamfara', 'Ebonyi']) {
      expect(NIGERIAN_STATES).toContain(state);
    }
    for (const wrong of ['Akwa-Ibom', 'Nassarawa', 'FCT', 'Abuja']) {
      expect(NIGERIAN_STATES).not.toContain(wrong);
    }
  });
});
