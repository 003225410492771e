import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { packageSales } from '../../fixtures/admin';
import { success } from '../../remote';
import { figureBlockStories, figureOf, fitsTheWidth } from '../FigurePanel/figureStories';
import { PackageSales } from './PackageSales';

const meta = {
  title: 'Components/Admin/PackageSales',
  component: PackageSales,
  args: { figures: success(packageSales), onRetry: fn() },
} satisfies Meta<typeof PackageSales>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, and a failed call with its retry: as every figure block (figureStories). */
const states = figureBlockStories('Package sales', 'Failed to load package sales');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Package sales' })).toBeVisible();
    await expect(canvas.getByText('All time, since launch')).toBeVisible();
    // Each tile says it counts all time, so none reads as the chosen period's revenue.
    await expect(figureOf(canvasElement, 'Purchases, all time')).toHaveTextContent('2,310');
    await expect(figureOf(canvasElement, 'Package revenue, all time')).toHaveTextContent(
      '₦32,060,000',
    );
    await expect(figureOf(canvasElement, 'Coins sold, all time')).toHaveTextContent(
      '386,650 coins',
    );
    await expect(figureOf(canvasElement, 'Members holding coins')).toHaveTextContent('1,034');
    const table = canvas.getByRole('table', {
      name: 'Purchases, revenue and coins sold per package, all time',
    });
    await expect(within(table).getByRole('row', { name: /Gold/ })).toHaveTextContent(
      'Gold585₦17,100,000228,000 coins',
    );
  },
};

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;

export const NoPackages: Story = {
  args: {
    figures: success({
      total_purchases: 0,
      total_revenue: 0,
      coins_sold: 0,
      active_wallets: 0,
      packages: [],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No packages yet' })).toBeVisible();
    await expect(figureOf(canvasElement, 'Package revenue, all time')).toHaveTextContent('₦0');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', {
        name: 'Purchases, revenue and coins sold per package, all time',
      }),
    ).toHaveAttribute('tabindex', '0');
    await fitsTheWidth();
  },
};
