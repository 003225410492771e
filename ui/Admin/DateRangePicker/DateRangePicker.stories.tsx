import type { RevenuePeriod } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

const meta = {
  title: 'Components/Admin/DateRangePicker',
  component: DateRangePicker,
  args: { value: 'week', onChange: fn() },
  // Controlled like the app does it, so a click moves the selection.
  render: function Controlled(args: DateRangePickerProps) {
    const [value, setValue] = useState<RevenuePeriod>(args.value);
    return (
      <DateRangePicker
        {...args}
        value={value}
        onChange={(period) => {
          setValue(period);
          args.onChange(period);
        }}
      />
    );
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Period' });
    const options = within(group).getAllByRole('radio');
    await expect(options).toHaveLength(5);
    for (const label of ['Today', 'Week (7 days)', 'Month', 'Quarter (3 months)', 'Year']) {
      await expect(within(group).getByText(label)).toBeVisible();
    }
    await expect(canvas.getByRole('radio', { name: 'Week (7 days)' })).toBeChecked();
    await userEvent.click(canvas.getByText('Quarter (3 months)'));
    await expect(args.onChange).toHaveBeenCalledWith('quarter');
    await expect(canvas.getByRole('radio', { name: 'Quarter (3 months)' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Quarter (3 months)')).toBeVisible();
  },
};
