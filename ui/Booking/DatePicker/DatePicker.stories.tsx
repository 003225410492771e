import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyNow } from '../../fixtures/locations';
import { DatePicker, type DatePickerProps } from './DatePicker';

function ControlledDatePicker(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
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
  title: 'Components/Booking/DatePicker',
  component: DatePicker,
  args: { now: storyNow, value: null, onChange: fn() },
  render: (args) => <ControlledDatePicker {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday 21 November 2026 in Lagos, then the six days after it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = within(canvas.getByRole('radiogroup', { name: 'Date' })).getAllByRole('radio');
    await expect(days.map((day) => day.textContent)).toEqual([
      'Today 21 Nov',
      'Sun 22 Nov',
      'Mon 23 Nov',
      'Tue 24 Nov',
      'Wed 25 Nov',
      'Thu 26 Nov',
      'Fri 27 Nov',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: /Mon/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-23');
    await expect(canvas.getByRole('radio', { name: /Mon/ })).toBeChecked();
  },
};

/** Late in the evening in Lagos it is still the same day, whatever the machine's time zone. */
export const LateEvening: Story = {
  args: { now: new Date('2026-11-21T23:30:00+01:00') },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('radio')[0];
    await expect(first).toHaveTextContent('Today 21 Nov');
  },
};

export const Keyboard: Story = {
  args: { value: '2026-11-26' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Thu/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-27');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-21');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: /Fri/ })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { value: '2026-11-23', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(7);
  },
};
