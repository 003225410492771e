import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { FORGOT_PASSWORD_COPY } from './copy';
import { ForgotPasswordScreen } from './ForgotPassword';

describe('ForgotPasswordScreen', () => {
  it('validates the e-mail, then sends it trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<ForgotPasswordScreen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await user.type(screen.getByLabelText('Email'), ' ada@example');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), '.ng ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.ng' });
  });

  it('confirms without saying whether the account exists', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<ForgotPasswordScreen onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    rerender(<ForgotPasswordScreen onSubmit={vi.fn()} status="sent" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for ada@example.ng, a link to reset the password has been sent to it.',
    );
    expect(FORGOT_PASSWORD_COPY.sent('')).toMatch(/^If an account exists for that e-mail address,/);
  });

  it('shows a failure and keeps the e-mail', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<ForgotPasswordScreen onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    rerender(
      <ForgotPasswordScreen
        onSubmit={vi.fn()}
        status="failed"
        errorMessage={FORGOT_PASSWORD_COPY.failed}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not send the reset link. Please try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
  });
});
