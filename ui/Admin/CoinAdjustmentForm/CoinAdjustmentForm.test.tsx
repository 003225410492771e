import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, staffAdjustmentLimitText } from '@domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { coinDirectory } from '../../fixtures/coinPicker';
import { admin } from '../../fixtures/users';
import { CoinAdjustmentFormHarness } from './CoinAdjustmentForm.harness';

const review = () => userEvent.click(screen.getByRole('button', { name: 'Review adjustment' }));

async function pick(search: string, name: string) {
  await userEvent.type(screen.getByRole('searchbox', { name: /Member/ }), search);
  const list = screen.getByRole('list', { name: 'Matching members' });
  await userEvent.click(within(list).getByRole('button', { name: `Pick ${name}` }));
}

describe('CoinAdjustmentForm', () => {
  it('asks for a member, an amount and a reason, and sends nothing for an empty form', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<CoinAdjustmentFormHarness directory={coinDirectory} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/User ID/)).not.toBeInTheDocument();
    await review();
    expect(screen.getByText(MESSAGES.userIdRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.amountNotPositive)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('finds members by name, e-mail or phone and lists their e-mail and ID', async () => {
    renderWithTheme(<CoinAdjustmentFormHarness directory={coinDirectory} onSubmit={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: /Member/ });
    await userEvent.type(box, 'adaeze');
    const list = screen.getByRole('list', { name: 'Matching members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('adaeze.n@example.ng · +234 806 555 0199 · ID 27');
    await userEvent.clear(box);
    await userEvent.type(box, '0101');
    expect(screen.getByRole('button', { name: 'Pick Kelechi Obi' })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(screen.getByText('No member matches “zzz”.')).toBeInTheDocument();
  });

  it('reviews the balance before and after, and sends the picked member only on confirmation', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<CoinAdjustmentFormHarness directory={coinDirectory} onSubmit={onSubmit} />);
    await pick('nwachukwu', 'Adaeze Nwachukwu');
    expect(screen.getByText('Adaeze Nwachukwu')).toBeInTheDocument();
    expect(screen.getByText('40 coins')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Amount/), '15');
    await userEvent.selectOptions(screen.getByLabelText(/Type/), 'debit');
    await userEvent.type(screen.getByLabelText(/Reason/), '  Duplicate bonus  ');
    await review();
    const summary = screen.getByRole('group', { name: 'Review adjustment' });
    expect(summary).toHaveTextContent('Balance before40 coins');
    expect(summary).toHaveTextContent('Change-15 (Debit)');
    expect(summary).toHaveTextContent('Balance after25 coins');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm adjustment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      user_id: 27,
      amount: 15,
      transaction_type: 'debit',
      reason: 'Duplicate bonus',
    });
  });

  it('moves the focus to where each step starts, for keyboard and screen-reader users', async () => {
    renderWithTheme(<CoinAdjustmentFormHarness directory={coinDirectory} onSubmit={vi.fn()} />);
    await pick('kelechi', 'Kelechi Obi');
    expect(screen.getByLabelText(/Amount/)).toHaveFocus();
    await userEvent.keyboard('5');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Prize');
    await review();
    expect(screen.getByRole('button', { name: 'Confirm adjustment' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText(/Amount/)).toHaveFocus();
    expect(screen.getByLabelText(/Amount/)).toHaveValue(5);
    await userEvent.click(screen.getByRole('button', { name: 'Change member' }));
    expect(screen.getByRole('searchbox', { name: /Member/ })).toHaveFocus();
  });

  it('says the limit before sending, and refuses over it or a debit below zero', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<CoinAdjustmentFormHarness directory={coinDirectory} onSubmit={onSubmit} />);
    expect(screen.getByText(staffAdjustmentLimitText())).toBeInTheDocument();
    await pick('kelechi', 'Kelechi Obi');
    await userEvent.type(screen.getByLabelText(/Amount/), '501');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Prize');
    await review();
    expect(screen.getByLabelText(/Amount/)).toHaveAccessibleDescription(staffAdjustmentLimitText());
    await userEvent.clear(screen.getByLabelText(/Amount/));
    await userEvent.type(screen.getByLabelText(/Amount/), '1');
    await userEvent.selectOptions(screen.getByLabelText(/Type/), 'debit');
    await review();
    expect(
      screen.getByText('A debit cannot take the available balance below zero.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets an admin go over the limit, but not adjust their own coins', async () => {
    renderWithTheme(
      <CoinAdjustmentFormHarness
        directory={coinDirectory}
        onSubmit={vi.fn()}
        admin
        actorId={admin.id}
      />,
    );
    expect(screen.queryByText(staffAdjustmentLimitText())).not.toBeInTheDocument();
    await pick('admin@', admin.full_name);
    expect(screen.getByText('You cannot adjust your own coins.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review adjustment' })).not.toBeInTheDocument();
  });

  it('refuses a fractional amount with its own message', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <CoinAdjustmentFormHarness
        directory={coinDirectory}
        onSubmit={onSubmit}
        initialPick={coinDirectory[0]!.member}
        initialValues={{ amount: '1.5', reason: 'x' }}
      />,
    );
    await review();
    expect(screen.getByText(MESSAGES.amountNotWhole)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server refusal and keeps the typed values', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <CoinAdjustmentFormHarness
        directory={coinDirectory}
        onSubmit={onSubmit}
        initialPick={coinDirectory[0]!.member}
        initialValues={{ amount: '10', reason: 'Prize', type: 'bonus' }}
        errorMessage="Failed to adjust coins"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to adjust coins');
    expect(screen.getByLabelText(/Reason/)).toHaveValue('Prize');
    expect(screen.getByLabelText(/Type/)).toHaveValue('bonus');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
