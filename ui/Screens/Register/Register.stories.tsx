import { MESSAGES, REGISTER_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { expectSeen } from '../../Feedback/PageNotice/seen';
import type { ServerFieldErrors as ServerErrors } from '../../Forms/FormField';
import { RegisterScreen, type RegisterScreenProps } from './Register';

const meta = {
  title: 'Screens/Register',
  tags: ['!autodocs'],
  component: RegisterScreen,
  parameters: { layout: 'fullscreen', route: '/register' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const TYPED = {
  first_name: 'Adaeze',
  last_name: 'Okafor',
  email: 'adaeze.okafor@example.ng',
  phone_number: '+234 803 123 4567',
  password: 'pitchside-2026',
  password_confirm: 'pitchside-2026',
  address: '14 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  country: 'Nigeria',
};

async function fillIn(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('First name'), TYPED.first_name);
  await userEvent.type(canvas.getByLabelText('Last name'), TYPED.last_name);
  await userEvent.type(canvas.getByLabelText('Email'), TYPED.email);
  await userEvent.type(canvas.getByLabelText('Phone number'), TYPED.phone_number);
  await userEvent.type(canvas.getByLabelText('Password'), TYPED.password);
  await userEvent.type(canvas.getByLabelText('Confirm password'), TYPED.password_confirm);
  await userEvent.type(canvas.getByLabelText('Address'), TYPED.address);
  await userEvent.type(canvas.getByLabelText('City'), TYPED.city);
  await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'Lag');
  await userEvent.click(await screen.findByRole('option', { name: 'Lagos' }));
}

const LABELS: Record<keyof typeof TYPED, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone_number: 'Phone number',
  password: 'Password',
  password_confirm: 'Confirm password',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
};

async function expectValues(canvas: Canvas, values: Record<keyof typeof TYPED, string>) {
  for (const [field, label] of Object.entries(LABELS)) {
    await expect(canvas.getByLabelText(label)).toHaveValue(values[field as keyof typeof TYPED]);
  }
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    for (const legend of ['Personal information', 'Security', 'Address (optional)']) {
      await expect(canvas.getByRole('group', { name: legend })).toBeVisible();
    }
    await expect(canvas.getByLabelText('Country')).toHaveValue('Nigeria');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(TYPED);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.phoneRequired,
      MESSAGES.passwordRequired,
      MESSAGES.confirmPasswordRequired,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    // Focus goes to the first field in error.
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(canvas.getByLabelText('First name'), 'Adaeze');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Okafor');
    await userEvent.type(canvas.getByLabelText('Email'), 'adaeze@example');
    await userEvent.type(canvas.getByLabelText('Phone number'), '0803 123');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'shorter');
    await userEvent.click(submit);

    await expect(canvas.getByText('Email is invalid')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(canvas.queryByText('First name is required')).toBeNull();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const EMAIL_TAKEN = 'A user with this email already exists.';

/** The app's part, played by the story: the server refuses the e-mail. */
function RefusingRegister(props: RegisterScreenProps) {
  const [errors, setErrors] = useState<ServerErrors>();
  return (
    <RegisterScreen
      {...props}
      errors={errors}
      errorMessage={errors ? REGISTER_MESSAGES.failed : undefined}
      onSubmit={(values) => {
        props.onSubmit(values);
        setErrors({ email: [EMAIL_TAKEN] });
      }}
    />
  );
}

export const ServerFieldErrors: Story = {
  render: (args) => <RefusingRegister {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registration failed');
    await expect(canvas.getByText(EMAIL_TAKEN)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // Everything typed is still there.
    await expectValues(canvas, TYPED);

    // The server's word about the e-mail goes once the e-mail changes.
    await userEvent.type(canvas.getByLabelText('Email'), 'x');
    await expect(canvas.queryByText(EMAIL_TAKEN)).toBeNull();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Creating account...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading');
  },
};

/** The app's part, played by the story: the server accepts the registration. */
function AcceptingRegister(props: RegisterScreenProps) {
  const [success, setSuccess] = useState(false);
  return (
    <RegisterScreen
      {...props}
      success={success}
      onSubmit={(values) => {
        props.onSubmit(values);
        setSuccess(true);
      }}
    />
  );
}

export const Success: Story = {
  render: (args) => <AcceptingRegister {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(TYPED);

    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent(
      'Registration successful! Your account is pending approval. You will receive an email notification once approved.',
    );
    await expect(notice).toHaveTextContent('login page in 3 seconds');
    // Pressed at the bottom of the long form: the notice at its top is brought into view.
    await expectSeen(notice);
    await expectValues(canvas, {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      password: '',
      password_confirm: '',
      address: '',
      city: '',
      state: '',
      country: 'Nigeria',
    });
  },
};

export const SuccessPhone: Story = {
  ...Success,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Security' })).toBeVisible();
  },
};

/** The app could not read the server's answer: SPEC §8's last resort for registering. */
export const Unexpected: Story = {
  args: { errorMessage: REGISTER_MESSAGES.unexpected },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  },
};
