import { SCREEN_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../../Booking/openDialog';
import { inOwnFrame } from '../../fixtures/docs';
import { LoadFailedDialog } from './LoadFailedDialog';

const TITLE = SCREEN_MESSAGES.locations.loadFailed;

const meta = {
  title: 'Components/Feedback/LoadFailedDialog',
  component: LoadFailedDialog,
  parameters: inOwnFrame,
  args: { title: TITLE, onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof LoadFailedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The venues a reschedule needs could not be loaded: try again, or close. */
export const Default: Story = {
  args: { message: 'The service is busy. Please try again in a minute.' },
  play: async ({ args }) => {
    const dialog = await openDialog('alertdialog', TITLE);
    const body = within(dialog);
    await expect(body.getByRole('alert')).toHaveTextContent(TITLE);
    await expect(body.getByRole('alert')).toHaveTextContent('The service is busy.');
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes it, as any dialog. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await openDialog('alertdialog', TITLE);
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
