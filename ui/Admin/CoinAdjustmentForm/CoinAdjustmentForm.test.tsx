import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { CoinAdjustmentForm } from './CoinAdjustmentForm';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Adjust Coins' }));

describe('CoinAdjustmentForm', () => {
  it('shows the three required messages and sends nothing for an empty form', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<CoinAdjustmentForm onSubmit={onSubmit} />);
    await submit();
    expect(screen.getByText(MESSAGES.userIdRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.amountNotPositive)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends numbers and the chosen type once the values are valid', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<CoinAdjustmentForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/User ID/), '27');
    await userEvent.type(screen.getByLabelText(/Amount/), '15');
    await userEvent.selectOptions(screen.getByLabelText(/Type/), 'debit');
    await userEvent.type(screen.getByLabelText(/Reason/), '  Duplicate bonus  ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      user_id: 27,
      amount: 15,
      transaction_type: 'debit',
      reason: 'Duplicate bonus',
    });
  });

  it('refuses a fractional amount with its own message', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <CoinAdjustmentForm
        onSubmit={onSubmit}
        initialValues={{ user_id: '3', amount: '1.5', reason: 'x' }}
      />,
    );
    await submit();
    expect(screen.getByText(MESSAGES.amountNotWhole)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not submit again while busy and keeps the typed values after a failure', async () => {
    const onSubmit = vi.fn();
    const values = { user_id: '3', amount: '10', reason: 'Prize', type: 'bonus' };
    const { rerender } = renderWithTheme(
      <CoinAdjustmentForm onSubmit={onSubmit} initialValues={values} submitting />,
    );
    expect(screen.getByRole('button', { name: /Adjusting/ })).toBeDisabled();
    rerender(
      <CoinAdjustmentForm
        onSubmit={onSubmit}
        initialValues={values}
        errorMessage="Failed to adjust coins"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to adjust coins');
    expect(screen.getByLabelText(/Reason/)).toHaveValue('Prize');
    expect(screen.getByLabelText(/Type/)).toHaveValue('bonus');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
