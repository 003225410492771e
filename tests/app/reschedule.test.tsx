/**
 * Rescheduling a court booking from /bookings: the booking dialog's steps,
 * pre-filled with the booking, the server's price of the move, and the move itself, which keeps
 * the booking's reference and gives back the difference. The whole app over the real mock backend
 * (tests/app/renderApp.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW } from '@mocks/testing';
import { formatCoins, formatSchedule, type Booking, type Wallet } from '@domain';
import { BOOKINGS_SCREEN_COPY } from '@ui/Screens/Bookings';
import { renderApp, setupAppTests } from './renderApp';

const RESCHEDULE_PENDING = BOOKINGS_SCREEN_COPY.reschedulePending;

const { api, server } = setupAppTests();

// The screen's own clock reads the mock's pinned day, so the seed's bookings are upcoming on it;
// only Date is faked, timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The demo member's court booking on Saturday 17 Jan, 18:00–20:00 (peak). */
async function saturdayBooking(token: string): Promise<Booking> {
  const mine = (await api.get('/bookings/user-bookings/', { token })).data as Booking[];
  const booking = mine.find(
    (candidate) =>
      candidate.session_id === null &&
      candidate.date === '2026-01-17' &&
      candidate.status === 'CONFIRMED',
  );
  if (!booking) throw new Error('The seed has no Saturday court booking for the member');
  return booking;
}

async function wallet(token: string): Promise<Wallet> {
  return (await api.get('/subscriptions/wallet/', { token })).data as Wallet;
}

/** Presses a booking's Reschedule button, once its card is on screen. */
async function pressReschedule(
  user: ReturnType<typeof userEvent.setup>,
  booking: Pick<Booking, 'booking_reference'>,
): Promise<void> {
  await user.click(
    await screen.findByRole(
      'button',
      { name: `Reschedule ${booking.booking_reference}` },
      { timeout: 10_000 },
    ),
  );
}

function countMoves(): { readonly count: number } {
  const seen = { count: 0 };
  server.use(
    http.post('*/api/v1/bookings/bookings/:id/reschedule/', () => {
      seen.count += 1;
      return undefined;
    }),
  );
  return seen;
}

describe('rescheduling on /bookings', () => {
  it('moves a court booking to a cheaper time, keeping its reference and refunding the difference', async () => {
    const token = await api.loginAs('member');
    const booking = await saturdayBooking(token);
    const before = await wallet(token);
    const moves = countMoves();
    await renderApp('/bookings', { as: 'member' });
    const user = userEvent.setup();

    await pressReschedule(user, booking);
    const dialog = await screen.findByRole(
      'dialog',
      {
        name: `Reschedule at ${booking.location.name}`,
      },
      // The dialog's code loads when it is first opened.
      { timeout: 10_000 },
    );
    const body = within(dialog);
    // Pre-filled with the booking's day, court and length (the venue's courts load with the
    // dialog: on a busy machine it shows them loading first).
    expect(body.getByRole('radio', { name: 'Sat 17 Jan' })).toBeChecked();
    expect(
      await body.findByRole('radio', { name: new RegExp(booking.court.name) }, { timeout: 10_000 }),
    ).toBeChecked();
    expect(body.getByRole('radio', { name: '2 hours' })).toBeChecked();

    // Friday morning is off-peak: cheaper than the Saturday evening.
    await user.click(body.getByRole('radio', { name: 'Fri 16 Jan' }));
    await user.click(await body.findByRole('radio', { name: /^10:00/ }, { timeout: 10_000 }));
    const back = await body.findByText('You get back', {}, { timeout: 10_000 });
    const refund = Number(/\d+/.exec(back.nextElementSibling!.textContent!)![0]);
    expect(refund).toBeGreaterThan(0);
    expect(moves.count).toBe(0);

    // A double click moves the booking once.
    await user.dblClick(body.getByRole('button', { name: 'Confirm reschedule' }));
    const done = await body.findByText('Booking rescheduled', {}, { timeout: 10_000 });
    expect(done.closest('[role="status"]')).toHaveTextContent(
      `It keeps its reference ${booking.booking_reference}.`,
    );
    expect(body.getByText('Coins refunded').nextElementSibling).toHaveTextContent(
      formatCoins(refund),
    );
    // However many requests the two clicks sent, one move happened: one refund on the ledger.
    expect(moves.count).toBeGreaterThanOrEqual(1);
    const refunds = (await wallet(token)).recent_transactions.filter(
      (entry) =>
        entry.reference === booking.booking_reference && entry.transaction_type === 'refund',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(refund);

    const moved = (await api.get('/bookings/bookings/{id}/', { token, params: { id: booking.id } }))
      .data as Booking;
    expect(moved).toMatchObject({
      id: booking.id,
      booking_reference: booking.booking_reference,
      date: '2026-01-16',
      start_time: '10:00',
      end_time: '12:00',
      coin_cost: booking.coin_cost - refund,
    });
    expect((await wallet(token)).available_balance).toBe(before.available_balance + refund);

    await user.click(body.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The card shows the new time, as every date and time is written.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('article')
          .find((card) => card.textContent?.includes(booking.booking_reference)),
      ).toHaveTextContent(formatSchedule('2026-01-16', '10:00', '12:00')),
    );
  }, 120_000);

  it('moves a game-session place to another session of the same sport only', async () => {
    const token = await api.loginAs('member');
    const mine = (await api.get('/bookings/user-bookings/', { token })).data as Booking[];
    const place = mine.find(
      (candidate) => candidate.session_id !== null && candidate.status === 'CONFIRMED',
    );
    if (!place) throw new Error('The seed has no session place for the member');
    await renderApp('/bookings', { as: 'member' });
    const user = userEvent.setup();
    await pressReschedule(user, place);
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Move to another session' },
      { timeout: 10_000 },
    );
    const body = within(dialog);
    const sport = place.court.court_type;
    const group = await body.findByRole(
      'radiogroup',
      { name: new RegExp(`Another ${sport} session`, 'i') },
      { timeout: 10_000 },
    );
    const choices = within(group).getAllByRole('radio');
    expect(choices.length).toBeGreaterThan(0);
    await user.click(choices[0]!);
    await body.findByText(/You pay|You get back|Difference/, {}, { timeout: 10_000 });
    await user.click(body.getByRole('button', { name: 'Confirm move' }));
    const done = await body.findByText('Booking rescheduled', {}, { timeout: 10_000 });
    expect(done.closest('[role="status"]')).toHaveTextContent(place.booking_reference);

    const moved = (await api.get('/bookings/bookings/{id}/', { token, params: { id: place.id } }))
      .data as Booking;
    expect(moved.booking_reference).toBe(place.booking_reference);
    expect(moved.session_id).not.toBe(place.session_id);
    expect(moved.court.court_type).toBe(sport);
  }, 120_000);
  // The flow and its data load on the first Reschedule, not with the list (docs/page-weight.md).
  it('says the move is on its way until the venue has arrived, then opens the dialog', async () => {
    const token = await api.loginAs('member');
    const booking = await saturdayBooking(token);
    let release = () => {};
    const venuesHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/v1/locations/locations/', async () => {
        await venuesHeld;
        return undefined;
      }),
    );
    await renderApp('/bookings', { as: 'member' });
    const user = userEvent.setup();
    await pressReschedule(user, booking);
    await screen.findByRole('status', { name: RESCHEDULE_PENDING }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();

    release();
    await screen.findByRole(
      'dialog',
      { name: `Reschedule at ${booking.location.name}` },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('status', { name: RESCHEDULE_PENDING })).toBeNull();
  }, 60_000);

  /**
   * Presses Reschedule on a court booking while the venues answer 500 ('Down') until `venuesBack`
   * is called; answers the failure dialog it opens.
   */
  async function rescheduleWithVenuesDown() {
    const token = await api.loginAs('member');
    const booking = await saturdayBooking(token);
    let venuesDown = true;
    server.use(
      http.get('*/api/v1/locations/locations/', () =>
        venuesDown
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })
          : undefined,
      ),
    );
    await renderApp('/bookings', { as: 'member' });
    const user = userEvent.setup();
    await pressReschedule(user, booking);
    const failed = await screen.findByRole(
      'alertdialog',
      { name: 'Failed to load locations' },
      { timeout: 10_000 },
    );
    return { booking, user, failed, venuesBack: () => (venuesDown = false) };
  }

  it('says so when the venues cannot be loaded, and opens the move once Try again finds them', async () => {
    const { booking, user, failed, venuesBack } = await rescheduleWithVenuesDown();
    expect(failed).toHaveTextContent('Down');
    expect(screen.queryByRole('status', { name: RESCHEDULE_PENDING })).toBeNull();

    venuesBack();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByRole(
      'dialog',
      { name: `Reschedule at ${booking.location.name}` },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('alertdialog', { name: 'Failed to load locations' })).toBeNull();
  }, 60_000);

  it('closes the failure as any dialog, leaving the list as it was', async () => {
    const { user, failed } = await rescheduleWithVenuesDown();
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.search).not.toContain('reschedule');
    expect(screen.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
  }, 60_000);
});
