import { Box, SimpleGrid } from '@chakra-ui/react';
import { PACKAGE_TYPES, formatNaira } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  bronzePackage,
  discountedWithoutPercentagePackage,
  goldPackage,
  packages,
  platinumPackage,
  promotionalGoldPackage,
  silverPackage,
} from '../../fixtures/wallet';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Components/Wallet/PackageCard',
  component: PackageCard,
  args: { pkg: silverPackage, onPurchase: fn() },
  render: (args) => (
    <Box maxWidth="sm">
      <PackageCard {...args} />
    </Box>
  ),
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: silverPackage.name });
    await expect(within(card).getByText(silverPackage.description)).toBeVisible();
    await expect(within(card).getByText('₦12,000')).toBeVisible();
    // Each said once: the package's own "130 coins" feature is not repeated in the list.
    await expect(within(card).getAllByText('130 coins')).toHaveLength(1);
    await expect(within(card).getByText('130 coins')).toBeVisible();
    await expect(within(card).getAllByText(/Valid for/)).toHaveLength(1);
    await expect(within(card).getByText('Valid for 60 days')).toBeVisible();
    await expect(within(card).queryByText(/bonus/i)).not.toBeInTheDocument();
    await expect(within(card).getByText('Priority support')).toBeVisible();
    await expect(within(card).getByText('Silver', { selector: '[data-status]' })).toHaveAttribute(
      'data-palette',
      'gray',
    );
    await expect(within(card).queryByText('LIMITED OFFER')).not.toBeInTheDocument();
    await expect(within(card).queryByText(/Save \d+% off!/)).not.toBeInTheDocument();
    // 'Priority support' is both a feature of the package and a benefit of silver: listed once.
    await expect(within(card).getAllByText('Priority support')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase Package' }));
    await expect(args.onPurchase).toHaveBeenCalledWith(silverPackage);
  },
};

export const Promotional: Story = {
  args: { pkg: promotionalGoldPackage },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: goldPackage.name });
    const scope = within(card);
    await expect(scope.getByText('LIMITED OFFER')).toBeVisible();
    await expect(
      scope.getByText(formatNaira(promotionalGoldPackage.discounted_price ?? 0)),
    ).toBeVisible();
    const original = card.querySelector('s');
    await expect(original).toHaveTextContent(`was ${formatNaira(promotionalGoldPackage.price)}`);
    await expect(
      scope.getByText(`Save ${promotionalGoldPackage.discount_percentage}% off!`),
    ).toBeVisible();
    await expect(
      scope.getByText(
        `You save ${formatNaira(promotionalGoldPackage.price - (promotionalGoldPackage.discounted_price ?? 0))}`,
      ),
    ).toBeVisible();
  },
};

/** A lower price without a percentage: struck through, but no 'Save N% off!'. */
export const DiscountWithoutPercentage: Story = {
  args: { pkg: discountedWithoutPercentagePackage },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Silver Weekend' });
    await expect(card.querySelector('s')).toHaveTextContent('was ₦12,000');
    await expect(within(card).getByText('₦11,000')).toBeVisible();
    await expect(within(card).queryByText(/Save \d+% off!/)).not.toBeInTheDocument();
    await expect(within(card).queryByText(/You save/)).not.toBeInTheDocument();
  },
};

export const HighlightedGold: Story = {
  args: { pkg: goldPackage },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: goldPackage.name });
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(getComputedStyle(card).borderTopWidth).toBe('2px');
    // The perks carry their numbers: 300 coins for ₦25,000 at ₦100 a coin is 50 more.
    await expect(within(card).getByText('300 coins')).toBeVisible();
    await expect(within(card).getByText('including 50 bonus coins')).toBeVisible();
    await expect(
      within(card).getByText('Valid for 90 days (60 days longer than standard)'),
    ).toBeVisible();
    await expect(within(card).getByText('Priority support')).toBeVisible();
    await expect(within(card).queryByText('Bonus coins')).not.toBeInTheDocument();
    await expect(within(card).queryByText('Extended validity')).not.toBeInTheDocument();
  },
};

export const Recommended: Story = {
  args: { pkg: silverPackage, recommended: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: silverPackage.name });
    await expect(within(card).getByText('Recommended')).toBeVisible();
    await expect(card).toHaveAttribute('data-recommended', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Purchase Package' }),
    ).toBeDisabled();
  },
};

/** Every package type, plus the promotion, so no type's badge or benefits go unseen. */
export const AllTypes: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {[...packages, { ...promotionalGoldPackage, id: 99, name: 'Gold Promo' }].map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} onPurchase={args.onPurchase} />
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    for (const type of PACKAGE_TYPES) {
      await expect(canvasElement.querySelector(`[data-package-type="${type}"]`)).not.toBeNull();
    }
    const platinum = canvas.getByRole('article', { name: platinumPackage.name });
    await expect(within(platinum).getByText('VIP support')).toBeVisible();
    await expect(within(platinum).getByText('Tournament access')).toBeVisible();
    const bronze = canvas.getByRole('article', { name: bronzePackage.name });
    await expect(within(bronze).queryByText('Priority support')).not.toBeInTheDocument();
  },
};
