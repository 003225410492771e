import { Badge, Box, Button, Card, Flex, HStack, Heading, Text, chakra } from '@chakra-ui/react';
import {
  PACKAGE_BENEFIT_LABELS,
  effectivePrice,
  formatCoins,
  formatNaira,
  packageBenefits,
  packageBonusCoins,
  packageExtraValidityDays,
  promotionalSavings,
  type Package,
} from '@domain';
import { useId } from 'react';
import { StatusBadge } from '../../Feedback/StatusBadge';
import { statusPalette } from '../../theme/status';

export interface PackageCardCopy {
  purchase: string;
  limitedOffer: string;
  recommended: string;
  /** Read before the struck-through original price. */
  was: string;
  save: (percentage: number) => string;
  savings: (naira: string) => string;
  validity: (days: number) => string;
  /** The number behind "bonus coins". */
  bonus: (coins: number) => string;
  /** The number behind "extended validity", after the validity. */
  extendedValidity: (extraDays: number) => string;
  features: string;
}

export const PACKAGE_CARD_COPY: PackageCardCopy = {
  purchase: 'Purchase Package',
  limitedOffer: 'LIMITED OFFER',
  recommended: 'Recommended',
  was: 'was',
  save: (percentage) => `Save ${percentage}% off!`,
  savings: (naira) => `You save ${naira}`,
  validity: (days) => `Valid for ${days} ${days === 1 ? 'day' : 'days'}`,
  bonus: (coins) => `including ${coins} bonus ${coins === 1 ? 'coin' : 'coins'}`,
  extendedValidity: (days) => `(${days} ${days === 1 ? 'day' : 'days'} longer than standard)`,
  features: 'Includes',
};

/** The package type that the card stands out for (SPEC §2: "a highlighted gold package"). */
export const HIGHLIGHTED_PACKAGE_TYPE = 'gold';

export interface PackageCardProps {
  pkg: Package;
  onPurchase: (pkg: Package) => void;
  /** Marks the package type the member is advised to buy. */
  recommended?: boolean;
  /** While a purchase or a payment check is under way, no other purchase may start. */
  disabled?: boolean;
  copy?: Partial<PackageCardCopy>;
}

const normal = (text: string) => text.trim().toLowerCase();

/**
 * The package's own features, then the benefits of its type that it does not already list; less
 * what the card states with its numbers above the list (coins, bonus coins and validity), so that
 * nothing is said twice.
 */
export function packageFeatureList(
  pkg: Pick<Package, 'features' | 'package_type' | 'coins' | 'validity_days'>,
  validity: (days: number) => string = PACKAGE_CARD_COPY.validity,
): string[] {
  const shownAbove = new Set(
    [
      formatCoins(pkg.coins),
      `${pkg.coins} coins`,
      validity(pkg.validity_days),
      PACKAGE_BENEFIT_LABELS.bonus_coins,
      PACKAGE_BENEFIT_LABELS.extended_validity,
    ].map(normal),
  );
  const seen = new Set(pkg.features.map(normal));
  const benefits = packageBenefits(pkg.package_type)
    .map((b) => PACKAGE_BENEFIT_LABELS[b])
    .filter((label) => !seen.has(normal(label)));
  return [...pkg.features, ...benefits].filter((feature) => !shownAbove.has(normal(feature)));
}

export function PackageCard({
  pkg,
  onPurchase,
  recommended = false,
  disabled = false,
  copy,
}: PackageCardProps) {
  const text = { ...PACKAGE_CARD_COPY, ...copy };
  const nameId = useId();
  const highlighted = pkg.package_type === HIGHLIGHTED_PACKAGE_TYPE;
  const palette = statusPalette('package', pkg.package_type);
  const discounted = pkg.discounted_price !== null && pkg.discounted_price < pkg.price;
  const savings = promotionalSavings(pkg);
  const features = packageFeatureList(pkg, text.validity);
  const bonus = packageBonusCoins(pkg);
  const extraDays = packageExtraValidityDays(pkg);

  return (
    <Card.Root
      as="article"
      aria-labelledby={nameId}
      height="full"
      data-package-type={pkg.package_type}
      data-highlighted={highlighted || undefined}
      data-recommended={recommended || undefined}
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? `${palette}.border` : 'border'}
      boxShadow={highlighted ? 'lg' : undefined}
    >
      <Card.Header gap="3">
        <HStack gap="2" wrap="wrap">
          <StatusBadge kind="package" value={pkg.package_type} />
          {pkg.is_promotional && (
            <Badge colorPalette="accent" variant="solid">
              {text.limitedOffer}
            </Badge>
          )}
          {recommended && (
            <Badge colorPalette="brand" variant="solid">
              {text.recommended}
            </Badge>
          )}
        </HStack>
        <Heading as="h3" id={nameId} size="xl">
          {pkg.name}
        </Heading>
        <Text color="fg.muted">{pkg.description}</Text>
      </Card.Header>

      <Card.Body gap="4">
        <Box>
          <Flex align="baseline" gap="3" wrap="wrap">
            <Text fontSize="3xl" fontWeight="bold" fontFamily="heading">
              {formatNaira(effectivePrice(pkg))}
            </Text>
            {discounted && (
              <Text as="s" color="fg.muted" fontSize="lg">
                <Box as="span" srOnly>
                  {text.was}{' '}
                </Box>
                {formatNaira(pkg.price)}
              </Text>
            )}
          </Flex>
          {pkg.discount_percentage > 0 && (
            <Text color="fg.success" fontWeight="semibold">
              {text.save(pkg.discount_percentage)}
            </Text>
          )}
          {savings > 0 && (
            <Text textStyle="sm" color="fg.muted">
              {text.savings(formatNaira(savings))}
            </Text>
          )}
        </Box>

        <Box>
          <Text fontWeight="semibold" fontSize="lg">
            {formatCoins(pkg.coins)}
          </Text>
          {bonus > 0 && (
            <Text color="fg.success" fontWeight="semibold">
              {text.bonus(bonus)}
            </Text>
          )}
          <Text color="fg.muted">
            {text.validity(pkg.validity_days)}
            {extraDays > 0 && ` ${text.extendedValidity(extraDays)}`}
          </Text>
        </Box>

        {features.length > 0 && (
          <Box>
            <Text fontWeight="semibold" mb="2">
              {text.features}
            </Text>
            <chakra.ul listStyleType="disc" ps="5" display="grid" gap="1">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </chakra.ul>
          </Box>
        )}
      </Card.Body>

      <Card.Footer>
        <Button
          width="full"
          colorPalette={highlighted ? 'accent' : 'brand'}
          disabled={disabled}
          aria-describedby={nameId}
          onClick={() => onPurchase(pkg)}
        >
          {text.purchase}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
