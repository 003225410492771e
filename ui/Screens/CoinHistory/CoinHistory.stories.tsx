import { SERVICE_FALLBACK_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ledger, ledgerPage } from '../../fixtures/wallet';
import { failure, loading, success } from '../../remote';
import { CoinHistoryScreen } from './CoinHistory';

const meta = {
  title: 'Screens/CoinHistory',
  tags: ['!autodocs'],
  component: CoinHistoryScreen,
  parameters: { layout: 'fullscreen', route: '/subscriptions/history' },
  args: {
    transactions: success(ledgerPage(1)),
    type: null,
    onTypeChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CoinHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** The first of three pages: each row its date, description, signed amount and balance after. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coin History' })).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(20);
    const newest = ledger[0];
    if (!newest) throw new globalThis.Error('The ledger fixture is empty');
    await expect(rows[0]).toHaveTextContent(newest.description);
    await expect(rows[0]).toHaveTextContent(/-30 coins/);
    await expect(rows[0]).toHaveTextContent(`Balance after: ${newest.balance_after} coins`);
    await expect(rows[0]?.querySelector('time')).toHaveAttribute('datetime', newest.created_at);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('link', { name: 'Back to my wallet' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  },
};

export const LastPagePhone: Story = {
  args: { transactions: success(ledgerPage(3)) },
  globals: PHONE,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The filter is a labelled native select: keyboard and screen readers get it for free. */
export const FilteredToExpiry: Story = {
  args: {
    type: 'expiry',
    transactions: success(
      ledgerPage(
        1,
        ledger.filter((t) => t.transaction_type === 'expiry'),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('combobox', { name: 'Show' });
    await expect(filter).toHaveValue('expiry');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    for (const row of canvas.getAllByRole('listitem')) {
      await expect(row).toHaveTextContent('Expired coins');
    }
    await expect(canvas.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
    await userEvent.selectOptions(filter, 'Purchase');
    await expect(args.onTypeChange).toHaveBeenCalledWith('purchase');
    await userEvent.selectOptions(filter, 'All transactions');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(null);
  },
};

export const Loading: Story = {
  args: { transactions: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Coin History' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading transactions…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { transactions: success(ledgerPage(1, [])) },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No transactions yet')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const EmptyFilter: Story = {
  args: { type: 'admin_debit', transactions: success(ledgerPage(1, [])) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No transactions of this kind (Removed by staff).'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all transactions' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith(null);
  },
};

export const Error: Story = {
  args: { transactions: failure(SERVICE_FALLBACK_MESSAGES.subscriptions.loadWallet) },
  globals: PHONE,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      SERVICE_FALLBACK_MESSAGES.subscriptions.loadWallet,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
