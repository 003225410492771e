import { formatCoins, peakNoteText } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { offPeakQuote, peakQuote } from '../../fixtures/locations';
import { QuoteSummary } from './QuoteSummary';

const meta = {
  title: 'Components/Booking/QuoteSummary',
  component: QuoteSummary,
  args: { quote: offPeakQuote, balance: 240 },
} satisfies Meta<typeof QuoteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OffPeak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(`Cost${formatCoins(offPeakQuote.coin_cost)}`);
    await expect(canvas.queryByText('Peak')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Your balance240 coins');
    await expect(canvasElement).toHaveTextContent(
      `Balance after booking${formatCoins(240 - offPeakQuote.coin_cost)}`,
    );
  },
};

export const Peak: Story = {
  args: { quote: peakQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(`CostPeak${formatCoins(peakQuote.coin_cost)}`);
    await expect(canvas.getByText('Peak')).toBeVisible();
    await expect(canvas.getByText(peakNoteText())).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Duration2 hours');
    await expect(canvasElement).toHaveTextContent(
      `Balance after booking${formatCoins(240 - peakQuote.coin_cost)}`,
    );
  },
};

/** Without the wallet the quote still shows; the balance rows wait for it. */
export const BalanceUnknown: Story = {
  args: { balance: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Your balance')).toBeNull();
    await expect(canvasElement).toHaveTextContent(`Cost${formatCoins(offPeakQuote.coin_cost)}`);
  },
};

/** Short of coins: no balance-after row (the booking dialog shows InsufficientCoins instead). */
export const NotEnough: Story = {
  args: { quote: peakQuote, balance: 60 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Your balance60 coins');
    await expect(within(canvasElement).queryByText('Balance after booking')).toBeNull();
  },
};
