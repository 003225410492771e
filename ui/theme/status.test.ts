import { describe, expect, it } from 'vitest';
import { STATUS_KINDS, statusLabel, statusPalette, statusValues } from './status';

describe('statusPalette', () => {
  it.each([
    ['ACTIVE', 'green'],
    ['PENDING', 'yellow'],
    ['SUSPENDED', 'red'],
    ['REJECTED', 'red'],
    ['DELETED', 'gray'],
  ])('colours account status %s %s', (value, palette) => {
    expect(statusPalette('account', value)).toBe(palette);
  });

  it.each([
    ['PENDING', 'yellow'],
    ['CONFIRMED', 'blue'],
    ['COMPLETED', 'green'],
    ['CANCELLED', 'red'],
    ['NO_SHOW', 'gray'],
    ['RESCHEDULED', 'gray'],
  ])('colours booking status %s %s', (value, palette) => {
    expect(statusPalette('booking', value)).toBe(palette);
  });

  it.each([
    ['PAID', 'green'],
    ['PENDING', 'yellow'],
    ['REFUNDED', 'blue'],
    ['FAILED', 'yellow'],
  ])('colours payment status %s %s', (value, palette) => {
    expect(statusPalette('payment', value)).toBe(palette);
  });

  it.each([
    ['USER', 'gray'],
    ['STAFF', 'blue'],
    ['ADMIN', 'violet'],
    ['GUEST', 'gray'],
  ])('colours role %s %s', (value, palette) => {
    expect(statusPalette('role', value)).toBe(palette);
  });

  it.each([
    ['bronze', 'orange'],
    ['silver', 'gray'],
    ['gold', 'yellow'],
    ['platinum', 'violet'],
    ['diamond', 'gray'],
  ])('colours package type %s %s', (value, palette) => {
    expect(statusPalette('package', value)).toBe(palette);
  });

  it('matches the value exactly, so a change of case in the API shows as the fallback', () => {
    expect(statusPalette('account', 'active')).toBe('gray');
    expect(statusPalette('package', 'GOLD')).toBe('gray');
  });

  it('does not take inherited object keys for statuses', () => {
    for (const kind of STATUS_KINDS) {
      expect(statusPalette(kind, 'constructor')).toBe(statusPalette(kind, 'NOT_A_STATUS'));
      expect(statusPalette(kind, '__proto__')).toBe(statusPalette(kind, 'NOT_A_STATUS'));
    }
  });
});

describe('statusValues', () => {
  it('lists the values in the order of the specification', () => {
    expect(statusValues('account')).toEqual(['ACTIVE', 'PENDING', 'SUSPENDED', 'REJECTED']);
    expect(statusValues('booking')).toEqual([
      'PENDING',
      'CONFIRMED',
      'COMPLETED',
      'CANCELLED',
      'NO_SHOW',
    ]);
    expect(statusValues('payment')).toEqual(['PAID', 'PENDING', 'REFUNDED']);
    expect(statusValues('role')).toEqual(['USER', 'STAFF', 'ADMIN']);
    expect(statusValues('package')).toEqual(['bronze', 'silver', 'gold', 'platinum']);
  });
});

describe('statusLabel', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['NO_SHOW', 'No show'],
    ['ADMIN', 'Admin'],
    ['gold', 'Gold'],
    ['admin_credit', 'Admin credit'],
    ['  PART--PAID ', 'Part paid'],
    ['', 'Unknown'],
    ['__', 'Unknown'],
  ])('labels %j as %j', (value, label) => {
    expect(statusLabel(value)).toBe(label);
  });
});
