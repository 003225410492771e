import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expectSeen } from '../../Feedback/PageNotice/seen';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@domain';
import { failure, loading, success } from '../../remote';
import { SettingsScreen, type SettingsScreenProps, type SettingsStatus } from './Settings';

/** The app's part: Save puts the status to 'saving', then to the story's `status` arg. */
function SettingsFlow({ status = 'saved', onSave, ...rest }: SettingsScreenProps) {
  const [shown, setShown] = useState<SettingsStatus>('idle');
  return (
    <SettingsScreen
      {...rest}
      status={shown}
      onSave={(values) => {
        onSave(values);
        setShown('saving');
        setTimeout(() => setShown(status), 150);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Settings',
  tags: ['!autodocs'],
  component: SettingsScreen,
  args: {
    onSave: fn(),
    onChange: fn(),
    onRetryPreferences: fn(),
    preferences: success(DEFAULT_NOTIFICATION_PREFERENCES),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose dark mode, turn off coin e-mails, save, and see the confirmation. */
export const Default: Story = {
  args: { status: 'saved' },
  render: (args) => <SettingsFlow {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const modes = canvas.getByRole('radiogroup', { name: 'Colour mode' });
    await expect(within(modes).getAllByRole('radio')).toHaveLength(3);
    await expect(within(modes).getByRole('radio', { name: 'System' })).toBeChecked();

    await userEvent.click(within(modes).getByText('Dark'));
    await expect(within(modes).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      colorMode: 'dark',
      notifications: DEFAULT_NOTIFICATION_PREFERENCES,
    });

    const bookings = canvas.getByRole('checkbox', { name: 'Booking e-mails' });
    const coins = canvas.getByRole('checkbox', { name: 'Coin e-mails' });
    await expect(bookings).toBeChecked();
    await expect(coins).toBeChecked();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(coins).toHaveAccessibleDescription(
      'When staff add coins to your wallet or take them away.',
    );
    await userEvent.click(canvas.getByText('Coin e-mails'));
    await expect(coins).not.toBeChecked();

    const expected = {
      colorMode: 'dark',
      notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES, email_coins: false },
    };
    await expect(args.onChange).toHaveBeenLastCalledWith(expected);
    await expect(canvas.queryByText('Settings saved')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenCalledWith(expected);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Settings saved');
    await expectSeen(notice);
    // What was chosen stays chosen after saving.
    await expect(coins).not.toBeChecked();
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(button).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: {
    status: 'saved',
    initialValues: { colorMode: 'light' },
    preferences: success({ ...DEFAULT_NOTIFICATION_PREFERENCES, email_bookings: false }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Settings savedYour preferences have been updated.',
    );
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Booking e-mails' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Coin e-mails' })).toBeChecked();
  },
};

export const SaveFailed: Story = {
  args: { status: 'failed', errorMessage: 'Server error: 503' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Settings not saved');
    await expect(alert).toHaveTextContent('Server error: 503');
    await expect(canvas.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  },
};

export const DefaultPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The preferences are still on their way: the colour mode can be chosen meanwhile. */
export const PreferencesLoading: Story = {
  args: { preferences: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your notification preferences…')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeEnabled();
  },
};

/** The preferences could not be read: say so and offer to try again. */
export const PreferencesFailed: Story = {
  args: { preferences: failure('Network error. Please check your connection.') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your notification preferences could not be loaded'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetryPreferences).toHaveBeenCalled();
  },
};

export const PreferencesFailedPhone: Story = {
  ...PreferencesFailed,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A server that keeps no notification preferences: the page sets the colour mode alone. */
export const WithoutNotifications: Story = {
  args: { preferences: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose how Pitchside looks on this device.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({ colorMode: 'dark', notifications: null });
  },
};

export const WithoutNotificationsPhone: Story = {
  ...WithoutNotifications,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
