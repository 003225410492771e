import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { weekRevenue } from '../../fixtures/admin';
import { failure, loading, success } from '../../remote';
import { RevenueSummary } from './RevenueSummary';

const meta = {
  title: 'Components/Admin/RevenueSummary',
  component: RevenueSummary,
  args: { revenue: success(weekRevenue) },
} satisfies Meta<typeof RevenueSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile's figure (the chart's table repeats some labels as column headers). */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Revenue' })).toBeVisible();
    await expect(canvas.getByText('15 Nov 2026 – 21 Nov 2026')).toBeVisible();
    await expect(figure(canvasElement, 'Package revenue')).toHaveTextContent('₦412,000');
    await expect(figure(canvasElement, 'Purchases')).toHaveTextContent('23');
    await expect(figure(canvasElement, 'Coins sold')).toHaveTextContent('4,860 coins');
    await expect(figure(canvasElement, 'Change in revenue')).toHaveTextContent('+6.3%');
    // The platform's coin figures count since launch; this one says it counts the period only.
    const spent = figure(canvasElement, 'Coins spent on bookings');
    await expect(spent).toHaveTextContent('3,975 coins');
    await expect(spent?.nextElementSibling).toHaveTextContent('In this period');
  },
};

export const Loading: Story = {
  args: { revenue: loading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Revenue' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: { revenue: failure('Failed to load revenue figures') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load revenue figures',
    );
  },
};
