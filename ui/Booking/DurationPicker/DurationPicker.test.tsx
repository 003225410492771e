import { describe, expect, it } from 'vitest';
import { fitsOpeningHours, formatHours } from './DurationPicker';

describe('fitsOpeningHours', () => {
  it('measures from the chosen start', () => {
    expect(fitsOpeningHours(2, '06:00', '22:00', '20:00')).toBe(true);
    expect(fitsOpeningHours(3, '06:00', '22:00', '20:00')).toBe(false);
    expect(fitsOpeningHours(1.5, '06:00', '22:00', '20:30')).toBe(true);
  });

  it('measures from opening when no start is chosen', () => {
    expect(fitsOpeningHours(3, '20:00', '22:00')).toBe(false);
    expect(fitsOpeningHours(2, '20:00', '22:00', null)).toBe(true);
  });
});

describe('formatHours', () => {
  it('says hour or hours', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(1.5)).toBe('1.5 hours');
    expect(formatHours(3)).toBe('3 hours');
  });
});
