/**
 * SPEC §9 holds for every query of the app: retried once, never refetched on window focus, fresh
 * for 5 minutes. Every query atom that app/api exports is mounted here, signed in as the admin
 * (who may read all of them), against a server that has gone down.
 */
import { act, waitFor } from '@testing-library/react';
import { useAtomValue, type Atom } from 'jotai';
import { HttpResponse, delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_REVENUE_PERIOD, QUERY_DEFAULTS } from '@domain';
import { offeredFeaturesAtom } from '@app/api/capabilities';
import * as accounts from '@app/api/staff/accounts';
import * as admin from '@app/api/staff/figures';
import * as bookings from '@app/api/bookings/flows';
import * as locations from '@app/api/locations/venues';
import * as myBookings from '@app/api/bookings/mine';
import * as bookingStats from '@app/api/bookings/stats';
import * as notifications from '@app/api/notifications/list';
import * as staff from '@app/api/staff/members';
import * as staffSchedule from '@app/api/locations/staffSchedule';
import * as subscriptions from '@app/api/subscriptions';
import * as unreadCount from '@app/api/notifications/unreadCount';
import * as waitlist from '@app/api/bookings/waitlist';
import type { AppStore } from '@app/state/store';
import { createBooking, createSession } from '@mocks/factories';
import { renderAppHook, setupAppTests, startTestApp } from './renderApp';

const { server, seed } = setupAppTests();

const day = '2026-01-16';
const slots = { locationId: 1, date: day, courtId: 1, durationHours: 1 };
const range = { location_id: 1, court_id: 1, date: day, start_time: '10:00', end_time: '11:00' };

// The admin's own booking, so that the admin may ask what moving it would cost.
let adminBookingId = 0;
// A session for the shared-link query to read.
let sharedSessionId = 0;
beforeEach(async () => {
  adminBookingId = (await createBooking({ user_id: seed.users.admin, coin_cost: 0 })).id;
  sharedSessionId = (await createSession()).id;
});

/** Every query of the app, named as app/api exports it; factories get what they would ask. */
function everyQuery(): Record<string, Atom<{ status: string }>> {
  const venueDay = { locationId: seed.locations.lekki, date: day };
  return {
    myBookingsQueryAtom: myBookings.myBookingsQueryAtom,
    bookingStatsQueryAtom: bookingStats.bookingStatsQueryAtom,
    bookingDetailQueryAtom: myBookings.bookingDetailQueryAtom(1),
    bookingHistoryQueryAtom: myBookings.bookingHistoryQueryAtom(true),
    availableSlotsQueryAtom: bookings.availableSlotsQueryAtom(slots),
    quoteQueryAtom: bookings.quoteQueryAtom(range),
    dailyScheduleQueryAtom: bookings.dailyScheduleQueryAtom(venueDay),
    rescheduleQuoteQueryAtom: bookings.rescheduleQuoteQueryAtom({
      bookingId: adminBookingId,
      body: range,
    }),
    walletQueryAtom: subscriptions.walletQueryAtom,
    transactionsQueryAtom: subscriptions.transactionsQueryAtom({ type: null, page: 1 }),
    packagesQueryAtom: subscriptions.packagesQueryAtom,
    locationsQueryAtom: locations.locationsQueryAtom,
    venueCourtsQueryAtom: locations.venueCourtsQueryAtom(seed.locations.yaba),
    locationDetailQueryAtom: locations.locationDetailQueryAtom(seed.locations.lekki),
    sessionAvailabilityQueryAtom: locations.sessionAvailabilityQueryAtom(venueDay),
    availableSessionsQueryAtom: locations.availableSessionsQueryAtom,
    sessionDaysQueryAtom: locations.sessionDaysQueryAtom([venueDay]),
    nearbyQueryAtom: locations.nearbyQueryAtom({ latitude: 6.45, longitude: 3.4 }),
    pendingApprovalsQueryAtom: accounts.pendingApprovalsQueryAtom,
    usersQueryAtom: accounts.usersQueryAtom(accounts.FIRST_USER_PAGE),
    adminStatsQueryAtom: admin.adminStatsQueryAtom,
    revenueQueryAtom: admin.revenueQueryAtom(DEFAULT_REVENUE_PERIOD),
    memberQueryAtom: staff.memberQueryAtom(seed.users.member),
    auditQueryAtom: staff.auditQueryAtom(staff.FIRST_AUDIT_PAGE),
    staffSessionsQueryAtom: staffSchedule.staffSessionsQueryAtom(venueDay),
    closuresQueryAtom: staffSchedule.closuresQueryAtom(venueDay),
    locationStatsQueryAtom: admin.locationStatsQueryAtom,
    packageSalesQueryAtom: admin.packageSalesQueryAtom,
    systemHealthQueryAtom: admin.systemHealthQueryAtom,
    notificationsQueryAtom: notifications.notificationsQueryAtom(1),
    preferencesQueryAtom: notifications.preferencesQueryAtom,
    unreadCountQueryAtom: unreadCount.unreadCountQueryAtom,
    calendarFeedQueryAtom: bookings.calendarFeedQueryAtom,
    sharedSessionQueryAtom: locations.sharedSessionQueryAtom(sharedSessionId),
    waitlistQueryAtom: waitlist.waitlistQueryAtom,
  };
}

/** Mounts every query in one component, on an admin's store. */
async function mountEveryQuery(store?: AppStore) {
  const running = store ?? (await startTestApp('admin'));
  const queries = everyQuery();
  const view = await renderAppHook(
    () =>
      Object.entries(queries).map(([name, query]) => ({
        name,
        status: useAtomValue(query).status,
      })),
    { store: running },
  );
  const statuses = () => view.result.current;
  return { store: running, statuses, unmount: view.unmount };
}

/** Counts the requests per path from now on; `answer` decides what the server says. */
function countRequests(answer?: () => Response) {
  const asked = new Map<string, number>();
  server.use(
    http.all('*/api/v1/*', ({ request }) => {
      const path = new URL(request.url).pathname;
      asked.set(path, (asked.get(path) ?? 0) + 1);
      return answer?.();
    }),
  );
  return asked;
}

const allIn = (status: string) => (statuses: { name: string; status: string }[]) =>
  expect(statuses.filter((query) => query.status !== status)).toEqual([]);

describe('SPEC §9 query defaults', () => {
  it('cover every query atom that app/api exports', () => {
    const exported = [
      accounts,
      admin,
      bookings,
      locations,
      myBookings,
      bookingStats,
      notifications,
      staff,
      staffSchedule,
      subscriptions,
      unreadCount,
      waitlist,
    ].flatMap((module) => Object.keys(module).filter((name) => name.endsWith('QueryAtom')));
    expect(Object.keys(everyQuery()).sort()).toEqual(exported.sort());
  });

  it('ask a failing server once more, then show the failure', async () => {
    const store = await startTestApp('admin');
    // The sign-in said what the server offers before it went down: the extensions are asked too.
    await waitFor(() => expect(store.get(offeredFeaturesAtom)?.size).toBeGreaterThan(0));
    const asked = countRequests(() =>
      HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
    );
    const { statuses } = await mountEveryQuery(store);
    await waitFor(() => allIn('error')(statuses()), { timeout: 6000 });
    expect(asked.size).toBe(Object.keys(everyQuery()).length);
    for (const [path, count] of asked) {
      expect({ path, count }).toEqual({ path, count: 1 + QUERY_DEFAULTS.retry });
    }
  });

  it('are not asked again when the window regains focus, and stay fresh when shown again', async () => {
    const { store, statuses, unmount } = await mountEveryQuery();
    await waitFor(() => allIn('success')(statuses()), { timeout: 6000 });
    const asked = countRequests();

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => delay(300));
    expect([...asked.keys()]).toEqual([]);

    // Another page shows the same data again: only availability (and a venue's day), which
    // changes under the member's feet, is asked for again.
    unmount();
    const again = await mountEveryQuery(store);
    await waitFor(() => allIn('success')(again.statuses()));
    await act(() => delay(300));
    expect([...asked.keys()].sort()).toEqual([
      '/api/v1/bookings/available-slots/',
      `/api/v1/bookings/bookings/${adminBookingId}/reschedule-quote/`,
      '/api/v1/bookings/check-availability/',
      `/api/v1/bookings/daily-schedule/${seed.locations.lekki}/`,
    ]);
  });
});
