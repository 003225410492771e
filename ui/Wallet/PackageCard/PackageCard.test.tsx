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
    const ownFeatures = ['Free bibs'];
    expect(packageFeatureList({ ...platinumPackage, features: ownFeatures })).toEqual([
      ...ownFeatures,
      'Priority support',
      'VIP support',
      'Tournament access',
    ]);
  });

  it('leaves out what the card states with numbers: coins, validity, bonus and extension', () => {
    expect(packageFeatureList(bronzePackage)).toEqual([]);
    expect(packageFeatureList(platinumPackage)).toEqual([
      'Priority support',
      'VIP support',
      'Tournament access',
    ]);
  });

  it('does not repeat a benefit the package already lists, whatever its case', () => {
    expect(packageFeatureList({ ...silverPackage, features: ['PRIORITY SUPPORT '] })).toEqual([
      'PRIORITY SUPPORT ',
    ]);
  });
});

describe('PackageCard', () => {
  it('states coins, bonus coins and validity once each, with their numbers', () => {
    renderWithTheme(<PackageCard pkg={platinumPackage} onPurchase={vi.fn()} />);
    const card = screen.getByRole('article');
    expect(screen.getAllByText(`${platinumPackage.coins} coins`)).toHaveLength(1);
    expect(screen.getByText('including 150 bonus coins')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Valid for ${platinumPackage.validity_days} days (150 days longer than standard)`,
      ),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Bonus coins|Extended validity/);
    expect(card.textContent?.match(/Valid for/g)).toHaveLength(1);
  });

  it('claims no bonus for a package without one', () => {
    renderWithTheme(<PackageCard pkg={bronzePackage} onPurchase={vi.fn()} />);
    expect(screen.queryByText(/bonus/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Includes')).not.toBeInTheDocument();
    expect(screen.getByText(`Valid for ${bronzePackage.validity_days} days`)).toBeInTheDocument();
  });

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
