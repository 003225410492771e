import type { Package, PackageType } from '@domain';
import { PackageCard, type PackageCardCopy } from '../PackageCard';
import { SimpleGrid } from '@chakra-ui/react';

export interface PackageGridProps {
  packages: readonly Package[];
  onPurchase: (pkg: Package) => void;
  /** Every package of this type carries the 'Recommended' marker. */
  recommendedType?: PackageType | null;
  disabled?: boolean;
  copy?: Partial<PackageCardCopy>;
}

/** One column on a phone, two from md, three from lg (SPEC §2). */
export function PackageGrid({
  packages,
  onPurchase,
  recommendedType = null,
  disabled = false,
  copy,
}: PackageGridProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" alignItems="stretch">
      {packages.map((pkg) => (
        <PackageCard
          key={pkg.id}
          pkg={pkg}
          onPurchase={onPurchase}
          recommended={pkg.package_type === recommendedType}
          disabled={disabled}
          copy={copy}
        />
      ))}
    </SimpleGrid>
  );
}
