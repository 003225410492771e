import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DurationPicker } from './DurationPicker';

const meta = {
  title: 'Components/Booking/DurationPicker',
  component: DurationPicker,
  args: { value: 1, onChange: fn(), openingTime: '06:00', closingTime: '22:00' },
} satisfies Meta<typeof DurationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = within(canvas.getByRole('radiogroup', { name: 'Duration' })).getAllByRole(
      'radio',
    );
    await expect(options.map((option) => option.textContent)).toEqual([
      '1 hour',
      '1.5 hours',
      '2 hours',
      '3 hours',
    ]);
    await expect(canvas.getByRole('radio', { name: '1 hour' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '1.5 hours' }));
    await expect(args.onChange).toHaveBeenCalledWith(1.5);
  },
};

/** From 20:00 at a venue closing at 22:00, only 1, 1.5 and 2 hours fit. */
export const LateStart: Story = {
  args: { startTime: '20:00', value: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '2 hours' })).toBeEnabled();
    const three = canvas.getByRole('radio', { name: /3 hours/ });
    await expect(three).toBeDisabled();
    await expect(three).toHaveTextContent('Past closing');
  },
};
