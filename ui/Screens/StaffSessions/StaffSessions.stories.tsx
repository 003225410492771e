import { SERVICE_FALLBACK_MESSAGES, type ClosureOverlaps } from '@domain';
import { demoCourts } from '@domain/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { booking, closure, gameSession, location } from '../../fixtures/factories';
import { storyDay } from '../../fixtures/locations';
import { failure, loading, success } from '../../remote';
import { StaffSessionsScreen } from './StaffSessions';

const lekki = location();
const ikoyi = location({}, 'ikoyi');
const courts = demoCourts('lekki');
const day = storyDay(2);
const evening = gameSession({
  id: 301,
  session_date: day,
  start_time: '18:00',
  end_time: '20:00',
  title: 'Friday Night 5-a-side',
  current_players: 7,
  max_players: 10,
});
const full = gameSession({
  id: 302,
  session_date: day,
  start_time: '07:00',
  end_time: '09:00',
  title: 'Early Kickabout',
  status: 'booked',
  current_players: 10,
  max_players: 10,
});
const cancelled = gameSession({
  id: 303,
  session_date: day,
  start_time: '12:00',
  end_time: '13:00',
  status: 'cancelled',
});

/** An action the server accepted. */
const done = async (): Promise<string | null> => null;

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

const meta = {
  title: 'Screens/StaffSessions',
  tags: ['!autodocs'],
  component: StaffSessionsScreen,
  parameters: { layout: 'fullscreen', route: '/staff/sessions' },
  args: {
    locations: success([ikoyi, lekki]),
    locationId: lekki.id,
    onLocationChange: fn(),
    date: day,
    onDateChange: fn(),
    courts: success(courts),
    sessions: success([full, cancelled, evening]),
    closures: success([closure({ date: day })]),
    onRetry: fn(),
    onCreateSession: fn(done),
    onUpdateSession: fn(done),
    onCancelSession: fn(done),
    onCheckClosure: fn(async (): Promise<ClosureOverlaps | string> => ({
      bookings: [],
      sessions: [],
    })),
    onCreateClosure: fn(done),
    onReopenCourt: fn(done),
  },
} satisfies Meta<typeof StaffSessionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A venue's day: its sessions with their places and cost, and the closed court. */
export const Day: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sessions & closures' }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Game sessions' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('Friday Night 5-a-side');
    await expect(items[2]).toHaveTextContent('7 of 10 players');
    await expect(items[2]).toHaveTextContent('15 coins per player');
    // A cancelled session can no longer be edited or cancelled.
    await expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Pitch A closed 06:00–09:00')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Venue'), String(ikoyi.id));
    await expect(args.onLocationChange).toHaveBeenCalledWith(ikoyi.id);
  },
};

export const Phone: Story = {
  ...Day,
  globals: phone,
};

export const Loading: Story = {
  args: { sessions: loading, closures: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading sessions…')).toBeVisible();
    await expect(canvas.getByText('Loading closures…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { sessions: success([]), closures: success([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No game sessions on this day')).toBeVisible();
    await expect(canvas.getByText('No court is closed on this day')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { sessions: failure('Failed to load sessions'), closures: success([]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Sessions could not be loaded');
    await expect(alert).toHaveTextContent('Failed to load sessions');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The venues could not be loaded and the server said nothing: SPEC §8's words, with a retry. */
export const VenuesFailed: Story = {
  args: { locations: failure(SERVICE_FALLBACK_MESSAGES.locations.fetchLocations) },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch locations');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The day's sessions could not be loaded and the server said nothing. */
export const SessionsFailedWithoutMessage: Story = {
  args: {
    sessions: failure(SERVICE_FALLBACK_MESSAGES.locations.fetchSessions),
    closures: success([]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to fetch sessions',
    );
  },
};

/** A new session: empty fields are named, a range outside opening hours is refused, then sent. */
export const CreateSession: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New session' }));
    const form = within(canvas.getByRole('form', { name: 'New game session' }));
    await userEvent.click(form.getByRole('button', { name: 'Create session' }));
    // The message under the field, beside the select's own empty choice of the same words.
    await expect(form.getAllByText('Choose a court')).toHaveLength(2);
    await expect(form.getByText('Enter a start time')).toBeVisible();
    await expect(args.onCreateSession).not.toHaveBeenCalled();

    await userEvent.selectOptions(form.getByLabelText('Court'), String(courts[0]?.id));
    await userEvent.type(form.getByLabelText('Start time'), '21:00');
    await userEvent.type(form.getByLabelText('End time'), '23:00');
    await userEvent.type(form.getByLabelText('Max players'), '10');
    await userEvent.type(form.getByLabelText('Coin cost per player'), '15');
    await userEvent.click(form.getByRole('button', { name: 'Create session' }));
    await expect(form.getByRole('alert')).toHaveTextContent(
      `Sessions must be within opening hours (${lekki.opening_time}–${lekki.closing_time}).`,
    );
    await userEvent.clear(form.getByLabelText('End time'));
    await userEvent.type(form.getByLabelText('End time'), '22:00');
    await userEvent.type(form.getByLabelText('Title (optional)'), 'Late Game');
    await userEvent.click(form.getByRole('button', { name: 'Create session' }));
    await expect(args.onCreateSession).toHaveBeenCalledWith({
      court_id: courts[0]?.id,
      session_date: day,
      start_time: '21:00',
      end_time: '22:00',
      max_players: 10,
      coin_cost: 15,
      title: 'Late Game',
    });
    await expect(await canvas.findByText('Session created.')).toBeVisible();
  },
};

/** The server refuses a clash: its message shows in the form, which keeps what was typed. */
export const CreateRefused: Story = {
  args: {
    onCreateSession: fn(
      async () =>
        'This time slot is no longer available. Please choose another time. Clashes with maintenance (06:00–09:00).',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New session' }));
    const form = within(canvas.getByRole('form', { name: 'New game session' }));
    await userEvent.selectOptions(form.getByLabelText('Court'), String(courts[0]?.id));
    await userEvent.type(form.getByLabelText('Start time'), '07:00');
    await userEvent.type(form.getByLabelText('End time'), '08:00');
    await userEvent.type(form.getByLabelText('Max players'), '8');
    await userEvent.type(form.getByLabelText('Coin cost per player'), '10');
    await userEvent.click(form.getByRole('button', { name: 'Create session' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Clashes with maintenance (06:00–09:00).',
    );
    await expect(form.getByLabelText('Start time')).toHaveValue('07:00');
  },
};

/** Editing never goes below the players already in. */
export const EditSession: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Friday Night 5-a-side' }));
    const form = within(canvas.getByRole('form', { name: 'Edit session' }));
    await expect(form.getByText(/7 players already in/)).toBeVisible();
    const max = form.getByLabelText('Max players');
    await userEvent.clear(max);
    await userEvent.type(max, '5');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(
      form.getByText('Cannot be less than the 7 players already in the session.'),
    ).toBeVisible();
    await expect(args.onUpdateSession).not.toHaveBeenCalled();
    await userEvent.clear(max);
    await userEvent.type(max, '12');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(args.onUpdateSession).toHaveBeenCalledWith(
      evening,
      expect.objectContaining({ max_players: 12 }),
    );
    await expect(await canvas.findByText('Session updated.')).toBeVisible();
  },
};

/** Cancelling says who is refunded and asks first. */
export const CancelSession: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel session Friday Night 5-a-side' }),
    );
    const confirm = within(canvas.getByRole('group', { name: 'Cancel session' }));
    await expect(
      confirm.getByText(
        'Cancel “Friday Night 5-a-side”? 7 players get 15 coins back at once and see the cancellation in My Bookings.',
      ),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel session and refund' }));
    await expect(args.onCancelSession).toHaveBeenCalledWith(evening);
    await expect(
      await canvas.findByText('Session cancelled. 7 players were refunded.'),
    ).toBeVisible();
  },
};

export const CancelSessionPhone: Story = { ...CancelSession, globals: phone };

/** Blocking a court lists what it overlaps first; staff then cancel with refunds or keep. */
export const BlockCourtWithBookings: Story = {
  args: {
    onCheckClosure: fn(async () => ({
      bookings: [booking({ id: 2044, date: day, start_time: '10:00', end_time: '11:00' })],
      sessions: [
        gameSession({
          id: 310,
          session_date: day,
          start_time: '11:00',
          end_time: '12:00',
          title: 'Midday Kickabout',
          current_players: 2,
        }),
      ],
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block a court' }));
    const form = within(canvas.getByRole('region', { name: 'Block a court for maintenance' }));
    await userEvent.selectOptions(form.getByLabelText('Court'), String(courts[0]?.id));
    await userEvent.type(form.getByLabelText('From'), '09:00');
    await userEvent.type(form.getByLabelText('Until'), '12:00');
    await userEvent.type(form.getByLabelText('Reason (optional)'), 'Resurfacing');
    await userEvent.click(form.getByRole('button', { name: 'Check bookings' }));
    await expect(args.onCheckClosure).toHaveBeenCalledWith({
      court_id: courts[0]?.id,
      date: day,
      start_time: '09:00',
      end_time: '12:00',
    });
    await expect(await form.findByText('Booked on this court then (2):')).toBeVisible();
    await expect(form.getByText(/Court booking PSB-2044, 10:00–11:00/)).toBeVisible();
    await expect(
      form.getByText('Game session “Midday Kickabout”, 11:00–12:00, 2 players'),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Cancel them and refund' }));
    await expect(args.onCreateClosure).toHaveBeenCalledWith({
      court_id: courts[0]?.id,
      date: day,
      start_time: '09:00',
      end_time: '12:00',
      note: 'Resurfacing',
      overlapping: 'cancel',
    });
    await expect(await canvas.findByText('Court closed for maintenance.')).toBeVisible();
  },
};

export const BlockCourtPhone: Story = { ...BlockCourtWithBookings, globals: phone };

/** Nothing in the way: one button closes the court; a refusal (another closure) is shown. */
export const BlockCourtRefused: Story = {
  args: {
    onCreateClosure: fn(
      async () =>
        'This time slot is no longer available. Please choose another time. Clashes with maintenance (06:00–09:00).',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block a court' }));
    const form = within(canvas.getByRole('region', { name: 'Block a court for maintenance' }));
    await userEvent.selectOptions(form.getByLabelText('Court'), String(courts[0]?.id));
    await userEvent.type(form.getByLabelText('From'), '08:00');
    await userEvent.type(form.getByLabelText('Until'), '10:00');
    await userEvent.click(form.getByRole('button', { name: 'Check bookings' }));
    await expect(await form.findByText('Nothing is booked on this court then.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Close the court' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Clashes with maintenance (06:00–09:00).',
    );
  },
};

export const Reopen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen Pitch A 06:00–09:00' }));
    await expect(args.onReopenCourt).toHaveBeenCalled();
    await expect(await canvas.findByText('Court reopened.')).toBeVisible();
  },
};

/** A server that keeps no court closures: the page runs the day's game sessions alone. */
export const WithoutClosures: Story = {
  args: { closures: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Game sessions' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Game sessions' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Court closures' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Block a court' })).toBeNull();
  },
};

export const WithoutClosuresPhone: Story = { ...WithoutClosures, globals: phone };
