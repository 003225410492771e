/**
 * The data layer as a member lives it: what each action refreshes, and what a session keeps. Over
 * the real mock backend (tests/app/renderApp.tsx), with the app's own hooks and atoms.
 */
import { act, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  lagosToday,
  type Booking,
  type Court,
  type Location,
  type Package,
} from '@domain';
import { TEST_NOW } from '@mocks/testing';
import { logoutAtom } from '@app/api/auth';
import { bookingHistoryQueryAtom } from '@app/api/bookings/mine';
import { packagesQueryAtom, walletQueryAtom } from '@app/api/subscriptions';
import { useBookingDialog } from '@app/routes/BookingFlowDialog';
import { useMyBookings } from '@app/routes/useMyBookings';
import { useSubscriptionPurchase } from '@app/routes/useSubscriptionPurchase';
import { renderAppHook, setupAppTests, signInAs } from './renderApp';

const { api, seed, server } = setupAppTests();

const TOMORROW = addDays(lagosToday(TEST_NOW), 1);
const OTHER_MEMBER = { email: 'kelechi.obi@example.com' };

async function location(id: number): Promise<Location> {
  const token = await api.loginAs('member');
  return (await api.get('/locations/locations/{id}/', { token, params: { id } })).data as Location;
}

/** The booking dialog's steps, open on `place`. */
function useFlow(place: Location) {
  return { dialog: useBookingDialog({ venue: place, start: null, onClose: () => {} }) };
}

type Flow = ReturnType<typeof useFlow>;

/** In the booking dialog open on a location: tomorrow, its first court, for an hour. */
async function chooseCourt(current: () => Flow): Promise<Court> {
  await waitFor(() => expect(current().dialog.courts.status).toBe('success'));
  const courts = current().dialog.courts;
  if (courts.status !== 'success' || !courts.data[0]) throw new Error('No courts');
  const court = courts.data[0];
  act(() => current().dialog.onDateChange(TOMORROW));
  act(() => current().dialog.onCourtChange(court));
  await waitFor(() => expect(current().dialog.slots?.status).toBe('success'));
  return court;
}

/** The free start times the dialog offers on the chosen court. */
function offeredStarts(flow: Flow): string[] {
  const slots = flow.dialog.slots;
  return slots?.status === 'success' ? slots.data.slots.map((slot) => slot.start_time) : [];
}

function firstSlot(flow: Flow) {
  const slots = flow.dialog.slots;
  const slot = slots?.status === 'success' ? slots.data.slots[0] : undefined;
  if (!slot) throw new Error('No free slot');
  return slot;
}

function requestFor(place: Location, court: Court, start: string, end: string) {
  return {
    location_id: place.id,
    court_id: court.id,
    date: TOMORROW,
    start_time: start,
    end_time: end,
  };
}

describe('what an action refreshes', () => {
  it('shows a slot as taken once the server says it was taken meanwhile (409)', async () => {
    const place = await location(seed.locations.lekki);
    const { result } = await renderAppHook(() => useFlow(place), { as: 'member' });
    const court = await chooseCourt(() => result.current);
    const slot = firstSlot(result.current);
    expect(offeredStarts(result.current)).toContain(slot.start_time);
    act(() => result.current.dialog.onSlotChange(slot));
    await waitFor(() => expect(result.current.dialog.quote?.status).toBe('success'));

    // Someone else books that very hour while the member reads the price.
    const other = await api.login(OTHER_MEMBER.email);
    const taken = await api.post('/bookings/bookings/', {
      token: other,
      body: requestFor(place, court, slot.start_time, slot.end_time),
      headers: { 'Idempotency-Key': 'someone-else' },
    });
    expect(taken.status).toBe(201);
    expect(offeredStarts(result.current)).toContain(slot.start_time);

    act(() =>
      result.current.dialog.onConfirm(requestFor(place, court, slot.start_time, slot.end_time)),
    );
    await waitFor(() => expect(result.current.dialog.submitError).not.toBeNull());
    await waitFor(() => expect(offeredStarts(result.current)).not.toContain(slot.start_time));
  });

  it('refreshes the wallet, the bookings tabs and the history after a booking and a cancellation', async () => {
    const place = await location(seed.locations.lekki);
    const historyAtom = bookingHistoryQueryAtom(true);
    const { result } = await renderAppHook(
      () => ({
        flow: useFlow(place),
        mine: useMyBookings(),
        wallet: useAtomValue(walletQueryAtom),
        history: useAtomValue(historyAtom),
      }),
      { as: 'member' },
    );
    await waitFor(() => expect(result.current.wallet.status).toBe('success'));
    await waitFor(() => expect(result.current.history.status).toBe('success'));
    await waitFor(() => expect(result.current.mine.bookings.status).toBe('success'));
    const before = result.current.wallet.data!.available_balance;

    const court = await chooseCourt(() => result.current.flow);
    const slot = firstSlot(result.current.flow);
    act(() => result.current.flow.dialog.onSlotChange(slot));
    act(() =>
      result.current.flow.dialog.onConfirm(
        requestFor(place, court, slot.start_time, slot.end_time),
      ),
    );
    await waitFor(() => expect(result.current.flow.dialog.confirmed).toBeTruthy());
    const booked = result.current.flow.dialog.confirmed as Booking;

    await waitFor(() =>
      expect(result.current.wallet.data!.available_balance).toBe(before - booked.coin_cost),
    );
    const listed = () => {
      const bookings = result.current.mine.bookings;
      return bookings.status === 'success'
        ? bookings.data.find(({ id }) => id === booked.id)
        : undefined;
    };
    await waitFor(() => expect(listed()?.status).toBe('CONFIRMED'));

    act(() => result.current.mine.onConfirmCancel(listed()!));
    await waitFor(() => expect(result.current.wallet.data!.available_balance).toBe(before));
    await waitFor(() => expect(listed()?.status).toBe('CANCELLED'));
    await waitFor(() =>
      expect(
        result.current.history.data?.pages.flatMap((page) => page.results).map(({ id }) => id),
      ).toContain(booked.id),
    );
  });

  it('refreshes the wallet after a purchase', async () => {
    const { result } = await renderAppHook(
      () => ({
        purchase: useSubscriptionPurchase(),
        wallet: useAtomValue(walletQueryAtom),
        packages: useAtomValue(packagesQueryAtom),
      }),
      { as: 'member', path: '/subscriptions' },
    );
    await waitFor(() => expect(result.current.wallet.status).toBe('success'));
    await waitFor(() => expect(result.current.packages.status).toBe('success'));
    const before = result.current.wallet.data!.available_balance;
    const silver = result.current.packages.data!.find(
      ({ id }) => id === seed.packages.silver,
    ) as Package;

    act(() => result.current.purchase.onSelectPackage(silver));
    act(() => result.current.purchase.onConfirmPurchase(silver));
    await waitFor(() => expect(result.current.purchase.result?.kind).toBe('success'));
    await waitFor(() =>
      expect(result.current.wallet.data!.available_balance).toBe(before + silver.coins),
    );
  });
});

describe('what a session keeps', () => {
  it('shows the next member nothing of the last, not even for a moment', async () => {
    const seen: number[][] = [];
    const { result, store } = await renderAppHook(
      () => {
        const props = useMyBookings();
        if (props.bookings.status === 'success') seen.push(props.bookings.data.map(({ id }) => id));
        return props;
      },
      { as: 'member' },
    );
    const token = await api.loginAs('member');
    const history = (await api.get('/bookings/history/', { token })).data as {
      results: { id: number }[];
    };
    const pastIds = history.results.map(({ id }) => id);
    expect(pastIds.length).toBeGreaterThan(0);
    act(() => result.current.onTabChange?.('past'));
    // The past tab shows the member's history.
    await waitFor(() => expect(seen.at(-1)).toEqual(expect.arrayContaining(pastIds)));
    const firstMembers = new Set(seen.at(-1));

    // The next member's history is slow to come, so whatever the cache still held would show.
    server.use(
      http.get('*/api/v1/bookings/history/', async () => {
        await delay(300);
      }),
    );
    seen.length = 0;
    await act(async () => {
      await store.set(logoutAtom);
    });
    await signInAs(store, OTHER_MEMBER);
    act(() => result.current.onTabChange?.('past'));
    await waitFor(() => expect(result.current.bookings.status).toBe('success'));
    await act(async () => {
      await delay(500);
    });
    expect(seen.length).toBeGreaterThan(0);
    for (const ids of seen) expect(ids.filter((id) => firstMembers.has(id))).toEqual([]);
  });
});
