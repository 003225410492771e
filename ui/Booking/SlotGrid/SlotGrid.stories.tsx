import { coinCost, formatCoins } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  freeSlots,
  lekkiArena,
  lekkiCourts,
  lekkiSlots,
  noSlots,
  storyNow,
  storyToday,
} from '../../fixtures/locations';
import { SlotGrid } from './SlotGrid';

const pitchA = lekkiCourts[0]!;

const meta = {
  title: 'Components/Booking/SlotGrid',
  component: SlotGrid,
  args: {
    slots: lekkiSlots,
    courtId: pitchA.id,
    openingTime: lekkiArena.opening_time,
    closingTime: lekkiArena.closing_time,
    now: storyNow,
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof SlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monday on Pitch A: 06:00 to 21:00, three hours taken, peak from 17:00. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const times = within(canvas.getByRole('radiogroup', { name: 'Start time' })).getAllByRole(
      'radio',
    );
    await expect(times).toHaveLength(16);
    const taken = canvas.getByRole('radio', { name: /^19:00/ });
    await expect(taken).toBeDisabled();
    await expect(taken).toHaveTextContent('Taken');
    await expect(canvas.getByRole('radio', { name: /^17:00/ })).toHaveTextContent('Peak');
    await expect(canvas.getByRole('radio', { name: /^17:00/ })).toHaveTextContent(
      formatCoins(
        coinCost({
          hourly_rate: lekkiArena.hourly_rate,
          date: lekkiSlots.date,
          start_time: '17:00',
          end_time: '18:00',
        }),
      ),
    );
    await expect(canvas.getByRole('radio', { name: /^10:00/ })).not.toHaveTextContent('Peak');

    await userEvent.click(canvas.getByRole('radio', { name: /^10:00/ }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        start_time: '10:00',
        end_time: '11:00',
        coin_cost: lekkiArena.hourly_rate,
      }),
    );
  },
};

export const Selected: Story = {
  args: { value: '17:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /^17:00/ })).toBeChecked();
  },
};

/** Today at 09:00: the hours already begun are shown as passed. Saturday is peak all day. */
export const Today: Story = {
  args: {
    slots: freeSlots(lekkiArena, pitchA, storyToday, 1, ['06:00', '07:00', '08:00', '09:00']),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nine = canvas.getByRole('radio', { name: /^09:00/ });
    await expect(nine).toBeDisabled();
    await expect(nine).toHaveTextContent('Passed');
    await expect(canvas.getByRole('radio', { name: /^10:00/ })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: /^10:00/ })).toHaveTextContent('Peak');
  },
};

export const NoFreeTimes: Story = {
  args: { slots: noSlots },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No free times on this day. Try another date or court.',
    );
  },
};
