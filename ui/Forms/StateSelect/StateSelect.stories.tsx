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

/**
 * The combobox writes its input back a frame after each change, so keys sent faster than anyone
 * types can be lost: stories type at a brisk human pace.
 */
const TYPING = { delay: 50 };

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
    await userEvent.type(input, 'Lag', TYPING);
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
    await userEvent.type(input, 'riv', TYPING);
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
    await userEvent.type(input, 'Accra', TYPING);
    await expect(await screen.findByText('No state matches')).toBeVisible();
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.clear(input);
    // The list animates open: wait until it is shown rather than only mounted.
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
