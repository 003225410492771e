import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuickActions } from './QuickActions';

const meta = {
  title: 'Components/Account/QuickActions',
  component: QuickActions,
  args: { approved: true },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Quick Actions' });
    const expected: [string, string][] = [
      ['Book a court', '/locations'],
      ['My bookings', '/bookings'],
      ['Buy coins', '/subscriptions'],
      ['Edit profile', '/profile'],
    ];
    await expect(within(nav).getAllByRole('link')).toHaveLength(expected.length);
    for (const [name, href] of expected) {
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const NotApproved: Story = {
  args: { approved: false },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Edit profile');
    await expect(links[0]).toHaveAttribute('href', '/profile');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};
