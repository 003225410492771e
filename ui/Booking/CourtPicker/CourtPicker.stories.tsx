import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { yabaCourts } from '../../fixtures/locations';
import { CourtPicker } from './CourtPicker';

const meta = {
  title: 'Components/Booking/CourtPicker',
  component: CourtPicker,
  args: { courts: yabaCourts, value: null, onChange: fn() },
} satisfies Meta<typeof CourtPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Court' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Main Hall/ })).toHaveTextContent(
      'Basketball · Wooden · Indoor',
    );
    await expect(canvas.getByRole('radio', { name: /Outdoor Court/ })).toHaveTextContent(
      'Basketball · Concrete · Outdoor',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /Volleyball Court/ }));
    await expect(args.onChange).toHaveBeenCalledWith(yabaCourts[2]);
  },
};

export const Selected: Story = {
  args: { value: yabaCourts[0]?.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Main Hall/ })).toBeChecked();
  },
};

/** A court taken out of service stays listed, disabled, and says why. */
export const ClosedCourt: Story = {
  args: {
    courts: yabaCourts.map((court, index) =>
      index === 0 ? { ...court, is_active: false } : court,
    ),
  },
  play: async ({ canvasElement }) => {
    const hall = within(canvasElement).getByRole('radio', { name: /Main Hall/ });
    await expect(hall).toBeDisabled();
    await expect(hall).toHaveTextContent('Closed');
  },
};
