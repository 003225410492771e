import { SERVICE_FALLBACK_MESSAGES, formatCoins, formatSchedule, type Booking } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../../Booking/openDialog';
import { upcomingBooking } from '../../fixtures/bookings';
import { rescheduleQuote } from '../../fixtures/factories';
import {
  bookingDate,
  lekkiArena,
  lekkiCourts,
  lekkiTwoHourSlots,
  storyNow,
} from '../../fixtures/locations';
import { loading, success } from '../../remote';
import { BookingDialogScreen } from './BookingDialog';

const pitchA = lekkiCourts[0]!;
const phone = { viewport: { value: 'phone', isRotated: false } } as const;

/** Monday 17:00–19:00 at peak on Pitch A, being moved: the dialog starts from its day and court. */
const moving = upcomingBooking;
const evening = { date: bookingDate, start_time: '17:00', end_time: '19:00' };
const morning = { date: bookingDate, start_time: '10:00', end_time: '12:00' };
/** To the morning, off-peak: coins come back. */
const cheaper = rescheduleQuote(moving, morning, lekkiArena);
/** A morning booking moved to the evening peak: more coins are taken. */
const morningBooking: Booking = {
  ...moving,
  start_time: '10:00',
  end_time: '12:00',
  coin_cost: cheaper.coin_cost,
};
const dearer = rescheduleQuote(morningBooking, evening, lekkiArena);

const meta = {
  title: 'Screens/RescheduleDialog',
  tags: ['!autodocs'],
  component: BookingDialogScreen,
  parameters: { layout: 'fullscreen', route: '/bookings' },
  args: {
    location: lekkiArena,
    moving,
    now: storyNow,
    courts: success(lekkiCourts),
    date: bookingDate,
    courtId: pitchA.id,
    startTime: null,
    durationHours: 2,
    slots: success(lekkiTwoHourSlots),
    quote: null,
    balance: 240,
    onDateChange: fn(),
    onCourtChange: fn(),
    onSlotChange: fn(),
    onDurationChange: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BookingDialogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog('dialog', 'Reschedule at Lekki Arena');
const confirmButton = (body: ReturnType<typeof within>) =>
  body.getByRole('button', { name: /Confirm reschedule|Rescheduling\.\.\./ });

/** Opened from the card: the booking's day, court and length are chosen, its time is shown. */
export const PrefilledFromBooking: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText(/^Now:/)).toHaveTextContent(
      `Now: Pitch A · ${formatSchedule(moving.date, moving.start_time, moving.end_time)} (PSB-2045)`,
    );
    await expect(body.getByRole('radio', { name: 'Mon 23 Nov' })).toBeChecked();
    await expect(body.getByRole('radio', { name: /Pitch A/ })).toBeChecked();
    await expect(body.getByRole('radio', { name: '2 hours' })).toBeChecked();
    await expect(
      body.getByText('Choose a new date, court and start time to see the difference in price.'),
    ).toBeVisible();
    await expect(confirmButton(body)).toBeDisabled();
    await userEvent.click(body.getByRole('radio', { name: /^09:00/ }));
    await expect(args.onSlotChange).toHaveBeenCalled();
  },
};
export const PrefilledFromBookingPhone: Story = { ...PrefilledFromBooking, globals: phone };

export const QuoteLoading: Story = {
  args: { startTime: '10:00', quote: loading },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('status')).toHaveTextContent('Checking availability and price...');
    await expect(confirmButton(body)).toBeDisabled();
  },
};

/** To an off-peak morning: the server's difference is coins back, and Confirm sends the range. */
export const GetCoinsBack: Story = {
  args: { startTime: '10:00', quote: success(cheaper) },
  play: async ({ args }) => {
    const body = within(await dialog());
    const back = -cheaper.difference;
    await expect(back).toBeGreaterThan(0);
    await expect(body.getByText('Paid now').parentElement).toHaveTextContent(
      `Paid now${formatCoins(moving.coin_cost)}`,
    );
    await expect(body.getByText('You get back').parentElement).toHaveTextContent(
      `You get back${formatCoins(back)}`,
    );
    await expect(body.getByText('Balance after').parentElement).toHaveTextContent(
      `Balance after${formatCoins(240 + back)}`,
    );
    await userEvent.click(confirmButton(body));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      location_id: lekkiArena.id,
      court_id: pitchA.id,
      date: bookingDate,
      start_time: '10:00',
      end_time: '12:00',
    });
  },
};
export const GetCoinsBackPhone: Story = { ...GetCoinsBack, globals: phone };

/** A morning booking moved to the evening peak: that many more coins are taken. */
export const PayMore: Story = {
  args: { moving: morningBooking, startTime: '17:00', quote: success(dearer) },
  play: async () => {
    const body = within(await dialog());
    await expect(dearer.difference).toBeGreaterThan(0);
    await expect(body.getByText('You pay').parentElement).toHaveTextContent(
      `You pay${formatCoins(dearer.difference)} more`,
    );
    await expect(body.getByText('New price').parentElement).toHaveTextContent(
      `New pricePeak${formatCoins(dearer.coin_cost)}`,
    );
    await expect(confirmButton(body)).toBeEnabled();
  },
};
export const PayMorePhone: Story = { ...PayMore, globals: phone };

/** The difference is more than the balance: no Confirm, and the way to buy coins. */
export const NotEnoughCoins: Story = {
  args: { moving: morningBooking, startTime: '17:00', quote: success(dearer), balance: 5 },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText('Not enough coins')).toBeVisible();
    await expect(
      body.getByText(
        `Moving costs ${formatCoins(dearer.difference)} more and you have ${formatCoins(5)}: you are ${formatCoins(dearer.difference - 5)} short.`,
      ),
    ).toBeVisible();
    await expect(body.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await expect(confirmButton(body)).toBeDisabled();
  },
};

const clash =
  'You already have a booking at this time: Yaba Sports Centre, Court 1, Mon 23 Nov 2026, 10:00–11:00 (PSB-2050). Choose another time or cancel that booking first.';

/** The server refuses the time (here, a clash with another of the member's bookings) and says why. */
export const Clash: Story = {
  args: {
    startTime: '10:00',
    quote: success({ ...cheaper, available: false, reason: clash }),
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText('This time is not available')).toBeVisible();
    await expect(body.getByText(clash)).toBeVisible();
    await expect(confirmButton(body)).toBeDisabled();
  },
};
export const ClashPhone: Story = { ...Clash, globals: phone };

export const Failed: Story = {
  args: {
    startTime: '10:00',
    quote: success(cheaper),
    submitError: SERVICE_FALLBACK_MESSAGES.bookings.rescheduleBooking,
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('Failed to reschedule booking');
    await expect(confirmButton(body)).toBeEnabled();
  },
};

/** Moved: the same reference, the coins that came back and the balance after. */
export const Rescheduled: Story = {
  args: {
    startTime: '10:00',
    quote: success(cheaper),
    confirmed: { ...moving, start_time: '10:00', end_time: '12:00', coin_cost: cheaper.coin_cost },
  },
  play: async ({ args }) => {
    const body = within(await dialog());
    const status = body.getByRole('status');
    await expect(status).toHaveTextContent('Booking rescheduled');
    await expect(status).toHaveTextContent('It keeps its reference PSB-2045.');
    await expect(status).toHaveTextContent(
      formatSchedule(morning.date, morning.start_time, morning.end_time),
    );
    await expect(status).toHaveTextContent(`Coins refunded${formatCoins(-cheaper.difference)}`);
    await expect(status).toHaveTextContent(`New balance${formatCoins(240 - cheaper.difference)}`);
    await expect(body.queryByRole('link', { name: 'View my bookings' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const RescheduledPhone: Story = { ...Rescheduled, globals: phone };
