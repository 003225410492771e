import { MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expectSeen } from '../../Feedback/PageNotice/seen';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
  type ForgotPasswordStatus,
} from './ForgotPassword';
import { FORGOT_PASSWORD_COPY } from './copy';

const meta = {
  title: 'Screens/ForgotPassword',
  tags: ['!autodocs'],
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'adaeze.okafor@example.ng';

/** The app's part, played by the story: the request ends with `outcome`. */
function Answering({
  outcome,
  ...props
}: ForgotPasswordScreenProps & { outcome: ForgotPasswordStatus }) {
  const [status, setStatus] = useState<ForgotPasswordStatus>('idle');
  return (
    <ForgotPasswordScreen
      {...props}
      status={status}
      onSubmit={(values) => {
        props.onSubmit(values);
        setStatus(outcome);
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );

    const submit = canvas.getByRole('button', { name: 'Send reset link' });
    await userEvent.click(submit);
    await expect(canvas.getByText(MESSAGES.emailRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'adaeze@example');
    await expect(canvas.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText('Email'), '.ng');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'adaeze@example.ng' });
  },
};

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
  },
};

export const Sent: Story = {
  render: (args) => <Answering {...args} outcome="sent" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: EMAIL });

    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent(
      `If an account exists for ${EMAIL}, a link to reset the password has been sent to it.`,
    );
    await expectSeen(notice);
  },
};

export const SentPhone: Story = {
  ...Sent,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A failure the server gave no reason for: the app shows the screen's own words. */
export const Failed: Story = {
  args: { errorMessage: FORGOT_PASSWORD_COPY.failed },
  render: (args) => <Answering {...args} outcome="failed" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not send the reset link. Please try again.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue(EMAIL);
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  },
};
