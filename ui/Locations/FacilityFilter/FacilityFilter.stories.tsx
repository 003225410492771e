import { FACILITY_FILTERS } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FacilityFilter, type FacilityFilterProps } from './FacilityFilter';

function ControlledFilter(props: FacilityFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FacilityFilter
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
  title: 'Components/Locations/FacilityFilter',
  component: FacilityFilter,
  args: { value: 'all', onChange: fn() },
  render: (args) => <ControlledFilter {...args} />,
} satisfies Meta<typeof FacilityFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Facility' });
    const options = within(group).getAllByRole('radio');
    await expect(options.map((option) => option.textContent)).toEqual([
      'All sports',
      'Football',
      'Basketball',
      'Tennis',
      'Volleyball',
    ]);
    await expect(options).toHaveLength(FACILITY_FILTERS.length);
    await expect(canvas.getByRole('radio', { name: 'All sports' })).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Tennis' }));
    await expect(args.onChange).toHaveBeenCalledWith('tennis');
    await expect(canvas.getByRole('radio', { name: 'Tennis' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All sports' })).not.toBeChecked();
  },
};

/** One tab stop; the arrows move the choice, wrapping round, as in any radio group. */
export const Keyboard: Story = {
  args: { value: 'tennis' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Tennis' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Volleyball' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('volleyball');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'All sports' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Tennis' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(5);
  },
};
