import { cardTooLateToCancelText, formatCoins } from '@domain';

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  bookings,
  cancelledBooking,
  completedBooking,
  noShowBooking,
  pendingBooking,
  soonBooking,
  staffCancelledSessionPlace,
  storyNow,
  upcomingBooking,
} from '../../fixtures/bookings';
import { BookingCard } from './BookingCard';
import { SimpleGrid } from '@chakra-ui/react';

const meta = {
  title: 'Components/Booking/BookingCard',
  component: BookingCard,
  args: {
    booking: upcomingBooking,
    now: storyNow,
    onViewDetails: fn(),
    onCancel: fn(),
    onReschedule: fn(),
  },
  decorators: [
    (Story) => (
      <SimpleGrid maxW="xl">
        <Story />
      </SimpleGrid>
    ),
  ],
} satisfies Meta<typeof BookingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monday 17:00–19:00 at peak, before the cancellation cut-off: it can be cancelled. */
export const Upcoming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Lekki Arena' });
    await expect(card).toHaveTextContent('Football · Pitch A');
    // A whole court, told apart from a place in a game session.
    await expect(within(card).getByText('Court hire')).toBeVisible();
    await expect(within(card).queryByText('Session place')).toBeNull();
    await expect(card).toHaveTextContent('Mon 23 Nov 2026, 17:00–19:00');
    await expect(card).toHaveTextContent(`2 hours · ${formatCoins(upcomingBooking.coin_cost)}`);
    await expect(card).toHaveTextContent('Ref PSB-2045');
    await expect(canvas.getByText('Confirmed')).toHaveAttribute('data-status', 'CONFIRMED');
    await expect(canvas.getByText('Paid')).toHaveAttribute('data-status', 'PAID');

    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule PSB-2045' }));
    await expect(args.onReschedule).toHaveBeenCalledWith(upcomingBooking);

    await userEvent.click(canvas.getByRole('button', { name: /View details/ }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(upcomingBooking);
    await userEvent.click(canvas.getByRole('button', { name: /^Cancel/ }));
    await expect(args.onCancel).toHaveBeenCalledWith(upcomingBooking);
  },
};

/** Starts in 90 minutes: inside the cancellation cut-off, so no Cancel and no Reschedule. */
export const TooLateToCancel: Story = {
  args: { booking: soonBooking },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Reschedule/ })).toBeNull();
    await expect(canvas.getByText(cardTooLateToCancelText())).toBeVisible();
    await expect(canvas.getByRole('button', { name: /View details/ })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { booking: pendingBooking },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The booking and its payment are both pending: two yellow badges that say which is which.
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-status', 'PENDING');
    await expect(canvas.getByText('Payment pending')).toHaveAttribute('data-palette', 'yellow');
    await expect(canvas.getByRole('button', { name: /^Cancel/ })).toBeEnabled();
  },
};

export const Completed: Story = {
  args: { booking: completedBooking },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completed')).toHaveAttribute('data-palette', 'green');
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { booking: cancelledBooking },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled')).toHaveAttribute('data-palette', 'red');
    await expect(canvas.getByText('Refunded')).toHaveAttribute('data-status', 'REFUNDED');
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  },
};

/** Staff cancelled the game session: the card says so in the server's words. */
export const CancelledByStaff: Story = {
  args: { booking: staffCancelledSessionPlace },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Session place')).toBeVisible();
    await expect(canvas.getByText('Reason: Session cancelled by staff')).toBeVisible();
    await expect(canvas.getByText('Refunded')).toHaveAttribute('data-status', 'REFUNDED');
    await expect(canvas.queryByRole('button', { name: /^(Cancel|Reschedule)/ })).toBeNull();
  },
};

export const CancelledByStaffPhone: Story = {
  ...CancelledByStaff,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const NoShow: Story = {
  args: { booking: noShowBooking },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No show')).toHaveAttribute(
      'data-palette',
      'gray',
    );
  },
};

/** Every fixture booking: each status and payment status once at least. */
export const AllStatuses: Story = {
  render: (args) => (
    <>
      {bookings.map((booking) => (
        <BookingCard key={booking.id} {...args} booking={booking} />
      ))}
    </>
  ),
  decorators: [
    (Story) => (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" maxW="none">
        <Story />
      </SimpleGrid>
    ),
  ],
  play: async ({ canvasElement }) => {
    const statuses = [...canvasElement.querySelectorAll('[data-status]')].map((badge) =>
      badge.getAttribute('data-status'),
    );
    for (const status of ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'NO_SHOW']) {
      await expect(statuses).toContain(status);
    }
    for (const payment of ['PAID', 'REFUNDED']) await expect(statuses).toContain(payment);
  },
};

/** A place in a game session reads as one, with its own icon. */
export const SessionPlace: Story = {
  args: { booking: { ...upcomingBooking, session_id: 7 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Lekki Arena' });
    await expect(within(card).getByText('Session place')).toBeVisible();
    await expect(within(card).queryByText('Court hire')).toBeNull();
  },
};
