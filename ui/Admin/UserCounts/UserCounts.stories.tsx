import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminStats, quietAdminStats } from '../../fixtures/admin';
import { UserCounts } from './UserCounts';

const meta = {
  title: 'Components/Admin/UserCounts',
  component: UserCounts,
  args: { counts: adminStats.users },
} satisfies Meta<typeof UserCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(figure(canvasElement, 'Total users')).toHaveTextContent('1,248');
    await expect(figure(canvasElement, 'Active')).toHaveTextContent('1,107');
    await expect(figure(canvasElement, 'Pending approval')).toHaveTextContent('3');
    await expect(figure(canvasElement, 'Suspended')).toHaveTextContent('12');
    await expect(figure(canvasElement, 'New this month')).toHaveTextContent('86');
    await expect(figure(canvasElement, 'Growth rate')).toHaveTextContent('+12.4%');
  },
};

export const NegativeGrowth: Story = {
  args: { counts: quietAdminStats.users },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Growth rate')).toHaveTextContent('-100%');
    await expect(figure(canvasElement, 'Pending approval')).toHaveTextContent('0');
  },
};

export const Loading: Story = {
  args: { counts: null, loading: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Users' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).queryByText('1,248')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Total users')).toBeVisible();
  },
};
