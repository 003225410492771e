import { formatNaira } from '@domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import {
  bronzePackage,
  discountedWithoutPercentagePackage,
  platinumPackage,
  promotionalGoldPackage,
  silverPackage,
} from '../../fixtures/wallet';
import { PackageCard, packageFeatureList } from './PackageCard';

describe('packageFeatureList', () => {
  it('adds the benefits of the type after the own features', () => {
    const ownFeatures = [`${platinumPackage.coins} coins`];
    expect(packageFeatureList({ ...platinumPackage, features: ownFeatures })).toEqual([
      ...ownFeatures,
      'Priority support',
      'Extended validity',
      'Bonus coins',
      'VIP support',
      'Tournament access',
    ]);
    expect(packageFeatureList(bronzePackage)).toEqual(bronzePackage.features);
  });

  it('does not repeat a benefit the package already lists, whatever its case', () => {
    expect(packageFeatureList({ ...silverPackage, features: ['PRIORITY SUPPORT '] })).toEqual([
      'PRIORITY SUPPORT ',
    ]);
  });
});

describe('PackageCard', () => {
  it('strikes the original price through and shows the saving on a promotion', () => {
    renderWithTheme(<PackageCard pkg={promotionalGoldPackage} onPurchase={vi.fn()} />);
    expect(
      screen.getByText(formatNaira(promotionalGoldPackage.discounted_price ?? 0)),
    ).toBeInTheDocument();
    expect(document.querySelector('s')).toHaveTextContent(
      `was ${formatNaira(promotionalGoldPackage.price)}`,
    );
    expect(
      screen.getByText(`Save ${promotionalGoldPackage.discount_percentage}% off!`),
    ).toBeInTheDocument();
    expect(screen.getByText('LIMITED OFFER')).toBeInTheDocument();
  });

  it('shows no "Save" line when the percentage is zero', () => {
    renderWithTheme(<PackageCard pkg={discountedWithoutPercentagePackage} onPurchase={vi.fn()} />);
    expect(document.querySelector('s')).toHaveTextContent('was ₦12,000');
    expect(screen.queryByText(/Save \d+% off!/)).not.toBeInTheDocument();
  });

  it('highlights only the gold package', () => {
    const { unmount } = renderWithTheme(
      <PackageCard pkg={promotionalGoldPackage} onPurchase={vi.fn()} />,
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-highlighted', 'true');
    unmount();
    renderWithTheme(<PackageCard pkg={silverPackage} onPurchase={vi.fn()} />);
    expect(screen.getByRole('article')).not.toHaveAttribute('data-highlighted');
  });
});
