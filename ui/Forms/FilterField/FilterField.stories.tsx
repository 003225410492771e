import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterField, FilterInput, FilterSelect } from './FilterField';

const phone = { viewport: { value: 'phone', isRotated: false } };

interface FiltersProps {
  onSearch: (value: string) => void;
  onCity: (value: string) => void;
}

/** A search box and a select, as the locations' filters use them. */
function Filters({ onSearch, onCity }: FiltersProps) {
  const [search, setSearch] = useState('');
  const [city, setCity] = useState('');
  return (
    <Stack gap="4" maxW="md">
      <FilterField label="Search locations">
        {(id) => (
          <FilterInput
            id={id}
            type="search"
            value={search}
            placeholder="Name, city or address"
            onChange={(event) => {
              setSearch(event.target.value);
              onSearch(event.target.value);
            }}
          />
        )}
      </FilterField>
      <FilterField label="Or pick a city">
        {(id) => (
          <FilterSelect
            id={id}
            value={city}
            onChange={(event) => {
              setCity(event.target.value);
              onCity(event.target.value);
            }}
          >
            <option value="">Choose a city</option>
            <option value="Abuja">Abuja</option>
            <option value="Lagos">Lagos</option>
          </FilterSelect>
        )}
      </FilterField>
    </Stack>
  );
}

const meta = {
  title: 'Components/Forms/FilterField',
  component: Filters,
  args: { onSearch: fn(), onCity: fn() },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each label names its control, and pressing it focuses the control. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search locations' });
    await userEvent.type(search, 'Lekki');
    await expect(search).toHaveValue('Lekki');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Lekki');

    const city = canvas.getByRole('combobox', { name: 'Or pick a city' });
    await userEvent.click(canvas.getByText('Or pick a city'));
    await expect(city).toHaveFocus();
    await userEvent.selectOptions(city, 'Lagos');
    await expect(city).toHaveValue('Lagos');
    await expect(args.onCity).toHaveBeenLastCalledWith('Lagos');
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
  },
};

/** At phone width both controls take the field's full width, the select's chevron inside it. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search locations' });
    const city = canvas.getByRole('combobox', { name: 'Or pick a city' });
    const field = search.parentElement as HTMLElement;
    await expect(search.getBoundingClientRect().width).toBe(field.getBoundingClientRect().width);
    await expect(city.getBoundingClientRect().width).toBe(field.getBoundingClientRect().width);
    const chevron = city.nextElementSibling as HTMLElement;
    await expect(chevron.getBoundingClientRect().right).toBeLessThanOrEqual(
      city.getBoundingClientRect().right,
    );
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.tab();
    await expect(city).toHaveFocus();
  },
};
