import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { courtSummary } from '../../fixtures/factories';
import { monday } from '../../fixtures/daySchedule';
import { lekkiCourts, storyNow } from '../../fixtures/locations';
import { DayGrid, DayGridLegend } from './DayGrid';

const [pitchA, , tennisCourt] = lekkiCourts.map(courtSummary);
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Locations/DayGrid',
  component: DayGrid,
  args: { schedule: monday, now: storyNow, dayLabel: 'Mon 23 Nov 2026', onPick: fn() },
} satisfies Meta<typeof DayGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Courts as columns, hours as rows: free hours are buttons, taken ones say why in words. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(
      within(canvasElement).getByRole('grid', {
        name: 'Courts at Lekki Arena, Mon 23 Nov 2026',
      }),
    );
    await expect(grid.getByRole('gridcell', { name: 'Pitch A, 08:00, booked' })).toHaveTextContent(
      'Booked',
    );
    await expect(grid.getByRole('gridcell', { name: 'Pitch A, 19:00, yours' })).toHaveTextContent(
      'Yours',
    );
    await expect(
      grid.getByRole('gridcell', { name: 'Futsal Cage, 12:00, closed: Floor resurfacing' }),
    ).toHaveTextContent('Closed');
    await expect(grid.queryByRole('button', { name: /Pitch A, 08:00/ })).toBeNull();
    await userEvent.click(grid.getByRole('button', { name: 'Tennis Court 1, 10:00, free' }));
    await expect(args.onPick).toHaveBeenCalledWith(tennisCourt, '10:00');
  },
};

/** At phone width the grid scrolls inside its own box; the page itself never scrolls sideways. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const free = within(grid).getByRole('button', { name: 'Pitch A, 10:00, free' });
    await userEvent.click(free);
    await expect(args.onPick).toHaveBeenCalledWith(pitchA, '10:00');
  },
};

/** The key: each state's word and what it means, so no state is told by colour alone. */
export const Legend: Story = {
  render: () => <DayGridLegend />,
  play: async ({ canvasElement }) => {
    const legend = within(within(canvasElement).getByRole('list', { name: 'Key' }));
    await expect(legend.getAllByRole('listitem')).toHaveLength(6);
    await expect(legend.getByText('can be booked')).toBeVisible();
  },
};
