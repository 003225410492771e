import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsufficientCoins } from './InsufficientCoins';

const meta = {
  title: 'Components/Booking/InsufficientCoins',
  component: InsufficientCoins,
  args: { cost: 100, balance: 60 },
} satisfies Meta<typeof InsufficientCoins>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Not enough coins');
    await expect(status).toHaveTextContent(
      'This booking costs 100 coins and you have 60 coins: you are 40 coins short.',
    );
    await expect(canvas.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  },
};

export const OneCoinShort: Story = {
  args: { cost: 40, balance: 39 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'you are 1 coin short.',
    );
  },
};
