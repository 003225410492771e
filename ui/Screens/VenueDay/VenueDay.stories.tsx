import { SERVICE_FALLBACK_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { courtSummary } from '../../fixtures/factories';
import { entry, lekkiDay, monday } from '../../fixtures/daySchedule';
import {
  bookingDate,
  lekkiArena,
  lekkiCourts,
  storyDay,
  storyNow,
  storyToday,
} from '../../fixtures/locations';
import { failure, loading, success } from '../../remote';
import { VenueDayScreen } from './VenueDay';

const [, , tennisCourt] = lekkiCourts.map(courtSummary);
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Screens/VenueDay',
  tags: ['!autodocs'],
  component: VenueDayScreen,
  args: {
    venue: success(lekkiArena),
    schedule: success(monday),
    date: bookingDate,
    now: storyNow,
    onDateChange: fn(),
    onPick: fn(),
    onRetryVenue: fn(),
    onRetryDay: fn(),
    sessions: success({
      location_id: lekkiArena.id,
      date: bookingDate,
      total_sessions: 1,
      available_sessions: 1,
      sessions: [],
    }),
    sessionsPath: `/locations?view=sessions&day=${bookingDate}&venue=${lekkiArena.id}`,
  },
} satisfies Meta<typeof VenueDayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every court's hours: free ones are buttons, taken ones say why, in words as well as colour. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: lekkiArena.name })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: /^Courts at Lekki Arena, Mon 23 Nov 2026/ });
    const cells = within(grid);
    await expect(cells.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Time',
      expect.stringContaining('Pitch A'),
      expect.stringContaining('Futsal Cage'),
      expect.stringContaining('Tennis Court 1'),
    ]);
    await expect(cells.getByRole('gridcell', { name: 'Pitch A, 08:00, booked' })).toHaveTextContent(
      'Booked',
    );
    await expect(cells.getByRole('gridcell', { name: 'Pitch A, 19:00, yours' })).toHaveTextContent(
      'Yours',
    );
    await expect(
      cells.getByRole('gridcell', {
        name: 'Futsal Cage, 12:00, closed: Floor resurfacing',
      }),
    ).toHaveTextContent('Closed');
    await expect(
      cells.getByRole('gridcell', {
        name: 'Futsal Cage, 19:00, session: Monday Futsal Fives',
      }),
    ).toHaveTextContent('Session');
    // Nothing taken is offered.
    await expect(cells.queryByRole('button', { name: /Pitch A, 08:00/ })).toBeNull();
    const legend = within(canvas.getByRole('list', { name: 'Key' }));
    await expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Freecan be booked',
      'Yoursyour booking or session',
      'Bookedbooked by another member',
      'Sessiona game session',
      'Closedclosed for maintenance',
      'Passedalready begun',
    ]);

    await expect(
      canvas.getByText('1 game session here on this day, 1 open to join.', { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the sessions' })).toHaveAttribute(
      'href',
      `/locations?view=sessions&day=${bookingDate}&venue=${lekkiArena.id}`,
    );

    await userEvent.click(cells.getByRole('button', { name: 'Tennis Court 1, 10:00, free' }));
    await expect(args.onPick).toHaveBeenCalledWith(tennisCourt, '10:00');

    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(args.onDateChange).toHaveBeenCalledWith(storyDay(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await expect(args.onDateChange).toHaveBeenCalledWith(storyDay(1));
  },
};

/** At 390 px the grid scrolls sideways inside its box, the time column staying in view. */
export const DefaultPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('grid').parentElement;
    if (!scroller) throw new Error('The grid has no scrolling box');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const time = canvas.getByRole('rowheader', { name: '10:00' });
    const before = time.getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    await expect(time.getBoundingClientRect().left).toBe(before);
    await expect(canvas.getByRole('button', { name: 'Tennis Court 1, 10:00, free' })).toBeVisible();
  },
};

/** Today at 09:00: the hours begun are passed, not free; the day before today is not offered. */
export const Today: Story = {
  args: {
    date: storyToday,
    schedule: success(lekkiDay(storyToday, [[entry('booking', '11:00', '12:00')]])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today, Sat 21 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    await expect(canvas.getByRole('gridcell', { name: 'Pitch A, 09:00, passed' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Pitch A, 09:00/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pitch A, 10:00, free' })).toBeEnabled();
  },
};

export const TodayPhone: Story = { ...Today, globals: phone };

/** The last day of the booking window: no later day is offered. */
export const LastDay: Story = {
  args: { date: storyDay(6), schedule: success(lekkiDay(storyDay(6))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous day' })).toBeEnabled();
  },
};

/** One cell at a time is in the tab order; the arrows move, Enter picks a free cell. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    const first = within(grid).getByRole('button', { name: 'Pitch A, 06:00, free' });
    first.focus();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      within(grid).getByRole('gridcell', { name: 'Pitch A, 08:00, booked' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const futsal = within(grid).getByRole('button', { name: 'Futsal Cage, 08:00, free' });
    await expect(futsal).toHaveFocus();
    await expect(futsal).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    await expect(
      within(grid).getByRole('button', { name: 'Tennis Court 1, 08:00, free' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(tennisCourt, '08:00');
  },
};

export const VenueLoading: Story = {
  args: { venue: loading, schedule: loading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the venue...')).toBeVisible();
  },
};

export const VenueLoadingPhone: Story = { ...VenueLoading, globals: phone };

export const DayLoading: Story = {
  args: { schedule: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: lekkiArena.name })).toBeVisible();
    await expect(canvas.getByText('Loading the day...')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const DayLoadingPhone: Story = { ...DayLoading, globals: phone };

export const VenueFailed: Story = {
  args: { venue: failure('Location not found'), schedule: loading },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Failed to load the venue' })).toBeVisible();
    await expect(canvas.getByText('Location not found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryVenue).toHaveBeenCalled();
  },
};

export const VenueFailedPhone: Story = { ...VenueFailed, globals: phone };

/** The venue could not be loaded and the server said nothing: SPEC §8's words. */
export const VenueFailedWithoutMessage: Story = {
  args: {
    venue: failure(SERVICE_FALLBACK_MESSAGES.locations.fetchLocationDetails),
    schedule: loading,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to fetch location details')).toBeVisible();
  },
};

export const DayFailed: Story = {
  args: { schedule: failure('Network error. Please check your connection.') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Failed to load the day' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryDay).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeEnabled();
  },
};

export const DayFailedPhone: Story = { ...DayFailed, globals: phone };

/** A closure over every court all day: the page says the venue is closed rather than a grid. */
export const Closed: Story = {
  args: {
    schedule: success(
      lekkiDay(bookingDate, [
        [entry('maintenance', '06:00', '22:00', { title: 'Pitch relaying' })],
        [entry('maintenance', '06:00', '22:00', { title: 'Pitch relaying' })],
        [entry('maintenance', '06:00', '22:00', { title: 'Pitch relaying' })],
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Closed on Mon 23 Nov 2026' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeEnabled();
  },
};

export const ClosedPhone: Story = { ...Closed, globals: phone };

/** The grid in dark mode: each state's colours on the dark page, words unchanged. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('gridcell', { name: 'Pitch A, 19:00, yours' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pitch A, 06:00, free' })).toBeVisible();
  },
};
