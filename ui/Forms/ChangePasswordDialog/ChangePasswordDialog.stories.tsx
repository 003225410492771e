import { Button } from '@chakra-ui/react';
import { MESSAGES, SERVICE_FALLBACK_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
import { inOwnFrame } from '../../fixtures/docs';

const meta = {
  title: 'Components/Forms/ChangePasswordDialog',
  component: ChangePasswordDialog,
  parameters: inOwnFrame,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its entry animation has finished. */
async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(
      dialog.getByText('Use at least 8 characters; mix letters, numbers and special characters.'),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(dialog.getByLabelText('New password'), 'new secret!');
    await userEvent.type(dialog.getByLabelText('Confirm new password'), 'new secret!');
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'old-secret',
      new_password: 'new secret!',
      new_password_confirm: 'new secret!',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(dialog.getByText('Current password is required')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

    // The advice is not enforced: eight letters are enough.
    await userEvent.type(dialog.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(dialog.getByLabelText('New password'), 'abcdefgh');
    await userEvent.type(dialog.getByLabelText('Confirm new password'), 'abcdefgx');
    await expect(dialog.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await expect(dialog.queryByText('Current password is required')).toBeNull();
    await expect(dialog.queryByText('Password must be at least 8 characters')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: { errors: { current_password: ['Current password is incorrect.'] } },
  play: async () => {
    const dialog = await openDialog();
    const current = dialog.getByLabelText('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Current password is incorrect.');
    await expect(current).toHaveAccessibleErrorMessage('Current password is incorrect.');
  },
};

/** The server refused without a reason of its own: the app's words, above the form. */
export const FailedWithoutMessage: Story = {
  args: { errors: { non_field_errors: [SERVICE_FALLBACK_MESSAGES.accounts.changePassword] } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to change password');
    await expect(dialog.getByLabelText('Current password')).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const confirm = dialog.getByRole('button', { name: 'Changing password...' });
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A page's part, played by the story: a button opens the dialog, which closes on request. */
function WithTrigger(props: ChangePasswordDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Change Password
      </Button>
      <ChangePasswordDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

export const OpenAndCancel: Story = {
  args: { open: false },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Change Password' });
    await userEvent.click(trigger);
    let dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Current password'), 'typed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Reopened, it starts empty.
    await userEvent.click(trigger);
    dialog = await openDialog();
    await expect(dialog.getByLabelText('Current password')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByLabelText('Confirm new password')).toBeVisible();
  },
};
