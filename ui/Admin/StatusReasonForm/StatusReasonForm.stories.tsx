import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusReasonForm } from './StatusReasonForm';

const meta = {
  title: 'Components/Admin/StatusReasonForm',
  component: StatusReasonForm,
  args: { action: 'suspend', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof StatusReasonForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blank reason is refused; the typed one is sent trimmed. */
export const Suspend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The reason box takes the focus as it appears (Storybook is patched so that a story shown
    // while it renders stays shown: docs/upstream/storybook-preparing-delay-hides-story.md).
    const reason = canvas.getByLabelText(/Reason for the suspension/);
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm suspension' }));
    await expect(canvas.getByText('Reason is required')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Damaged the nets ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm suspension' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Damaged the nets');
  },
};

export const Reject: Story = {
  args: { action: 'reject' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The member reads this reason on their dashboard.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** On its way: Cancel waits, and a second press sends nothing more. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Confirm/ })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  ...Suspend,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
