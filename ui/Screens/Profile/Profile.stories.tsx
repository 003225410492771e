import { MESSAGES, SERVICE_FALLBACK_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectSeen } from '../../Feedback/PageNotice/seen';
import { member, neverLoggedInMember, staffMember } from '../../fixtures/users';
import { ProfileScreen } from './Profile';

const meta = {
  title: 'Screens/Profile',
  tags: ['!autodocs'],
  component: ProfileScreen,
  parameters: { layout: 'fullscreen', route: '/profile' },
  args: {
    user: member,
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onPasswordDialogOpenChange: fn(),
    onChangePassword: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const LABELS = [
  'First name',
  'Last name',
  'Email',
  'Phone number',
  'Address',
  'City',
  'State',
  'Country',
] as const;

async function expectFields(canvas: Canvas, enabled: boolean) {
  for (const label of LABELS) {
    const control = canvas.getByLabelText(label);
    await (enabled ? expect(control).toBeEnabled() : expect(control).toBeDisabled());
  }
}

/** The open password dialog, once its entry animation has finished. */
async function passwordDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

function details(canvas: Canvas) {
  const terms = canvas.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term: HTMLElement) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? '',
    ]),
  );
}

export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Adaeze Okafor' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change photo' })).toBeNull();

    await expect(details(canvas)).toEqual({
      'Account status': 'Active',
      'User type': 'User',
      'Member since': '2 Mar 2026',
      'Last login': '20 Nov 2026, 18:42',
      // The personal details read as text until Edit Profile opens the form.
      Name: 'Adaeze Okafor',
      Email: 'adaeze.okafor@example.ng',
      'Phone number': '+234 803 123 4567',
      Address: '14 Admiralty Way, Lekki, Lagos, Nigeria',
    });
    await expect(canvas.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await expect(canvas.getByText('Active')).toHaveAttribute('data-palette', 'green');
    await expect(canvas.queryByText('Staff privileges')).toBeNull();

    await expectFields(canvas, false);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Adaeze');
    await expect(canvas.getByLabelText('State')).toHaveValue('Lagos');
    await expect(canvas.getByLabelText('Country')).toHaveValue('Nigeria');
  },
};

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);

    const state = canvas.getByRole('combobox', { name: 'State' });
    await expectFields(canvas, true);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeVisible();

    const city = canvas.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Abuja');
    await userEvent.clear(state);
    await userEvent.type(state, 'Federal');
    await userEvent.click(await screen.findByRole('option', { name: 'Federal Capital Territory' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));

    await expect(args.onSave).toHaveBeenCalledWith({
      first_name: 'Adaeze',
      last_name: 'Okafor',
      email: 'adaeze.okafor@example.ng',
      phone_number: '+234 803 123 4567',
      address: '14 Admiralty Way',
      city: 'Abuja',
      state: 'Federal Capital Territory',
      country: 'Nigeria',
    });
  },
};

export const SaveWithNewPhoto: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Profile photo'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Adaeze' }),
      file,
    );
  },
};

export const CancelResets: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('First name'));
    await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
    await userEvent.upload(
      canvas.getByLabelText('Profile photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));

    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('First name')).toHaveValue('Adaeze');
    await expect(canvas.getByLabelText('First name')).toBeDisabled();
    await expect(canvasElement.querySelector('img[src^="blob:"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    // The next edit starts from the saved profile again.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByLabelText('First name')).toHaveValue('Adaeze');
  },
};

export const ValidationErrors: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('First name'));
    await userEvent.clear(canvas.getByLabelText('Last name'));
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'adaeze.example.ng');
    await userEvent.clear(canvas.getByLabelText('Phone number'));
    await userEvent.type(canvas.getByLabelText('Phone number'), '0803 CALL ADA');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));

    await expect(canvas.getByText(MESSAGES.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Invalid email')).toBeVisible();
    await expect(canvas.getByText('Invalid phone number')).toBeVisible();
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    editing: true,
    saveError: SERVICE_FALLBACK_MESSAGES.accounts.updateProfile,
    fieldErrors: { email: ['A user with this email already exists.'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update profile');
    await expectSeen(canvas.getByRole('alert'));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleErrorMessage(
      'A user with this email already exists.',
    );
  },
};

export const Saving: Story = {
  args: { editing: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Saving…' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeDisabled();
    await expectFields(canvas, false);
  },
};

export const ChangePasswordDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onPasswordDialogOpenChange).toHaveBeenCalledWith(true);
    const dialog = await passwordDialog();
    await expect(
      dialog.getByText('Use at least 8 characters; mix letters, numbers and special characters.'),
    ).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(dialog.getByText('Current password is required')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

    await userEvent.type(dialog.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(dialog.getByLabelText('New password'), 'n3w-Secret!');
    await userEvent.type(dialog.getByLabelText('Confirm new password'), 'n3w-Secret?');
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Confirm new password'));
    await userEvent.type(dialog.getByLabelText('Confirm new password'), 'n3w-Secret!');
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      current_password: 'old-secret',
      new_password: 'n3w-Secret!',
      new_password_confirm: 'n3w-Secret!',
    });
  },
};

export const ChangingPassword: Story = {
  args: { passwordDialogOpen: true, changingPassword: true },
  play: async () => {
    const dialog = await passwordDialog();
    await expect(dialog.getByRole('button', { name: 'Changing password...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const PasswordErrors: Story = {
  args: {
    passwordDialogOpen: true,
    passwordErrors: {
      current_password: ['Current password is incorrect.'],
      new_password: ['This password is too common.'],
    },
  },
  play: async ({ args }) => {
    const dialog = await passwordDialog();
    await expect(dialog.getByLabelText('Current password')).toHaveAccessibleErrorMessage(
      'Current password is incorrect.',
    );
    await expect(dialog.getByLabelText('New password')).toHaveAccessibleDescription(
      'This password is too common.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onPasswordDialogOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const StaffMember: Story = {
  args: { user: staffMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Staff privileges')).toBeVisible();
    await expect(details(canvas)['User type']).toBe('Staff');
    await expect(canvas.getByLabelText('State')).toHaveValue('Federal Capital Territory');
  },
};

export const NeverLoggedIn: Story = {
  args: { user: neverLoggedInMember },
  play: async ({ canvasElement }) => {
    await expect(details(within(canvasElement))['Last login']).toBe('Never');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { user: staffMember, editing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectFields(canvas, true);
  },
};
