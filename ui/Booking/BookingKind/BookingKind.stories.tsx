import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingKind } from './BookingKind';

const meta = {
  title: 'Components/Booking/BookingKind',
  component: BookingKind,
  args: { booking: { session_id: null } },
} satisfies Meta<typeof BookingKind>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both kinds side by side: a different word and a different icon. */
export const BothKinds: Story = {
  render: () => (
    <Stack>
      <BookingKind booking={{ session_id: null }} />
      <BookingKind booking={{ session_id: 7 }} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const court = canvas.getByText('Court hire');
    const session = canvas.getByText('Session place');
    await expect(court).toBeVisible();
    await expect(session).toBeVisible();
    const iconOf = (label: HTMLElement) => label.parentElement?.querySelector('svg')?.innerHTML;
    await expect(iconOf(court)).toBeTruthy();
    await expect(iconOf(court)).not.toBe(iconOf(session));
  },
};

export const Phone: Story = {
  ...BothKinds,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
