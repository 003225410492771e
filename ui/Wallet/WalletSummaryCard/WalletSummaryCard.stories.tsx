import { SCREEN_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyWallet, richWallet, wallet } from '../../fixtures/wallet';
import { failure, loading, success } from '../../remote';
import { WalletSummaryCard } from './WalletSummaryCard';

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
    await expect(canvas.queryByText('Available coins')).not.toBeInTheDocument();
  },
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
