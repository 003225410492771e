import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expectSeen } from '../../Feedback/PageNotice/seen';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DEFAULT_SETTINGS,
  SettingsScreen,
  type SettingsScreenProps,
  type SettingsStatus,
} from './Settings';

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
  component: SettingsScreen,
  args: { onSave: fn(), onChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose dark mode and SMS, save, and see the confirmation. */
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
      ...DEFAULT_SETTINGS,
      colorMode: 'dark',
    });

    const reminders = canvas.getByRole('checkbox', { name: 'E-mail booking reminders' });
    const promotions = canvas.getByRole('checkbox', { name: 'Promotions and news' });
    const sms = canvas.getByRole('checkbox', { name: 'SMS notifications' });
    await expect(reminders).toBeChecked();
    await expect(promotions).not.toBeChecked();
    await expect(sms).not.toBeChecked();
    await expect(sms).toHaveAccessibleDescription(
      'Text messages when a booking is confirmed, changed or cancelled.',
    );
    await userEvent.click(canvas.getByText('SMS notifications'));
    await expect(sms).toBeChecked();

    const expected = {
      colorMode: 'dark',
      notifications: { emailReminders: true, promotions: false, sms: true },
    };
    await expect(args.onChange).toHaveBeenLastCalledWith(expected);
    await expect(canvas.queryByText('Settings saved')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenCalledWith(expected);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Settings saved');
    await expectSeen(notice);
    // What was chosen stays chosen after saving.
    await expect(sms).toBeChecked();
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
    initialValues: {
      colorMode: 'light',
      notifications: { emailReminders: false, promotions: true, sms: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Settings savedYour preferences have been updated.',
    );
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'E-mail booking reminders' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Promotions and news' })).toBeChecked();
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
