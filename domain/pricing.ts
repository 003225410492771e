import {
  GOLD_RECOMMENDATION_MIN_EXCLUSIVE,
  PEAK_MULTIPLIER,
  PEAK_WINDOW,
  WEEKEND_DAYS,
} from './constants';
import { dayOfWeek, timeToMinutes } from './format';
import type { IsoDate, Package, PackagePricing, PackageType, PricedSlot, WallTime } from './types';

const PEAK_FROM_MINUTES = timeToMinutes(PEAK_WINDOW.weekdayFrom);
const PEAK_UNTIL_MINUTES = timeToMinutes(PEAK_WINDOW.weekdayUntil);
const WEEKEND: readonly number[] = WEEKEND_DAYS;

/** decisions §4: starts inside PEAK_WINDOW on a weekday, or any time at the weekend. */
export function isPeak(date: IsoDate, startTime: WallTime): boolean {
  if (PEAK_WINDOW.weekendAllDay && WEEKEND.includes(dayOfWeek(date))) return true;
  const start = timeToMinutes(startTime);
  return start >= PEAK_FROM_MINUTES && start < PEAK_UNTIL_MINUTES;
}

/**
 * Coins for a court booking: hourly_rate × hours, × PEAK_MULTIPLIER at peak, rounded to whole
 * coins (half up). Dividing by 60 last, rather than multiplying by minutes / 60, keeps an exact
 * half such as 28.125 from drifting below itself before rounding.
 */
export function coinCost(slot: PricedSlot): number {
  const minutes = timeToMinutes(slot.end_time) - timeToMinutes(slot.start_time);
  if (minutes <= 0) {
    throw new RangeError(`End ${slot.end_time} is not after start ${slot.start_time}`);
  }
  const coinMinutes = slot.hourly_rate * minutes;
  if (!isPeak(slot.date, slot.start_time)) return Math.round(coinMinutes / 60);
  return Math.round((coinMinutes * PEAK_MULTIPLIER) / 60);
}

/** price × discount_percentage / 100, in whole Naira. */
export function promotionalSavings(
  pkg: Pick<PackagePricing, 'price' | 'discount_percentage'>,
): number {
  return Math.round((pkg.price * (pkg.discount_percentage ?? 0)) / 100);
}

/** What the member pays: the discounted price when there is one. */
export function effectivePrice(pkg: Pick<PackagePricing, 'price' | 'discounted_price'>): number {
  return pkg.discounted_price ?? pkg.price;
}

export function recommendedPackageType(bookingCount: number): PackageType {
  return bookingCount > GOLD_RECOMMENDATION_MIN_EXCLUSIVE ? 'gold' : 'silver';
}

export function hasEnoughCoins(balance: number, cost: number): boolean {
  return balance >= cost;
}

export const PACKAGE_BENEFITS = [
  'priority_support',
  'extended_validity',
  'bonus_coins',
  'vip_support',
  'tournament_access',
] as const;
export type PackageBenefit = (typeof PACKAGE_BENEFITS)[number];

export const PACKAGE_BENEFIT_LABELS: Record<PackageBenefit, string> = {
  priority_support: 'Priority support',
  extended_validity: 'Extended validity',
  bonus_coins: 'Bonus coins',
  vip_support: 'VIP support',
  tournament_access: 'Tournament access',
};

const BENEFITS_BY_TYPE: Record<PackageType, readonly PackageBenefit[]> = {
  bronze: [],
  silver: ['priority_support'],
  gold: ['priority_support', 'extended_validity', 'bonus_coins'],
  platinum: [
    'priority_support',
    'extended_validity',
    'bonus_coins',
    'vip_support',
    'tournament_access',
  ],
};

/** SPEC §9: silver and above priority support; gold and platinum extended validity and bonus
 * coins; platinum VIP support and tournament access. */
export function packageBenefits(packageType: PackageType): readonly PackageBenefit[] {
  return BENEFITS_BY_TYPE[packageType];
}

/** The rate of the smallest package, against which a package's bonus coins are counted. */
export const BASE_NAIRA_PER_COIN = 100;
/** How long coins last without extended validity. */
export const STANDARD_VALIDITY_DAYS = 30;

/**
 * The coins a package gives beyond what its list price buys at the base rate: the number behind
 * "bonus coins", 0 for a type without that benefit.
 */
export function packageBonusCoins(pkg: Pick<Package, 'package_type' | 'price' | 'coins'>): number {
  if (!packageBenefits(pkg.package_type).includes('bonus_coins')) return 0;
  return Math.max(0, pkg.coins - Math.floor(pkg.price / BASE_NAIRA_PER_COIN));
}

/** The days a package's coins last beyond the standard: the number behind "extended validity". */
export function packageExtraValidityDays(
  pkg: Pick<Package, 'package_type' | 'validity_days'>,
): number {
  if (!packageBenefits(pkg.package_type).includes('extended_validity')) return 0;
  return Math.max(0, pkg.validity_days - STANDARD_VALIDITY_DAYS);
}
