import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { failure, loading, success } from '../../remote';
import { openDialog } from '../openDialog';
import { CALENDAR_FEED_COPY, CalendarFeedDialog } from './CalendarFeedDialog';
import { inOwnFrame } from '../../fixtures/docs';

const url = 'http://127.0.0.1:4010/api/v1/calendar/3f9c1a7e5b2d48c6a0e1f4b7c2d9e8a1.ics';
const newUrl = 'http://127.0.0.1:4010/api/v1/calendar/8b2e4d6f0a1c43e5b7d9f2a4c6e8b0d2.ics';

const meta = {
  title: 'Components/Booking/CalendarFeedDialog',
  component: CalendarFeedDialog,
  parameters: inOwnFrame,
  args: {
    open: true,
    feed: success({ url }),
    onRetry: fn(),
    onCopy: fn(),
    onReset: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CalendarFeedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = within(await openDialog('dialog', 'Calendar feed'));
    await expect(
      dialog.getByRole('textbox', { name: 'Your personal calendar address' }),
    ).toHaveValue(url);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(url);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Reset asks first; keeping the address changes nothing. */
export const ResetNeedsConfirmation: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const dialog = within(await openDialog('dialog', 'Calendar feed'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset link' }));
    const confirm = within(
      dialog.getByRole('alertdialog', { name: CALENDAR_FEED_COPY.confirmTitle }),
    );
    await expect(confirm.getByText(CALENDAR_FEED_COPY.confirmText)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Keep current address' }));
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset link' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Replace address' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** Once the server answers a new address, it shows and the confirmation closes. */
export const ResetDone: Story = {
  render: function Render(args) {
    const [feedUrl, setFeedUrl] = useState(url);
    return (
      <CalendarFeedDialog
        {...args}
        feed={success({ url: feedUrl })}
        onReset={() => setFeedUrl(newUrl)}
      />
    );
  },
  play: async () => {
    const dialog = within(await openDialog('dialog', 'Calendar feed'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset link' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Replace address' }));
    await waitFor(() => expect(dialog.getByRole('textbox')).toHaveValue(newUrl));
    await expect(dialog.queryByRole('alertdialog')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Reset link' })).toBeVisible();
  },
};

export const Resetting: Story = {
  args: { resetting: true },
  play: async () => {
    const dialog = within(await openDialog('dialog', 'Calendar feed'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset link' }));
    await expect(dialog.getByRole('button', { name: 'Replacing…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Keep current address' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

export const ResetFailed: Story = {
  args: { resetError: 'Unable to connect to server. Please check your internet connection.' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = within(await openDialog('dialog', 'Calendar feed'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Unable to connect to server');
  },
};

export const Loading: Story = {
  args: { feed: loading },
  play: async () => {
    const dialog = within(await openDialog('dialog', 'Calendar feed'));
    await expect(dialog.getByText(CALENDAR_FEED_COPY.loading)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Copy' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { feed: failure('Failed to load your calendar address') },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const dialog = within(await openDialog('dialog', 'Calendar feed'));
    await expect(dialog.getByText('Failed to load your calendar address')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The in-browser demo says plainly that no calendar app can reach this feed. */
export const InBrowserDemo: Story = {
  args: { servedInBrowser: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = within(await openDialog('dialog', 'Calendar feed'));
    await expect(dialog.getByText(CALENDAR_FEED_COPY.inBrowserTitle)).toBeVisible();
    await expect(dialog.getByText(CALENDAR_FEED_COPY.inBrowser)).toBeVisible();
  },
};
