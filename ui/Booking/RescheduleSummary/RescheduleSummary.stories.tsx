import { formatCoins } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { upcomingBooking } from '../../fixtures/bookings';
import { rescheduleQuote } from '../../fixtures/factories';
import { bookingDate, lekkiArena } from '../../fixtures/locations';
import { RescheduleSummary } from './RescheduleSummary';

const phone = { viewport: { value: 'phone', isRotated: false } } as const;
/** Monday's peak evening booking moved to the off-peak morning: coins back. */
const back = rescheduleQuote(
  upcomingBooking,
  { date: bookingDate, start_time: '10:00', end_time: '12:00' },
  lekkiArena,
);
/** The reverse: more coins to pay. */
const more = {
  ...back,
  previous_coin_cost: back.coin_cost,
  coin_cost: 75,
  difference: 75 - back.coin_cost,
};

const meta = {
  title: 'Components/Booking/RescheduleSummary',
  component: RescheduleSummary,
  args: { quote: back, balance: 100 },
} satisfies Meta<typeof RescheduleSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CoinsBack: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      `Paid now${formatCoins(upcomingBooking.coin_cost)}`,
    );
    await expect(canvasElement).toHaveTextContent(`You get back${formatCoins(-back.difference)}`);
    await expect(canvasElement).toHaveTextContent(
      `Balance after${formatCoins(100 - back.difference)}`,
    );
  },
};
export const CoinsBackPhone: Story = { ...CoinsBack, globals: phone };

export const PayMore: Story = {
  args: { quote: more },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(`You pay${formatCoins(more.difference)} more`);
    await expect(canvasElement).toHaveTextContent(
      `Balance after${formatCoins(100 - more.difference)}`,
    );
  },
};
export const PayMorePhone: Story = { ...PayMore, globals: phone };

export const SamePrice: Story = {
  args: { quote: { ...back, coin_cost: back.previous_coin_cost, difference: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('DifferenceNone: same price');
  },
};

/** Short of coins for the difference: no balance after, and the way to buy coins. */
export const NotEnough: Story = {
  args: { quote: more, balance: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not enough coins')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Moving costs ${formatCoins(more.difference)} more and you have ${formatCoins(3)}: you are ${formatCoins(more.difference - 3)} short.`,
    );
    await expect(canvas.queryByText('Balance after')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  },
};
