import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { LoginScreen } from './Login';

describe('LoginScreen', () => {
  it('refuses empty fields with the specification’s message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<LoginScreen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The notice's code arrives with the first notice.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.ng', password: 'secret' });
  });

  it('keeps what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<LoginScreen onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    rerender(<LoginScreen onSubmit={vi.fn()} errorMessage="Invalid email or password." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('does not submit twice while signing in', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<LoginScreen onSubmit={onSubmit} submitting />);
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a notice, and links to registration and password recovery', async () => {
    renderWithTheme(
      <LoginScreen
        onSubmit={vi.fn()}
        notice="Password changed successfully. Please log in again."
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password changed successfully. Please log in again.',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
