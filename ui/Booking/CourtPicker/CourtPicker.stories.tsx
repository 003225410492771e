import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lekkiCourts } from '../../fixtures/locations';
import { CourtPicker } from './CourtPicker';

const meta = {
  title: 'Components/Booking/CourtPicker',
  component: CourtPicker,
  args: { courts: lekkiCourts, value: null, onChange: fn() },
} satisfies Meta<typeof CourtPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Court' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Pitch A/ })).toHaveTextContent(
      'Football · Artificial grass · Outdoor',
    );
    await expect(canvas.getByRole('radio', { name: /Hall 1/ })).toHaveTextContent(
      'Basketball · Wooden · Indoor',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /Court 3/ }));
    await expect(args.onChange).toHaveBeenCalledWith(lekkiCourts[2]);
  },
};

export const Selected: Story = {
  args: { value: 11 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Pitch A/ })).toBeChecked();
  },
};

/** A court taken out of service stays listed, disabled, and says why. */
export const ClosedCourt: Story = {
  args: {
    courts: lekkiCourts.map((court) => (court.id === 12 ? { ...court, is_active: false } : court)),
  },
  play: async ({ canvasElement }) => {
    const hall = within(canvasElement).getByRole('radio', { name: /Hall 1/ });
    await expect(hall).toBeDisabled();
    await expect(hall).toHaveTextContent('Closed');
  },
};
