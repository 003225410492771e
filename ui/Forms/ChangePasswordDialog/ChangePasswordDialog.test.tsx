import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function setup(props: Partial<Parameters<typeof ChangePasswordDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onOpenChange = vi.fn();
  renderWithTheme(
    <ChangePasswordDialog open onOpenChange={onOpenChange} onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, onOpenChange };
}

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Change Password' }));
}

// Typing whole passwords takes a while on a busy machine.
const TYPING_TIMEOUT_MS = 20_000;

describe('ChangePasswordDialog', () => {
  it(
    'validates with the specification’s messages before submitting',
    async () => {
      const user = userEvent.setup();
      const { onSubmit } = setup();
      const d = await dialog();
      expect(
        d.getByText('Use at least 8 characters; mix letters, numbers and special characters.'),
      ).toBeInTheDocument();

      await user.click(d.getByRole('button', { name: 'Change Password' }));
      expect(d.getByText('Current password is required')).toBeInTheDocument();
      expect(d.getByText('Password must be at least 8 characters')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();

      await user.type(d.getByLabelText('Current password'), 'old-secret');
      await user.type(d.getByLabelText('New password'), 'abcdefgh');
      await user.type(d.getByLabelText('Confirm new password'), 'abcdefg');
      expect(d.getByText('Passwords do not match')).toBeInTheDocument();
      await user.type(d.getByLabelText('Confirm new password'), 'h');
      await user.click(d.getByRole('button', { name: 'Change Password' }));
      expect(onSubmit).toHaveBeenCalledWith({
        current_password: 'old-secret',
        new_password: 'abcdefgh',
        new_password_confirm: 'abcdefgh',
      });
    },
    TYPING_TIMEOUT_MS,
  );

  it('shows server errors per field until the field is edited', async () => {
    const user = userEvent.setup();
    setup({ errors: { current_password: ['Current password is incorrect.'] } });
    const d = await dialog();
    const current = d.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription('Current password is incorrect.');
    await user.type(current, 'x');
    expect(d.queryByText('Current password is incorrect.')).toBeNull();
  });

  it('cannot be closed while submitting', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onSubmit } = setup({ submitting: true });
    const d = await dialog();
    expect(d.getByRole('button', { name: 'Changing password...' })).toBeDisabled();
    expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks to close on Cancel', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = setup();
    const d = await dialog();
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
