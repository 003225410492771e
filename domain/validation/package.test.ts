import { describe, expect, expectTypeOf, it } from 'vitest';
import { isValidPackage } from './package';

const gold = {
  id: 3,
  name: 'Gold',
  coins: 600,
  price: 50000,
  validity_days: 90,
  package_type: 'gold' as const,
};

describe('isValidPackage', () => {
  it('accepts a package with id, name, coins, a positive price and validity', () => {
    expect(isValidPackage(gold)).toBe(true);
    expect(isValidPackage({ ...gold, price: 1, validity_days: 1 })).toBe(true);
  });

  it('refuses a price or validity of 0', () => {
    expect(isValidPackage({ ...gold, price: 0 })).toBe(false);
    expect(isValidPackage({ ...gold, validity_days: 0 })).toBe(false);
    expect(isValidPackage({ ...gold, price: -100 })).toBe(false);
  });

  it('refuses a package missing an id, a name or coins', () => {
    expect(isValidPackage({ ...gold, id: null })).toBe(false);
    expect(isValidPackage({ ...gold, name: ' ' })).toBe(false);
    expect(isValidPackage({ ...gold, coins: undefined })).toBe(false);
    expect(isValidPackage({ ...gold, price: Number.NaN })).toBe(false);
  });

  it('narrows the package while keeping its other fields', () => {
    const candidate: {
      id?: number | null;
      name?: string;
      coins?: number;
      price?: number;
      validity_days?: number;
      package_type: 'gold';
    } = gold;
    if (isValidPackage(candidate)) {
      expectTypeOf(candidate.price).toEqualTypeOf<number>();
      expectTypeOf(candidate.package_type).toEqualTypeOf<'gold'>();
    }
  });
});
