import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PendingOverlay } from './PendingOverlay';
import { inOwnFrame } from '../../fixtures/docs';

const meta = {
  title: 'Components/Feedback/PendingOverlay',
  component: PendingOverlay,
  parameters: inOwnFrame,
  args: { label: 'Loading reschedule options…' },
  render: (args) => (
    <Stack gap="3" align="start">
      <Text>My Bookings</Text>
      <Button variant="outline" onClick={fn()}>
        Reschedule
      </Button>
      <PendingOverlay {...args} />
    </Stack>
  ),
} satisfies Meta<typeof PendingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced once as a status, its label shown, and the page under it cannot be clicked. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { name: 'Loading reschedule options…' });
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByText('Loading reschedule options…')).toBeVisible();
    // The overlay covers the page: a pointer over the button under it reaches the overlay.
    const box = canvas.getByRole('button', { name: 'Reschedule' }).getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit?.closest('button')).toBeNull();
  },
};

export const Phone: Story = {
  ...Desktop,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
