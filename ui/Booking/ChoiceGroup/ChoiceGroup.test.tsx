import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

const CHOICES: Choice<string>[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo', disabled: true, disabledReason: 'Closed' },
  { value: 'c', label: 'Charlie' },
  { value: 'd', label: 'Delta' },
];

function Harness({ initial, onChange }: { initial: string | null; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceGroup
      label="Letter"
      choices={CHOICES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('ChoiceGroup', () => {
  it('is a labelled radio group with one checked radio', () => {
    renderWithTheme(<Harness initial="c" onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Letter' })).toBeInTheDocument();
    expect(radio(/Charlie/)).toHaveAttribute('aria-checked', 'true');
    expect(radio(/Alpha/)).toHaveAttribute('aria-checked', 'false');
  });

  it('has one tab stop: the checked radio, else the first enabled one', () => {
    const { unmount } = renderWithTheme(<Harness initial="c" onChange={() => {}} />);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
      '0',
      '-1',
    ]);
    unmount();
    renderWithTheme(<Harness initial={null} onChange={() => {}} />);
    expect(radio(/Alpha/)).toHaveAttribute('tabindex', '0');
  });

  it('shows why a choice is disabled and never selects it', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness initial="a" onChange={onChange} />);
    expect(radio(/Bravo/)).toBeDisabled();
    expect(radio(/Bravo/)).toHaveTextContent('Closed');
    await userEvent.click(radio(/Bravo/));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves and selects with the arrows, skipping disabled choices and wrapping', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness initial="a" onChange={onChange} />);
    await userEvent.tab();
    expect(radio(/Alpha/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(radio(/Charlie/)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('c');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('d');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('d');
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('c');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('d');
    expect(radio(/Delta/)).toHaveAttribute('aria-checked', 'true');
  });

  it('does not call back when the checked choice is chosen again', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness initial="a" onChange={onChange} />);
    await userEvent.click(radio(/Alpha/));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables every choice when the group is disabled', () => {
    renderWithTheme(
      <ChoiceGroup label="Letter" choices={CHOICES} value="a" onChange={() => {}} disabled />,
    );
    for (const r of screen.getAllByRole('radio')) expect(r).toBeDisabled();
  });
});
