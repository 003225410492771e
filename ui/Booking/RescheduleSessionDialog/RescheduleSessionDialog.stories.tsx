import {
  SERVICE_FALLBACK_MESSAGES,
  formatCoins,
  formatSchedule,
  type Booking,
  type RescheduleQuote,
} from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../openDialog';
import { upcomingBooking } from '../../fixtures/bookings';
import { gameSession } from '../../fixtures/factories';
import { storyDay } from '../../fixtures/locations';
import { loading, success } from '../../remote';
import { RescheduleSessionDialog } from './RescheduleSessionDialog';
import { inOwnFrame } from '../../fixtures/docs';

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

/** A place in Monday's 17:00 five-a-side on Pitch A, bought for 15 coins. */
const place: Booking = { ...upcomingBooking, session_id: 301, coin_cost: 15 };
const tuesday = gameSession({
  id: 302,
  session_date: storyDay(3),
  start_time: '18:00',
  end_time: '20:00',
  coin_cost: 20,
  current_players: 6,
  title: 'Tuesday 5-a-side',
});
const wednesday = gameSession({
  id: 303,
  session_date: storyDay(4),
  start_time: '07:00',
  end_time: '09:00',
  coin_cost: 10,
  current_players: 9,
  title: 'Early kickabout',
});

function moveQuote(to: { coin_cost: number }, overrides: Partial<RescheduleQuote> = {}) {
  return {
    available: true,
    coin_cost: to.coin_cost,
    previous_coin_cost: place.coin_cost,
    difference: to.coin_cost - place.coin_cost,
    is_peak: false,
    duration_hours: 2,
    reason: null,
    ...overrides,
  };
}

const meta = {
  title: 'Components/Booking/RescheduleSessionDialog',
  component: RescheduleSessionDialog,
  parameters: { layout: 'fullscreen', route: '/bookings', ...inOwnFrame },
  args: {
    booking: place,
    sessions: success([tuesday, wednesday]),
    value: null,
    quote: null,
    balance: 100,
    onChange: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RescheduleSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog('dialog', 'Move to another session');
const confirmButton = (body: ReturnType<typeof within>) =>
  body.getByRole('button', { name: /Confirm move|Moving\.\.\./ });

/** The other sessions of the same sport, with their price and places left. */
export const ChooseSession: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText(/^Now:/)).toHaveTextContent(
      `Now: Lekki Arena · ${formatSchedule(place.date, place.start_time, place.end_time)} (PSB-2045)`,
    );
    const group = body.getByRole('radiogroup', { name: 'Another football session' });
    const early = within(group).getByRole('radio', { name: /Early kickabout/ });
    await expect(early).toHaveTextContent('1 place left');
    await expect(early).toHaveTextContent(formatCoins(10));
    await expect(body.getByText('Choose a session to see the difference in price.')).toBeVisible();
    await expect(confirmButton(body)).toBeDisabled();
    await userEvent.click(early);
    await expect(args.onChange).toHaveBeenCalledWith(wednesday);
  },
};
export const ChooseSessionPhone: Story = { ...ChooseSession, globals: phone };

export const SessionsLoading: Story = {
  args: { sessions: loading },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('status')).toHaveTextContent('Loading sessions...');
  },
};

export const NoOtherSession: Story = {
  args: { sessions: success([]) },
  play: async () => {
    const body = within(await dialog());
    await expect(
      body.getByText('There is no other football session with a free place at the moment.'),
    ).toBeVisible();
    await expect(confirmButton(body)).toBeDisabled();
  },
};

/** A dearer session: the server's difference to pay, and Confirm sends the chosen session. */
export const PayMore: Story = {
  args: { value: tuesday.id, quote: success(moveQuote(tuesday)) },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText('You pay').parentElement).toHaveTextContent(
      `You pay${formatCoins(5)} more`,
    );
    await expect(body.getByText('Balance after').parentElement).toHaveTextContent(
      `Balance after${formatCoins(95)}`,
    );
    await userEvent.click(confirmButton(body));
    await expect(args.onConfirm).toHaveBeenCalledWith(tuesday.id);
  },
};
export const PayMorePhone: Story = { ...PayMore, globals: phone };

export const GetCoinsBack: Story = {
  args: { value: wednesday.id, quote: success(moveQuote(wednesday)) },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText('You get back').parentElement).toHaveTextContent(
      `You get back${formatCoins(5)}`,
    );
    await expect(confirmButton(body)).toBeEnabled();
  },
};

const clash =
  'You already have a booking at this time: Yaba Sports Centre, Court 1, Tue 24 Nov 2026, 18:00–19:00 (PSB-2050). Choose another time or cancel that booking first.';

export const Clash: Story = {
  args: {
    value: tuesday.id,
    quote: success(moveQuote(tuesday, { available: false, reason: clash })),
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText('This session cannot be taken')).toBeVisible();
    await expect(body.getByText(clash)).toBeVisible();
    await expect(confirmButton(body)).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    value: tuesday.id,
    quote: success(moveQuote(tuesday)),
    submitError: SERVICE_FALLBACK_MESSAGES.bookings.rescheduleBooking,
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('Failed to reschedule booking');
  },
};

export const Moved: Story = {
  args: {
    value: wednesday.id,
    quote: success(moveQuote(wednesday)),
    confirmed: {
      ...place,
      session_id: wednesday.id,
      date: wednesday.session_date,
      start_time: '07:00',
      end_time: '09:00',
      coin_cost: 10,
    },
  },
  play: async ({ args }) => {
    const body = within(await dialog());
    const status = body.getByRole('status');
    await expect(status).toHaveTextContent('Booking rescheduled');
    await expect(status).toHaveTextContent('It keeps its reference PSB-2045.');
    await expect(status).toHaveTextContent(`Coins refunded${formatCoins(5)}`);
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const MovedPhone: Story = { ...Moved, globals: phone };
