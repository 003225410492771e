import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocationSearch, type LocationSearchProps } from './LocationSearch';

function ControlledSearch(props: LocationSearchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LocationSearch
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
  title: 'Components/Locations/LocationSearch',
  component: LocationSearch,
  args: { value: '', onChange: fn() },
  render: (args) => <ControlledSearch {...args} />,
} satisfies Meta<typeof LocationSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search locations' });
    await expect(input).toHaveAttribute('placeholder', 'Name, city or address');
    await userEvent.type(input, 'Abuja');
    await expect(input).toHaveValue('Abuja');
    await expect(args.onChange).toHaveBeenLastCalledWith('Abuja');
  },
};

export const WithText: Story = {
  args: { value: 'Lekki' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search locations' });
    await expect(input).toHaveValue('Lekki');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};
