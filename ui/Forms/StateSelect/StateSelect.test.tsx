import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

/**
 * The combobox writes its input back a frame after each change, so keys sent faster than anyone
 * types can be lost: the tests type at a brisk human pace.
 */
const TYPING = { delay: 50 };
const TYPING_TIMEOUT_MS = 20_000;

describe('StateSelect', () => {
  it(
    'filters by what is typed and chooses a state with the pointer',
    async () => {
      const user = userEvent.setup(TYPING);
      const onChosen = vi.fn();
      renderWithTheme(<Controlled onChosen={onChosen} />);

      const input = screen.getByRole('combobox', { name: 'State' });
      await user.type(input, 'Lag');
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Lagos']);

      await user.click(screen.getByRole('option', { name: 'Lagos' }));
      expect(onChosen).toHaveBeenCalledWith('Lagos');
      expect(input).toHaveValue('Lagos');
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'chooses with the keyboard',
    async () => {
      const user = userEvent.setup(TYPING);
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
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'offers all 37 choices and says when nothing matches',
    async () => {
      const user = userEvent.setup(TYPING);
      renderWithTheme(<Controlled />);
      const input = screen.getByRole('combobox', { name: 'State' });
      await user.click(input);
      expect(await screen.findAllByRole('option')).toHaveLength(37);
      await user.type(input, 'zzz');
      expect(await screen.findByText('No state matches')).toBeInTheDocument();
      // An empty listbox is invalid ARIA, so the list goes away while nothing matches.
      expect(screen.queryByRole('listbox')).toBeNull();
    },
    TYPING_TIMEOUT_MS,
  );

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
