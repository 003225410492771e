import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { Field, Input, NativeSelect, Textarea } from './index';

describe('Field', () => {
  it('names each control by its label and marks it required', () => {
    renderWithTheme(
      <>
        <Field.Root required>
          <Field.Label>Message</Field.Label>
          <Textarea name="message" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Category</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="category" placeholder="Select a category">
              <option value="billing">Billing</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toBeRequired();
    expect(message).not.toHaveAttribute('aria-invalid');
    // No asterisk: the control says it is required, the form says so in words.
    expect(screen.getByText('Message', { selector: 'label' })).toHaveTextContent(/^Message$/);
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).not.toBeRequired();
    expect(screen.getByRole('option', { name: 'Select a category' })).toHaveValue('');
  });

  it('describes an invalid control by its error, and shows the error only then', () => {
    const { rerender } = renderWithTheme(
      <Field.Root hasHelperText>
        <Field.Label>Phone</Field.Label>
        <Input name="phone" />
        <Field.HelperText>Optional</Field.HelperText>
        <Field.ErrorText>Enter a Nigerian number</Field.ErrorText>
      </Field.Root>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription('Optional');
    expect(screen.queryByText('Enter a Nigerian number')).toBeNull();

    rerender(
      <Field.Root invalid>
        <Field.Label>Phone</Field.Label>
        <Input name="phone" />
        <Field.ErrorText>Enter a Nigerian number</Field.ErrorText>
      </Field.Root>,
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a Nigerian number');
    expect(phone).toHaveAccessibleErrorMessage('Enter a Nigerian number');
    expect(screen.getByText('Enter a Nigerian number')).toHaveAttribute('aria-live', 'polite');

    // Advice that stays beside the error is read with it.
    rerender(
      <Field.Root invalid hasHelperText>
        <Field.Label>Phone</Field.Label>
        <Input name="phone" />
        <Field.HelperText>Optional</Field.HelperText>
        <Field.ErrorText>Enter a Nigerian number</Field.ErrorText>
      </Field.Root>,
    );
    expect(phone).toHaveAccessibleDescription('Optional Enter a Nigerian number');
  });

  it('disables its controls, and a control’s own props win', async () => {
    renderWithTheme(
      <>
        <Field.Root disabled>
          <Field.Label>Reason</Field.Label>
          <Textarea />
        </Field.Root>
        <Field.Root disabled>
          <Field.Label>Sport</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field>
              <option>Tennis</option>
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root ids={{ control: 'own-city' }}>
          <Field.Label>City</Field.Label>
          <Input aria-describedby="city-advice" />
        </Field.Root>
        <p id="city-advice">Where you play most</p>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sport' })).toBeDisabled();
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveAttribute('id', 'own-city');
    expect(city).toHaveAccessibleDescription('Where you play most');
    await userEvent.type(city, 'Ibadan');
    expect(city).toHaveValue('Ibadan');
  });

  it('leaves a control outside a field as it is', () => {
    renderWithTheme(<Input aria-label="Search venues" />);
    const search = screen.getByRole('textbox', { name: 'Search venues' });
    expect(search).not.toHaveAttribute('id');
    expect(search).not.toBeRequired();
  });
});
