/**
 * The four subscription packages of the demo: the seed sells these and the story fixtures show
 * them. Pure data typed by the contract.
 */
import { PACKAGE_BENEFIT_LABELS, packageBenefits } from '../pricing';
import type { Package, PackageType } from '../types';

/** A package as the seed creates it: the contract's Package without its id and feature list. */
export type DemoPackage = Omit<Package, 'id' | 'features'>;

/** Bronze ₦5,000 to platinum ₦45,000; gold is the promotion, platinum is discounted. */
export const DEMO_PACKAGES: readonly DemoPackage[] = [
  {
    name: 'Bronze Package',
    description: 'A starter pack for a few games a month.',
    package_type: 'bronze',
    price: 5000,
    discounted_price: null,
    discount_percentage: 0,
    is_promotional: false,
    coins: 50,
    validity_days: 30,
  },
  {
    name: 'Silver Package',
    description: 'For the weekly regular: enough coins for an evening game every week.',
    package_type: 'silver',
    price: 12000,
    discounted_price: null,
    discount_percentage: 0,
    is_promotional: false,
    coins: 130,
    validity_days: 60,
  },
  {
    name: 'Gold Package',
    description: 'Our most popular pack, now with 20% off for a limited time.',
    package_type: 'gold',
    price: 25000,
    discounted_price: 20000,
    discount_percentage: 20,
    is_promotional: true,
    coins: 300,
    validity_days: 90,
  },
  {
    name: 'Platinum Package',
    description: 'For captains and clubs who book for the whole squad.',
    package_type: 'platinum',
    price: 45000,
    discounted_price: 40500,
    discount_percentage: 10,
    is_promotional: false,
    coins: 600,
    validity_days: 180,
  },
];

/** The card's feature list: the coins, their validity, then the tier's benefits (SPEC §9). */
export function packageFeatures(pkg: DemoPackage): string[] {
  return [
    `${pkg.coins} coins`,
    `Valid for ${pkg.validity_days} days`,
    ...packageBenefits(pkg.package_type).map((benefit) => PACKAGE_BENEFIT_LABELS[benefit]),
  ];
}

/** The package of this tier as `GET /subscriptions/packages/` serves it from a fresh seed. */
export function demoPackage(type: PackageType): Package {
  const index = DEMO_PACKAGES.findIndex((pkg) => pkg.package_type === type);
  const pkg = DEMO_PACKAGES[index];
  if (!pkg) throw new Error(`No demo package '${type}'`);
  return { ...pkg, id: index + 1, features: packageFeatures(pkg) };
}
