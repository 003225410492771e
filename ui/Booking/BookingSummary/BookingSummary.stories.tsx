import { summarizeBookings } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bookings, storyNow } from '../../fixtures/bookings';
import { BookingSummary } from './BookingSummary';

const meta = {
  title: 'Components/Booking/BookingSummary',
  component: BookingSummary,
  args: { summary: summarizeBookings(bookings, storyNow) },
} satisfies Meta<typeof BookingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = (key: string) => canvasElement.querySelector(`[data-summary="${key}"]`);
    await expect(figure('total')).toHaveTextContent('Total bookings10');
    await expect(figure('upcoming')).toHaveTextContent('Upcoming4');
    await expect(figure('completed')).toHaveTextContent('Completed3');
    await expect(figure('cancelled')).toHaveTextContent('Cancelled2');
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { summary: summarizeBookings([], storyNow) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-summary="total"]')).toHaveTextContent(
      'Total bookings0',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-summary]')).toHaveLength(4);
  },
};
