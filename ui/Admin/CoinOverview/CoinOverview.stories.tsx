import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminStats } from '../../fixtures/admin';
import { CoinOverview } from './CoinOverview';

const meta = {
  title: 'Components/Admin/CoinOverview',
  component: CoinOverview,
  args: { coins: adminStats.coins },
} satisfies Meta<typeof CoinOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Coins' })).toBeVisible();
    await expect(figure(canvasElement, 'Total distributed')).toHaveTextContent('540,000 coins');
    await expect(figure(canvasElement, 'Total used')).toHaveTextContent('412,300 coins');
    await expect(figure(canvasElement, 'Revenue coins')).toHaveTextContent('398,900 coins');
    // Beside the revenue of one period, these figures say they count since launch.
    await expect(within(canvasElement).getByText('All time, across every wallet')).toBeVisible();
    await expect(within(canvasElement).getByText('Spent on bookings, all time')).toBeVisible();
    await expect(figure(canvasElement, 'Usage rate')).toHaveTextContent('76.4%');
  },
};

export const Loading: Story = {
  args: { coins: null },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Coins' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Total distributed')).toBeVisible();
  },
};
