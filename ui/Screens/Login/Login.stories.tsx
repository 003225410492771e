import { LOGIN_MESSAGES, NETWORK_MESSAGES, REGISTER_MESSAGES, SUCCESS_NOTICES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inViewport } from '../../Feedback/PageNotice/seen';
import { LoginScreen, type LoginScreenProps } from './Login';

const meta = {
  title: 'Screens/Login',
  tags: ['!autodocs'],
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: '/login' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await userEvent.type(canvas.getByLabelText('Email'), 'adaeze.okafor@example.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'pitchside-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'adaeze.okafor@example.ng',
      password: 'pitchside-2026',
    });
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.fillAllFields);
    await expect(canvas.getByText('Please fill in all fields')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // One field is not enough either.
    await userEvent.type(canvas.getByLabelText('Email'), 'adaeze.okafor@example.ng');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PendingAccount: Story = {
  args: { errorMessage: LOGIN_MESSAGES.pendingApproval },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your account is pending approval. Please wait for staff approval.',
    );
  },
};

const SERVER_MESSAGE = 'Invalid email or password.';

/** The app's part, played by the story: the server refuses the credentials. */
function RefusingLogin(props: LoginScreenProps) {
  const [errorMessage, setErrorMessage] = useState<string>();
  return (
    <LoginScreen
      {...props}
      errorMessage={errorMessage}
      onSubmit={(values) => {
        props.onSubmit(values);
        setErrorMessage(SERVER_MESSAGE);
      }}
    />
  );
}

export const Failed: Story = {
  render: (args) => <RefusingLogin {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'adaeze.okafor@example.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    await expect(canvas.getByLabelText('Email')).toHaveValue('adaeze.okafor@example.ng');
    await expect(canvas.getByLabelText('Password')).toHaveValue('wrong-password');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AfterPasswordChange: Story = {
  args: { notice: SUCCESS_NOTICES.passwordChanged },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Password changed successfully. Please log in again.',
    );
  },
};

/** Registration is followed by /login, which says once that it went through. */
export const AfterRegistration: Story = {
  args: { notice: REGISTER_MESSAGES.success },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('status');
    await expect(notice).toHaveTextContent(REGISTER_MESSAGES.success);
    await waitFor(() => expect(inViewport(notice)).toBe(true));
  },
};

export const AfterRegistrationPhone: Story = {
  ...AfterRegistration,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { errorMessage: LOGIN_MESSAGES.pendingApproval },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** The server refused without saying why: the app's own words. */
export const FailedWithoutMessage: Story = {
  args: { errorMessage: LOGIN_MESSAGES.failed },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Login failed');
  },
};

/** The request got no answer (offline, a dropped connection): SPEC §8's network message. */
export const NoResponse: Story = {
  args: { errorMessage: NETWORK_MESSAGES.noResponse },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'No response from server. Please check your internet connection.',
    );
  },
};

export const NoResponsePhone: Story = {
  ...NoResponse,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The request could not be sent at all. */
export const NetworkError: Story = {
  args: { errorMessage: NETWORK_MESSAGES.networkError },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Network error occurred',
    );
  },
};

/** Signing in failed in a way the app did not expect (no answer it could read). */
export const Unexpected: Story = {
  args: { errorMessage: LOGIN_MESSAGES.unexpected },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred',
    );
  },
};
