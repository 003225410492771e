import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordScreen } from './ResetPassword';

const meta = {
  title: 'Screens/ResetPassword',
  tags: ['!autodocs'],
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen', route: '/reset-password' },
  args: { token: 'a1b2c3d4', onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const PASSWORD = 'Lagos-Sunrise-2026';

/** The registration rules apply before anything is sent; a valid pair is sent with the token. */
export const Form: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(canvas.getByText(MESSAGES.passwordTooShort)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.confirmPasswordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await userEvent.type(canvas.getByLabelText(/^New password/), PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Lagos-Sunset-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(canvas.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();

    await userEvent.clear(canvas.getByLabelText(/^Confirm new password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), `${PASSWORD}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: 'a1b2c3d4',
      new_password: PASSWORD,
      new_password_confirm: PASSWORD,
    });
  },
};

export const FormPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Set new password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** A used or expired link: the server's reason, and the way to a new link. */
export const LinkRefused: Story = {
  args: { status: 'failed', errorMessage: PASSWORD_RESET_MESSAGES.invalidLink },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidLink);
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidLink);
    await expect(canvas.queryByRole('button', { name: 'Set new password' })).toBeNull();
  },
};

export const Done: Story = {
  args: { status: 'done' },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.done);
    await expect(
      canvas.getByRole('link', { name: 'Sign in with your new password' }),
    ).toHaveAttribute('href', '/login');
  },
};
