import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { member, neverLoggedInMember, staffMember } from '../../fixtures/users';
import { ProfileScreen, type ProfileScreenProps } from './Profile';

function props(overrides: Partial<ProfileScreenProps> = {}): ProfileScreenProps {
  return { user: member, onSave: vi.fn(), onChangePassword: vi.fn(), ...overrides };
}

describe('ProfileScreen', () => {
  // The password dialog's code loads when it first opens. Loaded once here, a test waits for the
  // dialog, not for the test runner to compile its module on a busy machine.
  beforeAll(() => import('../../Forms/ChangePasswordDialog'));

  it('shows the account summary and the details as text', () => {
    renderWithTheme(<ProfileScreen {...props()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile Settings');
    expect(screen.getByText('Active')).toHaveAttribute('data-palette', 'green');
    expect(screen.getByText('User')).toHaveAttribute('data-palette', 'gray');
    expect(screen.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026, 18:42')).toBeInTheDocument();
    // Read as text, not as a form of greyed-out inputs, until Edit Profile.
    expect(screen.getByText('Adaeze Okafor', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(screen.queryByText('Staff privileges')).toBeNull();
  });

  it('marks staff and a user who never logged in', () => {
    const { rerender } = renderWithTheme(<ProfileScreen {...props({ user: staffMember })} />);
    expect(screen.getByText('Staff privileges')).toBeInTheDocument();
    rerender(<ProfileScreen {...props({ user: neverLoggedInMember })} />);
    expect(screen.getByText('Never')).toBeInTheDocument();
  });

  // Some twenty typed keys through user-event: near 5 s on a loaded two-core machine.
  it('edits, validates and saves through the callback', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    const p = props({ onEdit: vi.fn() });
    renderWithTheme(<ProfileScreen {...p} />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(p.onEdit).toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toBeEnabled();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('Phone number'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Invalid phone number',
    );
    expect(p.onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Phone number'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(p.onSave).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Okafor',
      email: 'adaeze.okafor@example.ng',
      phone_number: '+234 803 123 4567',
      address: '14 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      country: 'Nigeria',
    });
  });

  it('sends the chosen avatar with the values', async () => {
    const user = userEvent.setup();
    const p = props({ editing: true });
    renderWithTheme(<ProfileScreen {...p} />);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo'), file);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(p.onSave).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Adaeze' }), file);
  });

  it('cancel resets the form and the avatar', async () => {
    const user = userEvent.setup();
    const p = props({ editing: true, onCancel: vi.fn() });
    renderWithTheme(<ProfileScreen {...p} />);
    await user.clear(screen.getByLabelText('First name'));
    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onCancel).toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('Adaeze');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(p.onSave).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Adaeze' }));
    expect(vi.mocked(p.onSave).mock.calls[0]).toHaveLength(1);
  });

  it('follows the app when it ends editing and hands in the saved user', () => {
    const { rerender } = renderWithTheme(<ProfileScreen {...props({ editing: true })} />);
    expect(screen.getByLabelText('City')).toBeEnabled();
    const saved = { ...member, city: 'Ikoyi' };
    rerender(<ProfileScreen {...props({ editing: false, user: saved })} />);
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(screen.getByLabelText('City')).toHaveValue('Ikoyi');
  });

  it('locks everything while saving and shows why a save failed', () => {
    renderWithTheme(
      <ProfileScreen
        {...props({
          editing: true,
          saving: true,
          saveError: 'Failed to update profile',
          fieldErrors: { email: ['A user with this email already exists.'] },
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'A user with this email already exists.',
    );
  });

  it('opens the password dialog and passes the change on', async () => {
    const user = userEvent.setup();
    const p = props({ onPasswordDialogOpenChange: vi.fn() });
    renderWithTheme(<ProfileScreen {...p} />);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(p.onPasswordDialogOpenChange).toHaveBeenCalledWith(true);
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
    await user.type(dialog.getByLabelText('Current password'), 'old-pass');
    await user.type(dialog.getByLabelText('New password'), 'new-pass1');
    await user.type(dialog.getByLabelText('Confirm new password'), 'new-pass1');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(p.onChangePassword).toHaveBeenCalledWith({
      current_password: 'old-pass',
      new_password: 'new-pass1',
      new_password_confirm: 'new-pass1',
    });
  }, 20_000);

  it('closes the dialog when the app says so', async () => {
    const { rerender } = renderWithTheme(
      <ProfileScreen {...props({ passwordDialogOpen: true })} />,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    rerender(<ProfileScreen {...props({ passwordDialogOpen: false })} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
