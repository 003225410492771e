import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { StateSelect, containsTyped, type StateSelectProps } from './StateSelect';

function Controlled(props: Partial<StateSelectProps> & { onChosen?: (value: string) => void }) {
  const { onChosen, value: initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <StateSelect
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChosen?.(next);
      }}
    />
  );
}

describe('StateSelect', () => {
  it('filters by what is typed and chooses a state with the pointer', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    renderWithTheme(<Controlled onChosen={onChosen} />);

    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'Lag');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Lagos']);

    await user.click(screen.getByRole('option', { name: 'Lagos' }));
    expect(onChosen).toHaveBeenCalledWith('Lagos');
    expect(input).toHaveValue('Lagos');
  });

  it('chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    renderWithTheme(<Controlled onChosen={onChosen} />);

    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'riv');
    // "riv" is inside Cross River and Rivers, and nothing else.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Cross River', 'Rivers']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChosen).toHaveBeenLastCalledWith('Rivers');
    expect(input).toHaveValue('Rivers');
  });

  it('offers all 37 choices and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(37);
    await user.type(input, 'zzz');
    expect(await screen.findByText('No state matches')).toBeInTheDocument();
    // An empty listbox is invalid ARIA, so the list goes away while nothing matches.
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('points the input at the highlighted option and opens on the chosen one', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled value="Kano" />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const kano = screen.getByRole('option', { name: 'Kano' });
    expect(kano).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', kano.id);
    expect(screen.getByRole('listbox', { name: 'State' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Katsina' }).id,
    );
  });

  it('closes on Escape and puts back the chosen state', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    renderWithTheme(<Controlled value="Oyo" onChosen={onChosen} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.clear(input);
    await user.type(input, 'Ek');
    expect(screen.getByRole('option', { name: 'Ekiti' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Oyo');
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('keeps a state typed in full when the member moves on, and undoes a part', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    renderWithTheme(<Controlled onChosen={onChosen} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'lagos');
    await user.tab();
    expect(onChosen).toHaveBeenLastCalledWith('Lagos');
    expect(input).toHaveValue('Lagos');

    await user.clear(input);
    await user.type(input, 'Ab');
    await user.tab();
    expect(input).toHaveValue('Lagos');
    expect(onChosen).toHaveBeenCalledTimes(1);

    await user.clear(input);
    await user.tab();
    expect(onChosen).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('chooses a state typed in full on Enter without sending the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const onChosen = vi.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Controlled onChosen={onChosen} />
      </form>,
    );
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'kano{Enter}');
    expect(onChosen).toHaveBeenCalledWith('Kano');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('clears the choice', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    renderWithTheme(<Controlled value="Oyo" onValueChange={() => {}} onChosen={onChosen} />);
    await user.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(onChosen).toHaveBeenCalledWith('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue(''));
  });

  it('shows the current value and can be disabled', () => {
    renderWithTheme(<StateSelect value="Kano" onValueChange={() => {}} disabled />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveValue('Kano');
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear value' })).toBeNull();
  });

  it('shows an error and marks the input invalid', () => {
    renderWithTheme(<StateSelect value="" onValueChange={() => {}} error="Choose a state" />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a state');
    expect(input).toHaveAccessibleErrorMessage('Choose a state');
  });
});

describe('StateSelect reset from outside', () => {
  it('shows the new value when the form resets it', async () => {
    const { rerender } = renderWithTheme(<StateSelect value="Lagos" onValueChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    rerender(<StateSelect value="Kano" onValueChange={() => {}} />);
    await waitFor(() => expect(input).toHaveValue('Kano'));
    rerender(<StateSelect value="" onValueChange={() => {}} />);
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('matches what was typed anywhere in a name, ignoring case and accents', () => {
    expect(containsTyped('Cross River', 'RIV')).toBe(true);
    expect(containsTyped('Oyo', 'Ọ̀yọ́')).toBe(true);
    expect(containsTyped('Ọ̀yọ́', 'oyo')).toBe(true);
    expect(containsTyped('Akwa Ibom', 'a i')).toBe(true);
    expect(containsTyped('Lagos', 'Kano')).toBe(false);
    expect(containsTyped('Lagos', '')).toBe(true);
  });
});
