import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  gameSessions,
  joinedSessionIds,
  locations,
  openSession,
  storyNow,
} from '../../fixtures/locations';
import { SessionDayList } from './SessionDayList';

const meta = {
  title: 'Components/Locations/SessionDayList',
  component: SessionDayList,
  args: {
    sessions: gameSessions,
    joinedSessionIds,
    now: storyNow,
    venueNames: new Map(locations.map((location) => [location.id, location.name])),
    onJoin: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof SessionDayList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One region per day, headed by the day; each Join names its session. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = canvas.getAllByRole('region');
    await expect(
      days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Saturday 21 Nov 2026',
      'Sunday 22 Nov 2026',
      'Tuesday 24 Nov 2026',
      'Wednesday 25 Nov 2026',
      'Thursday 26 Nov 2026',
    ]);
    await expect(within(days[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Sunday Basketball Run',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Join Saturday 5-a-side, Sat 21 Nov 2026, 16:00' }),
    );
    await expect(args.onJoin).toHaveBeenCalledWith(openSession);
  },
};

export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
