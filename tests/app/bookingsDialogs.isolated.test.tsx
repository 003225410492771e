/**
 * The dialogs of /bookings open on the first press and stay open, the app run as `npm start`
 * runs it (tests/app/strictMode.tsx: Strict Mode, frames before timers) with each dialog's code
 * held back until it is pressed. Under the development server Reschedule opened and closed again
 * (docs/dialogs.md).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@domain';
import { TEST_NOW } from '@mocks/testing';
import { setupAppTests } from './renderApp';
import { framesBeforeTimers, renderAsRun, staysOpen, type HeldModule } from './strictMode';

const modules = vi.hoisted(() => {
  const hold = (): HeldModule => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { held, release };
  };
  return {
    reschedule: hold(),
    moveSession: hold(),
    details: hold(),
    cancel: hold(),
    feed: hold(),
  };
});

vi.mock('@app/routes/RescheduleFlow', async (load) => {
  await modules.reschedule.held;
  return load();
});
vi.mock('@ui/Booking/RescheduleSessionDialog', async (load) => {
  await modules.moveSession.held;
  return load();
});
vi.mock('@ui/Booking/BookingDetailDialog', async (load) => {
  await modules.details.held;
  return load();
});
vi.mock('@ui/Booking/CancelDialog', async (load) => {
  await modules.cancel.held;
  return load();
});
vi.mock('@app/routes/CalendarFeedPanel', async (load) => {
  await modules.feed.held;
  return load();
});

const { api } = setupAppTests();
framesBeforeTimers();

// The screen's own clock reads the mock's pinned day, so the seed's bookings are upcoming on it;
// only Date is faked, timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The member's confirmed bookings: a court and a place in a game session. */
async function confirmed(): Promise<{ court: Booking; place: Booking }> {
  const token = await api.loginAs('member');
  const mine = (await api.get('/bookings/user-bookings/', { token })).data as Booking[];
  const court = mine.find(
    ({ session_id, date, status }) =>
      session_id === null && date === '2026-01-17' && status === 'CONFIRMED',
  );
  const place = mine.find(
    ({ session_id, status }) => session_id !== null && status === 'CONFIRMED',
  );
  if (!court || !place) throw new Error('The seed has no court booking or session place');
  return { court, place };
}

/** The button `name` of the card of `booking`, once the list shows it. */
async function cardButton(booking: Booking, name: string): Promise<HTMLElement> {
  return screen.findByRole(
    'button',
    { name: `${name} ${booking.booking_reference}` },
    { timeout: 15_000 },
  );
}

describe('the dialogs of /bookings, as the development server runs them', () => {
  it('opens Reschedule of a court booking on the first press, and keeps it open', async () => {
    const { court } = await confirmed();
    await renderAsRun('/bookings', 'member');
    const user = userEvent.setup();
    await user.click(await cardButton(court, 'Reschedule'));
    await screen.findByRole('status', { name: 'Loading reschedule options…' });

    modules.reschedule.release();
    await staysOpen('dialog', `Reschedule at ${court.location.name}`);
    expect(new URLSearchParams(window.location.search).get('reschedule')).toBe(String(court.id));
  }, 60_000);

  it('opens Reschedule of a session place on the first press, and keeps it open', async () => {
    const { place } = await confirmed();
    modules.reschedule.release();
    await renderAsRun('/bookings', 'member');
    const user = userEvent.setup();
    await user.click(await cardButton(place, 'Reschedule'));
    await screen.findByRole('status', { name: 'Loading reschedule options…' });

    modules.moveSession.release();
    await staysOpen('dialog', 'Move to another session');
  }, 60_000);

  it('opens a booking’s details, and its cancellation, on the first press of each', async () => {
    const { court } = await confirmed();
    await renderAsRun('/bookings', 'member');
    const user = userEvent.setup();
    await user.click(await cardButton(court, 'View details of'));
    modules.details.release();
    const details = await staysOpen('dialog', 'Booking details');
    expect(details).toHaveTextContent(court.booking_reference);
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(await cardButton(court, 'Cancel'));
    modules.cancel.release();
    await staysOpen('alertdialog', 'Cancel booking');
  }, 60_000);

  it('opens the calendar feed on the first press, and keeps it open', async () => {
    await renderAsRun('/bookings', 'member');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Calendar feed' }, { timeout: 15_000 }),
    );
    modules.feed.release();
    await staysOpen('dialog', 'Calendar feed');
  }, 60_000);
});
