import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StateSelect, type StateSelectProps } from './StateSelect';

/** Holds the value as a form would, and reports each change to the story's spy. */
function Controlled(props: StateSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Box maxW="sm">
      <StateSelect
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    </Box>
  );
}

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Forms/StateSelect',
  component: StateSelect,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onValueChange: fn() },
} satisfies Meta<typeof StateSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'Lag');
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Lagos']);
    await userEvent.click(screen.getByRole('option', { name: 'Lagos' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Lagos');
    await expect(input).toHaveValue('Lagos');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'riv');
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Cross River', 'Rivers']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Rivers');
    await expect(input).toHaveValue('Rivers');
  },
};

export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'State' }));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(37);
    const fct = screen.getByRole('option', { name: 'Federal Capital Territory' });
    await waitFor(() => expect(fct).toBeVisible());
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'Accra');
    await expect(await screen.findByText('No state matches')).toBeVisible();
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.clear(input);
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await expect(screen.queryByText('No state matches')).toBeNull();
  },
};

export const WithValue: Story = {
  args: { value: 'Federal Capital Territory' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'State' })).toHaveValue(
      'Federal Capital Territory',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'Kano', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Kano');
  },
};

export const Invalid: Story = {
  args: { error: 'Please choose a state', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please choose a state');
    await expect(input).toHaveAccessibleErrorMessage('Please choose a state');
  },
};

/** Escape closes the list and puts back the state that was chosen; nothing changes. */
export const EscapeUndoes: Story = {
  args: { value: 'Oyo' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Ek');
    await expect(await screen.findByRole('option', { name: 'Ekiti' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('Oyo');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * On a phone the list opens under the input, as wide as it, and scrolls within a height that
 * leaves room for the keyboard; the last state can be reached and chosen.
 */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await userEvent.click(input);
    const list = await screen.findByRole('listbox', { name: 'State' });
    await waitFor(() => expect(list).toBeVisible());
    const field = input.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(field.bottom);
    await expect(Math.round(box.left)).toBe(Math.round(field.left));
    await expect(Math.round(box.width)).toBe(Math.round(field.width));
    await expect(box.height).toBeLessThan(window.innerHeight / 2);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.keyboard('{ArrowUp}');
    const last = screen.getByRole('option', { name: 'Zamfara' });
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom + 1),
    );
    await userEvent.click(last);
    await expect(args.onValueChange).toHaveBeenCalledWith('Zamfara');
    await expect(input).toHaveValue('Zamfara');
  },
};
