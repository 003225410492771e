import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { weekRevenue } from '../../fixtures/admin';
import { RevenueChart } from './RevenueChart';

const meta = {
  title: 'Components/Admin/RevenueChart',
  component: RevenueChart,
  args: { series: weekRevenue.series },
} satisfies Meta<typeof RevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One bar a day, named and summarised for screen readers, with every figure in the table. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Package revenue by day' });
    await expect(chart).toHaveAccessibleDescription(
      '7 bars, oldest first. Highest ₦70,000 (19 Nov 2026), lowest ₦48,000 (15 Nov 2026). The table below gives every figure.',
    );
    await expect(chart.querySelectorAll('rect')).toHaveLength(7);
    const table = canvas.getByRole('table', {
      name: 'Package revenue, purchases and coins sold in the period',
    });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[5]).toHaveTextContent('₦70,000');
    await expect(rows[5]).toHaveTextContent('820 coins');
  },
};

export const WeekPhone: Story = {
  ...Week,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const ByMonth: Story = {
  args: { byMonth: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Package revenue by month' }),
    ).toBeVisible();
  },
};

export const NoSales: Story = {
  args: { series: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No package was sold in this period.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
