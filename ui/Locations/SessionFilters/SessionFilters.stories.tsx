import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gameSessions, locations } from '../../fixtures/locations';
import { SessionFilters, type SessionFiltersProps } from './SessionFilters';
import { NO_SESSION_FILTERS } from './sessionFilters';

const venueNames = new Map(locations.map((location) => [location.id, location.name]));

function Controlled(props: SessionFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SessionFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Locations/SessionFilters',
  component: SessionFilters,
  args: { value: NO_SESSION_FILTERS, onChange: fn(), sessions: gameSessions, venueNames },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SessionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the days, sports and venues the sessions have are offered. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = (name: string) =>
      within(canvas.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await expect(options('Day')).toEqual([
      'Any day',
      'Saturday 21 Nov 2026',
      'Sunday 22 Nov 2026',
      'Tuesday 24 Nov 2026',
      'Wednesday 25 Nov 2026',
      'Thursday 26 Nov 2026',
    ]);
    await expect(options('Sport')).toEqual([
      'All sports',
      'Football',
      'Futsal',
      'Basketball',
      'Tennis',
      'Volleyball',
    ]);
    await expect(options('Venue')[0]).toBe('All venues');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sport' }), 'Tennis');
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: '', sport: 'tennis', venue: null });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(NO_SESSION_FILTERS);
  },
};

/** On a phone the three selects stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { value: { day: '', sport: 'football', venue: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('combobox', { name: 'Day' }).getBoundingClientRect();
    const sport = canvas.getByRole('combobox', { name: 'Sport' }).getBoundingClientRect();
    await expect(sport.top).toBeGreaterThan(day.bottom);
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveValue('football');
  },
};
