import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/Feedback/ErrorState',
  component: ErrorState,
  args: { title: 'Failed to load bookings', message: 'An error occurred while loading bookings' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load bookings');
    await expect(alert).toHaveTextContent('An error occurred while loading bookings');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The whole page failed: the title is the page's h1 and the action reloads it. */
export const PageLevel: Story = {
  args: {
    title: 'Error Loading Page',
    message: 'Something went wrong while showing this page.',
    headingLevel: 'h1',
    retryLabel: 'Reload Page',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Error Loading Page' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^Failed to load bookings$/,
    );
  },
};
