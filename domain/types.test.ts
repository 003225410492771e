import { describe, expect, expectTypeOf, it } from 'vitest';
import { COIN_ADJUSTMENT_TYPES, PACKAGE_TYPES, isOneOf, type CoinAdjustmentType } from './types';

// The enum arrays are generated from openapi.yaml, whose values tests/contract checks against the
// specification; here only the helper that narrows untrusted input to them is tested.
describe('isOneOf', () => {
  it('accepts a member and refuses anything else, including other cases and non-strings', () => {
    expect(isOneOf(PACKAGE_TYPES, 'gold')).toBe(true);
    expect(isOneOf(PACKAGE_TYPES, 'Gold')).toBe(false);
    expect(isOneOf(PACKAGE_TYPES, '')).toBe(false);
    expect(isOneOf(PACKAGE_TYPES, 3)).toBe(false);
    expect(isOneOf(PACKAGE_TYPES, undefined)).toBe(false);
  });

  it('narrows the value', () => {
    const value = 'credit' as string;
    if (isOneOf(COIN_ADJUSTMENT_TYPES, value))
      expectTypeOf(value).toEqualTypeOf<CoinAdjustmentType>();
  });
});
