import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PACKAGE_BENEFIT_LABELS,
  coinCost,
  effectivePrice,
  hasEnoughCoins,
  isPeak,
  packageBenefits,
  packageBonusCoins,
  packageExtraValidityDays,
  promotionalSavings,
  recommendedPackageType,
} from './pricing';

const WEDNESDAY = '2025-07-16';
const FRIDAY = '2025-07-18';
const SATURDAY = '2025-07-19';
const SUNDAY = '2025-07-20';
const MONDAY = '2025-07-21';

describe('isPeak', () => {
  it('is peak on a weekday from a 17:00 start to a 21:59 start', () => {
    expect(isPeak(WEDNESDAY, '16:59')).toBe(false);
    expect(isPeak(WEDNESDAY, '17:00')).toBe(true);
    expect(isPeak(WEDNESDAY, '21:59')).toBe(true);
    expect(isPeak(WEDNESDAY, '22:00')).toBe(false);
    expect(isPeak(FRIDAY, '19:30:00')).toBe(true);
    expect(isPeak(MONDAY, '08:00')).toBe(false);
  });

  it('is peak at any hour on Saturday and Sunday', () => {
    expect(isPeak(SATURDAY, '08:00')).toBe(true);
    expect(isPeak(SATURDAY, '00:00')).toBe(true);
    expect(isPeak(SUNDAY, '23:00')).toBe(true);
  });
});

describe('coinCost', () => {
  it('is rate × hours off peak', () => {
    expect(
      coinCost({ hourly_rate: 20, date: WEDNESDAY, start_time: '09:00', end_time: '11:00' }),
    ).toBe(40);
    expect(
      coinCost({ hourly_rate: 15, date: WEDNESDAY, start_time: '09:00', end_time: '10:30' }),
    ).toBe(23);
  });

  it('is round(rate × hours × 1.25) at peak', () => {
    // 15 × 1.5 × 1.25 = 28.125
    expect(
      coinCost({ hourly_rate: 15, date: WEDNESDAY, start_time: '17:00', end_time: '18:30' }),
    ).toBe(28);
    // 20 × 1 × 1.25 = 25
    expect(
      coinCost({ hourly_rate: 20, date: SATURDAY, start_time: '08:00', end_time: '09:00' }),
    ).toBe(25);
    // 10 × 0.5 × 1.25 = 6.25; 18 × 0.5 × 1.25 = 11.25; 14 × 1 × 1.25 = 17.5 rounds half up
    expect(
      coinCost({ hourly_rate: 10, date: SUNDAY, start_time: '10:00', end_time: '10:30' }),
    ).toBe(6);
    expect(
      coinCost({ hourly_rate: 14, date: SUNDAY, start_time: '10:00', end_time: '11:00' }),
    ).toBe(18);
  });

  it('prices by the start time: a booking starting 16:30 is off peak', () => {
    expect(
      coinCost({ hourly_rate: 20, date: WEDNESDAY, start_time: '16:30', end_time: '18:30' }),
    ).toBe(40);
  });

  it('refuses an empty or reversed range', () => {
    expect(() =>
      coinCost({ hourly_rate: 20, date: WEDNESDAY, start_time: '10:00', end_time: '10:00' }),
    ).toThrow(RangeError);
    expect(() =>
      coinCost({ hourly_rate: 20, date: WEDNESDAY, start_time: '11:00', end_time: '10:00' }),
    ).toThrow(RangeError);
  });

  it('is a whole number never below rate × hours, and peak never below off peak', () => {
    const time = (halfHour: number) =>
      `${String(Math.floor(halfHour / 2)).padStart(2, '0')}:${halfHour % 2 === 0 ? '00' : '30'}`;
    const slots = fc
      .record({ from: fc.integer({ min: 0, max: 46 }), length: fc.integer({ min: 1, max: 8 }) })
      .filter(({ from, length }) => from + length <= 47);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), slots, (rate, { from, length }) => {
        const slot = { hourly_rate: rate, start_time: time(from), end_time: time(from + length) };
        const base = (rate * length) / 2;
        const weekday = coinCost({ ...slot, date: WEDNESDAY });
        const weekend = coinCost({ ...slot, date: SATURDAY });
        expect(Number.isInteger(weekday)).toBe(true);
        expect(weekday).toBeGreaterThanOrEqual(base);
        expect(weekend).toBeGreaterThanOrEqual(weekday);
        expect(weekend).toBe(Math.round(base * 1.25));
      }),
    );
  });

  it('equals rate × hours exactly off peak for whole hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 6, max: 15 }),
        fc.integer({ min: 1, max: 2 }),
        (rate, startHour, hours) => {
          const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
          const cost = coinCost({
            hourly_rate: rate,
            date: MONDAY,
            start_time: pad(startHour),
            end_time: pad(startHour + hours),
          });
          expect(cost).toBe(rate * hours);
        },
      ),
    );
  });
});

describe('package prices', () => {
  it('computes promotional savings as price × discount_percentage / 100, rounded', () => {
    expect(promotionalSavings({ price: 50000, discount_percentage: 20 })).toBe(10000);
    expect(promotionalSavings({ price: 12345, discount_percentage: 15 })).toBe(1852);
    expect(promotionalSavings({ price: 50000, discount_percentage: 0 })).toBe(0);
    expect(promotionalSavings({ price: 50000, discount_percentage: null })).toBe(0);
    expect(promotionalSavings({ price: 50000 })).toBe(0);
  });

  it('charges the discounted price when there is one', () => {
    expect(effectivePrice({ price: 50000, discounted_price: 40000 })).toBe(40000);
    expect(effectivePrice({ price: 50000, discounted_price: null })).toBe(50000);
    expect(effectivePrice({ price: 50000 })).toBe(50000);
  });
});

describe('recommendedPackageType', () => {
  it('recommends gold above 5 bookings and silver otherwise', () => {
    expect(recommendedPackageType(0)).toBe('silver');
    expect(recommendedPackageType(5)).toBe('silver');
    expect(recommendedPackageType(6)).toBe('gold');
  });
});

describe('hasEnoughCoins', () => {
  it('needs the balance to be at least the cost', () => {
    expect(hasEnoughCoins(28, 28)).toBe(true);
    expect(hasEnoughCoins(27, 28)).toBe(false);
    expect(hasEnoughCoins(100, 0)).toBe(true);
  });
});

describe('packageBenefits', () => {
  it('grows with the package type', () => {
    expect(packageBenefits('bronze')).toEqual([]);
    expect(packageBenefits('silver')).toEqual(['priority_support']);
    expect(packageBenefits('gold')).toEqual([
      'priority_support',
      'extended_validity',
      'bonus_coins',
    ]);
    expect(packageBenefits('platinum')).toEqual([
      'priority_support',
      'extended_validity',
      'bonus_coins',
      'vip_support',
      'tournament_access',
    ]);
  });

  it('has a label for every benefit', () => {
    expect(packageBenefits('platinum').map((benefit) => PACKAGE_BENEFIT_LABELS[benefit])).toEqual([
      'Priority support',
      'Extended validity',
      'Bonus coins',
      'VIP support',
      'Tournament access',
    ]);
  });
});

describe('packageBonusCoins and packageExtraValidityDays', () => {
  const gold = { package_type: 'gold', price: 25000, coins: 300, validity_days: 90 } as const;

  it('count the coins beyond the base rate and the days beyond the standard', () => {
    expect(packageBonusCoins(gold)).toBe(50);
    expect(packageExtraValidityDays(gold)).toBe(60);
  });

  it('are 0 for a type without those benefits, however generous the package', () => {
    const silver = { ...gold, package_type: 'silver' } as const;
    expect(packageBonusCoins(silver)).toBe(0);
    expect(packageExtraValidityDays(silver)).toBe(0);
  });

  it('are never negative', () => {
    expect(packageBonusCoins({ ...gold, coins: 10 })).toBe(0);
    expect(packageExtraValidityDays({ ...gold, validity_days: 7 })).toBe(0);
  });
});
