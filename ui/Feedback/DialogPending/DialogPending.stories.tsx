import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DialogPending } from './DialogPending';
import { inOwnFrame } from '../../fixtures/docs';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Feedback/DialogPending',
  component: DialogPending,
  parameters: inOwnFrame,
  args: { label: 'Opening the booking…' },
} satisfies Meta<typeof DialogPending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says what is opening, as a polite status, and shows it once a moment has passed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Opening the booking…' });
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(Number(getComputedStyle(status).opacity)).toBe(1), {
      timeout: 2000,
    });
    await expect(status).toBeVisible();
  },
};

/** At phone width the notice stays within the screen, centred. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Opening the booking…' });
    const box = status.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThanOrEqual(1);
  },
};
