import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { transactions } from '../../fixtures/wallet';
import { RecentTransactions } from './RecentTransactions';
import { SimpleGrid } from '@chakra-ui/react';

const meta = {
  title: 'Components/Wallet/RecentTransactions',
  component: RecentTransactions,
  args: { transactions },
} satisfies Meta<typeof RecentTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven entries come in; the latest five show, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Booking PSB-2041');
    await expect(items[0]).toHaveTextContent('20 Nov 2026, 18:42');
    await expect(items[4]).toHaveTextContent('Welcome bonus');
    await expect(canvas.queryByText('Bronze package purchase')).not.toBeInTheDocument();
  },
};

/** A sign in the text and a colour from the tokens: green for credits, red for debits. */
export const SignedAmounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const debit = canvas.getByText('-75');
    const credit = canvas.getByText('+60');
    await expect(debit).toHaveAttribute('data-sign', 'negative');
    await expect(credit).toHaveAttribute('data-sign', 'positive');
    await expect(getComputedStyle(credit).color).toBe('rgb(17, 105, 50)');
    await expect(getComputedStyle(debit).color).toBe('rgb(153, 25, 25)');
    await expect(debit).toHaveTextContent('-75 coins');
  },
};

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(
      canvas.getByText('No transactions yet. Your purchases and bookings will show here.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recent Transactions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/**
 * Loading, the card is as tall as once its five entries have arrived (one-line descriptions), so
 * what the page shows below it does not move when they do (the layout-shift journey on
 * /subscriptions).
 */
export const LoadingHoldsTheListsPlace: Story = {
  render: (args) => (
    <SimpleGrid columns={2} gap="4" alignItems="start">
      <RecentTransactions {...args} loading title="Loading" />
      <RecentTransactions {...args} title="Loaded" />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (name: string) =>
      Math.round(canvas.getByRole('region', { name }).getBoundingClientRect().height);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(height('Loading')).toBe(height('Loaded'));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};
