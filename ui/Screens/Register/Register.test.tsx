import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { RegisterScreen } from './Register';

// Filling the whole form takes a while on a busy machine.
const FORM_TIMEOUT_MS = 30_000;

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Adaeze');
  await user.type(screen.getByLabelText('Last name'), 'Okafor');
  await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.type(screen.getByLabelText('Password'), 'pitchside');
  await user.type(screen.getByLabelText('Confirm password'), 'pitchside');
}

describe('RegisterScreen', () => {
  it('shows every missing field’s message and focuses the first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<RegisterScreen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const expected = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Email is required',
      'Phone number': 'Phone number is required',
      Password: 'Password is required',
      'Confirm password': 'Please confirm your password',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(
    'sends the values with Nigeria as the default country',
    async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderWithTheme(<RegisterScreen onSubmit={onSubmit} />);
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(onSubmit).toHaveBeenCalledWith({
        first_name: 'Adaeze',
        last_name: 'Okafor',
        email: 'ada@example.ng',
        phone_number: '08031234567',
        password: 'pitchside',
        password_confirm: 'pitchside',
        address: '',
        city: '',
        state: '',
        country: 'Nigeria',
      });
    },
    FORM_TIMEOUT_MS,
  );

  it(
    'shows server errors per field and keeps what was typed',
    async () => {
      const user = userEvent.setup();
      const { rerender } = renderWithTheme(<RegisterScreen onSubmit={vi.fn()} />);
      await fillRequired(user);
      rerender(
        <RegisterScreen
          onSubmit={vi.fn()}
          errorMessage="Registration failed"
          errors={{
            email: ['A user with this email already exists.'],
            non_field_errors: ['Try again later.'],
          }}
        />,
      );
      // The notice's code loads with the first outcome.
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Registration failed');
      expect(alert).toHaveTextContent('Try again later.');
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'A user with this email already exists.',
      );
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
      expect(screen.getByLabelText('Password')).toHaveValue('pitchside');
    },
    FORM_TIMEOUT_MS,
  );

  it(
    'clears the form and announces success',
    async () => {
      const user = userEvent.setup();
      const { rerender } = renderWithTheme(<RegisterScreen onSubmit={vi.fn()} />);
      await fillRequired(user);
      rerender(<RegisterScreen onSubmit={vi.fn()} success />);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Registration successful! Your account is pending approval. You will receive an email notification once approved.',
      );
      expect(screen.getByRole('status')).toHaveTextContent(
        'You will be taken to the login page in 3 seconds.',
      );
      expect(screen.getByLabelText('First name')).toHaveValue('');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(screen.getByLabelText('Country')).toHaveValue('Nigeria');
    },
    FORM_TIMEOUT_MS,
  );
});
