import { SCREEN_MESSAGES, expiringCoinsText, noCoinsExpiringText } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyWallet, expiringWallet, richWallet, wallet } from '../../fixtures/wallet';
import { failure, loading, success } from '../../remote';
import { WalletSummaryCard } from './WalletSummaryCard';
import { SimpleGrid } from '@chakra-ui/react';

const meta = {
  title: 'Components/Wallet/WalletSummaryCard',
  component: WalletSummaryCard,
  args: { wallet: success(wallet), onRetry: fn() },
} satisfies Meta<typeof WalletSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'My Wallet' })).toBeVisible();
    await expect(canvas.getByText('Available coins')).toBeVisible();
    await expect(canvas.getByText('245 coins')).toBeVisible();
    await expect(canvas.getByText('Total balance').nextElementSibling).toHaveTextContent(
      '320 coins',
    );
    await expect(canvas.getByText('Reserved').nextElementSibling).toHaveTextContent('75 coins');
    await expect(canvas.getByText('Total earned').nextElementSibling).toHaveTextContent(
      '450 coins',
    );
    await expect(canvas.getByText('Total spent').nextElementSibling).toHaveTextContent('130 coins');
  },
};

export const Loading: Story = {
  args: { wallet: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'My Wallet' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading wallet…')).toBeInTheDocument();
    // The loaded card's layout holds the place, hidden from screen readers and with no figure.
    await expect(
      canvas.getByText('Available coins').closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    await expect(canvas.queryByText('245 coins')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const SaysWhenNothingExpires: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(noCoinsExpiringText())).toBeVisible();
  },
};

export const ExpiringCoins: Story = {
  args: { wallet: success(expiringWallet) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      expiringCoinsText(expiringWallet.expiring!),
    );
    await expect(canvas.queryByText(noCoinsExpiringText())).not.toBeInTheDocument();
  },
};

/**
 * Loading, loaded with coins expiring, and with none, each at the page's width: one height, so
 * nothing below the card moves when the wallet arrives.
 */
const holdsItsPlace: Story = {
  render: (args) => (
    <SimpleGrid columns={1} gap="2">
      <WalletSummaryCard {...args} wallet={loading} title="Loading" />
      <WalletSummaryCard {...args} wallet={success(expiringWallet)} title="Expiring" />
      <WalletSummaryCard {...args} wallet={success(wallet)} title="None expiring" />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (name: string) =>
      Math.round(canvas.getByRole('region', { name }).getBoundingClientRect().height);
    const none = canvas.getByRole('region', { name: 'None expiring' });
    await expect(within(none).getByText(noCoinsExpiringText())).toBeVisible();
    await expect(height('Loading')).toBe(height('Expiring'));
    await expect(height('None expiring')).toBe(height('Expiring'));
  },
};

export const LoadingHoldsTheCardsPlace: Story = holdsItsPlace;

export const LoadingHoldsTheCardsPlacePhone: Story = {
  ...holdsItsPlace,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Error: Story = {
  args: { wallet: failure(SCREEN_MESSAGES.packages.loadWalletFailed) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load wallet information');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithoutRetry: Story = {
  args: { wallet: failure(SCREEN_MESSAGES.packages.loadWalletFailed), onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load wallet information');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { wallet: success(emptyWallet) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('0 coins')).toHaveLength(5);
  },
};

export const LargeBalancePhone: Story = {
  args: { wallet: success(richWallet) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,204,500 coins')).toBeVisible();
    await expect(canvas.getByText('2,500,000 coins')).toBeVisible();
  },
};
