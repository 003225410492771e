import { SCREEN_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expiringWallet, wallet } from '../../fixtures/wallet';
import { failure, loading, success } from '../../remote';
import { CoinBalanceCard } from './CoinBalanceCard';

const meta = {
  title: 'Components/Account/CoinBalanceCard',
  component: CoinBalanceCard,
  args: { wallet: success(wallet) },
} satisfies Meta<typeof CoinBalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Coin Balance' })).toBeVisible();
    await expect(canvas.getByText('Available coins').nextElementSibling).toHaveTextContent(
      '245 coins',
    );
    await expect(
      canvas.getByText('Reserved for upcoming bookings').nextElementSibling,
    ).toHaveTextContent('75 coins');
    await expect(canvas.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await expect(canvas.getByRole('link', { name: 'Coin history' })).toHaveAttribute(
      'href',
      '/subscriptions/history',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Coins about to expire are announced with their date, on a phone as on a desktop. */
export const ExpiringSoonPhone: Story = {
  args: { wallet: success(expiringWallet) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('40 coins expire on 12 Dec 2026');
    await expect(canvas.getByRole('link', { name: 'Coin history' })).toBeVisible();
  },
};

export const ExpiringSoon: Story = {
  args: { wallet: success(expiringWallet) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('40 coins expire on 12 Dec 2026');
  },
};

export const Loading: Story = {
  args: { wallet: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Coin Balance' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('Available coins')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { wallet: failure(SCREEN_MESSAGES.packages.loadWalletFailed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load wallet information');
    await expect(canvas.getByRole('link', { name: 'Buy coins' })).toBeVisible();
  },
};
