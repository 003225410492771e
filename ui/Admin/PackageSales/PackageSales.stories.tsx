import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { packageSales } from '../../fixtures/admin';
import { failure, loading, success } from '../../remote';
import { PackageSales } from './PackageSales';

const meta = {
  title: 'Components/Admin/PackageSales',
  component: PackageSales,
  args: { figures: success(packageSales), onRetry: fn() },
} satisfies Meta<typeof PackageSales>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Package sales' })).toBeVisible();
    await expect(canvas.getByText('All time, since launch')).toBeVisible();
    // Each tile says it counts all time, so none reads as the chosen period's revenue.
    await expect(figure(canvasElement, 'Purchases, all time')).toHaveTextContent('2,310');
    await expect(figure(canvasElement, 'Package revenue, all time')).toHaveTextContent(
      '₦32,060,000',
    );
    await expect(figure(canvasElement, 'Coins sold, all time')).toHaveTextContent('386,650 coins');
    await expect(figure(canvasElement, 'Members holding coins')).toHaveTextContent('1,034');
    const table = canvas.getByRole('table', {
      name: 'Purchases, revenue and coins sold per package, all time',
    });
    await expect(within(table).getByRole('row', { name: /Gold/ })).toHaveTextContent(
      'Gold585₦17,100,000228,000 coins',
    );
  },
};

export const Loading: Story = {
  args: { figures: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Package sales' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A failed call shows the error and a retry, never example figures (DESIGN §4.13). */
export const Failed: Story = {
  args: { figures: failure('Failed to load package sales') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load package sales');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

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
    await expect(figure(canvasElement, 'Package revenue, all time')).toHaveTextContent('₦0');
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
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
