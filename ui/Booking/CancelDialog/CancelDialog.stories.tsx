import {
  SCREEN_MESSAGES,
  bookingTooLateToCancelText,
  cancellationPolicyText,
  formatCoins,
} from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../openDialog';
import { completedBooking, soonBooking, storyNow, upcomingBooking } from '../../fixtures/bookings';
import { CancelDialog } from './CancelDialog';
import { inOwnFrame } from '../../fixtures/docs';

const meta = {
  title: 'Components/Booking/CancelDialog',
  component: CancelDialog,
  parameters: inOwnFrame,
  args: { booking: upcomingBooking, now: storyNow, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const POLICY = cancellationPolicyText();

export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    const body = within(dialog);
    await expect(dialog).toHaveTextContent('Lekki Arena · PSB-2045');
    await expect(dialog).toHaveTextContent('Mon 23 Nov 2026, 17:00–19:00');
    await expect(dialog).toHaveTextContent(POLICY);
    await expect(
      body.getByText(`You will get ${formatCoins(upcomingBooking.coin_cost)} back.`),
    ).toBeVisible();

    await userEvent.click(body.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(upcomingBooking);
    await userEvent.click(body.getByRole('button', { name: 'Keep booking' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    const body = within(dialog);
    await expect(body.getByRole('button', { name: /Cancelling/ })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Keep booking' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/**
 * A double click on "Cancel booking", with the container marking it busy from the first (as the
 * app's does): one cancellation, and the dialog busy until the answer.
 */
export const DoubleClicked: Story = {
  render: function DoubleClicked(args) {
    const [busy, setBusy] = useState(false);
    return (
      <CancelDialog
        {...args}
        busy={busy}
        onConfirm={(booking) => {
          setBusy(true);
          args.onConfirm(booking);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    const body = within(dialog);
    await userEvent.dblClick(body.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('button', { name: /Cancelling/ })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Keep booking' })).toBeDisabled();
  },
};

/** Starts in 90 minutes: the dialog explains why and offers only Close. */
export const TooLate: Story = {
  args: { booking: soonBooking },
  play: async ({ args }) => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    const body = within(dialog);
    await expect(body.getByRole('status')).toHaveTextContent(bookingTooLateToCancelText());
    await expect(dialog).toHaveTextContent(POLICY);
    await expect(body.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await expect(body.queryByText(/You will get .* back/)).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NotCancellable: Story = {
  args: { booking: completedBooking },
  play: async () => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Only pending or confirmed bookings can be cancelled.',
    );
  },
};

/** The server refused without a message of its own: the app passes SPEC §8's. */
export const Failed: Story = {
  args: { error: SCREEN_MESSAGES.bookings.cancellationFailed },
  play: async () => {
    const dialog = await openDialog('alertdialog', 'Cancel booking');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Cancellation Failed');
    await expect(alert).toHaveTextContent('Failed to cancel booking');
    await expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  },
};

export const FailedWithServerMessage: Story = {
  args: { error: 'This booking has already been cancelled.' },
  play: async () => {
    const alert = within(await openDialog('alertdialog')).getByRole('alert');
    await expect(alert).toHaveTextContent('Cancellation Failed');
    await expect(alert).toHaveTextContent('This booking has already been cancelled.');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(await openDialog('alertdialog')).toBeVisible();
  },
};
