import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportButtons } from './ExportButtons';

const meta = {
  title: 'Components/Admin/ExportButtons',
  component: ExportButtons,
  args: { onExportBookings: fn(), onExportUsers: fn() },
} satisfies Meta<typeof ExportButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export bookings (CSV)' }));
    await expect(args.onExportBookings).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Export users (CSV)' }));
    await expect(args.onExportUsers).toHaveBeenCalledTimes(1);
  },
};

/** Each export is busy on its own. */
export const ExportingBookings: Story = {
  args: { exportingBookings: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bookings = canvas.getByRole('button', { name: 'Exporting bookings…' });
    await expect(bookings).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export users (CSV)' })).toBeEnabled();
  },
};

export const ExportingUsers: Story = {
  args: { exportingUsers: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Exporting users…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export bookings (CSV)' })).toBeEnabled();
  },
};
