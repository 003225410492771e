import { Field, Input } from '../Field';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { FormField } from './FormField';
import { focusFirstInvalid, joinServerErrors, useServerFieldErrors } from './fieldErrors';

describe('FormField', () => {
  it('labels its control and links the error both ways', () => {
    renderWithTheme(
      <FormField label="Email" error="Invalid email" required>
        <Input name="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email');
    expect(input).toHaveAccessibleErrorMessage('Invalid email');
  });

  it('marks a required field as a field of its own does: required, with no asterisk', () => {
    renderWithTheme(
      <>
        <FormField label="Email" required>
          <Input name="email" />
        </FormField>
        <Field.Root required>
          <Field.Label>Subject</Field.Label>
          <Input name="subject" />
        </Field.Root>
      </>,
    );
    for (const name of ['Email', 'Subject']) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
      expect(screen.getByText(name, { selector: 'label' }).textContent).toBe(name);
    }
  });

  it('describes the control with its advice until there is an error', () => {
    const { rerender } = renderWithTheme(
      <FormField label="Password" helperText="At least 8 characters.">
        <Input name="password" />
      </FormField>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    rerender(
      <FormField label="Password" helperText="At least 8 characters." error="Too short">
        <Input name="password" />
      </FormField>,
    );
    expect(screen.queryByText('At least 8 characters.')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short');
  });

  it('disables its control', () => {
    renderWithTheme(
      <FormField label="City" disabled>
        <Input name="city" />
      </FormField>,
    );
    expect(screen.getByLabelText('City')).toBeDisabled();
  });
});

describe('server field errors', () => {
  it('joins a field’s messages and ignores absent fields', () => {
    expect(joinServerErrors({ email: ['Taken.', 'Blocked.'] }, 'email')).toBe('Taken. Blocked.');
    expect(joinServerErrors({ email: [] }, 'email')).toBeUndefined();
    expect(joinServerErrors(undefined, 'email')).toBeUndefined();
  });

  it('hides a field’s message once edited, and shows all again for a new answer', () => {
    const first = { email: ['Taken.'], phone_number: ['Bad.'] };
    const { result, rerender } = renderHook(({ errors }) => useServerFieldErrors(errors), {
      initialProps: { errors: first as Record<string, string[]> | undefined },
    });
    expect(result.current.serverError('email')).toBe('Taken.');

    act(() => result.current.markEdited('email'));
    expect(result.current.serverError('email')).toBeUndefined();
    expect(result.current.serverError('phone_number')).toBe('Bad.');

    rerender({ errors: { email: ['Still taken.'] } });
    expect(result.current.serverError('email')).toBe('Still taken.');

    rerender({ errors: undefined });
    expect(result.current.serverError('email')).toBeUndefined();
  });

  it('focuses the first field in error, in the order given', () => {
    document.body.innerHTML =
      '<form><input name="first_name" /><input name="email" /><input name="phone_number" /></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    focusFirstInvalid(form, ['first_name', 'email', 'phone_number'], {
      phone_number: 'Bad',
      email: 'Bad',
    });
    expect(document.activeElement).toHaveAttribute('name', 'email');
  });
});
