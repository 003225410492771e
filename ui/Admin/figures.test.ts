import { describe, expect, it } from 'vitest';
import { formatChange, formatCount, formatPercent } from './figures';

describe('admin figures', () => {
  it('groups counts', () => {
    expect(formatCount(1248)).toBe('1,248');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-0)).toBe('0');
  });

  it('prints a share with at most one decimal', () => {
    expect(formatPercent(76.44)).toBe('76.4%');
    expect(formatPercent(75)).toBe('75%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });

  it('signs a change, except zero', () => {
    expect(formatChange(12.4)).toBe('+12.4%');
    expect(formatChange(-100)).toBe('-100%');
    expect(formatChange(0)).toBe('0%');
  });
});
