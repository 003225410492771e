import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('offers the next 7 Lagos days, today first', () => {
    // 23:30 in Lagos is 22:30 UTC: still Saturday the 21st in Lagos.
    renderWithTheme(
      <DatePicker now={new Date('2026-11-21T22:30:00Z')} value={null} onChange={() => {}} />,
    );
    const days = screen.getAllByRole('radio');
    expect(days.map((day) => day.textContent)).toEqual([
      'Today 21 Nov',
      'Sun 22 Nov',
      'Mon 23 Nov',
      'Tue 24 Nov',
      'Wed 25 Nov',
      'Thu 26 Nov',
      'Fri 27 Nov',
    ]);
  });

  it('crosses a month end', () => {
    renderWithTheme(
      <DatePicker now={new Date('2026-11-28T09:00:00+01:00')} value={null} onChange={() => {}} />,
    );
    expect(screen.getAllByRole('radio').at(-1)).toHaveTextContent('Fri 4 Dec');
  });

  it('calls back with the ISO date chosen', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DatePicker now={new Date('2026-11-21T09:00:00+01:00')} value={null} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Wed 25 Nov' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
  });
});
