import { Badge } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

const CHOICES: Choice<string>[] = [
  { value: 'pitch-a', label: 'Pitch A', detail: 'Football · Artificial grass' },
  { value: 'hall-1', label: 'Hall 1', detail: 'Basketball · Wooden' },
  {
    value: 'court-3',
    label: 'Court 3',
    detail: 'Tennis',
    disabled: true,
    disabledReason: 'Closed',
  },
  {
    value: 'court-4',
    label: 'Court 4',
    detail: 'Tennis',
    badge: (
      <Badge size="sm" colorPalette="accent" variant="surface">
        New
      </Badge>
    ),
  },
];

interface DemoProps {
  initial: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}

function Demo({ initial, onChange, disabled }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceGroup
      label="Court"
      hint="Pick one court."
      choices={CHOICES}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Booking/ChoiceGroup',
  component: Demo,
  args: { initial: null, onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Court' });
    await expect(group).toHaveAccessibleDescription('Pick one court.');
    await expect(canvas.getByRole('radio', { name: /Court 3/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Court 3/ })).toHaveTextContent('Closed');
    await userEvent.click(canvas.getByRole('radio', { name: /Hall 1/ }));
    await expect(args.onChange).toHaveBeenCalledWith('hall-1');
    await expect(canvas.getByRole('radio', { name: /Hall 1/ })).toBeChecked();
  },
};

/** With nothing chosen the first choice takes the tab stop; the arrows skip the closed court. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Pitch A/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Hall 1/ })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Court 4/ })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('court-4');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: /Hall 1/ })).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: /Court 4/ })).toBeChecked();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: /Court 4/ })).not.toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { initial: 'pitch-a', disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Pitch A/ })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
