import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { FormField } from '../FormField';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('shows and hides the password with a pressed toggle', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <FormField label="Password">
        <PasswordInput name="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.type(input, 'secret-1');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('secret-1');
  });

  it('takes its disabled state from the field', () => {
    renderWithTheme(
      <FormField label="Password" disabled>
        <PasswordInput name="password" toggleLabel="Show my password" />
      </FormField>,
    );
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show my password' })).toBeDisabled();
  });
});
