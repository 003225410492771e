/**
 * The saved copy of a member's data between visits (docs/offline.md), over the real mock backend
 * and this browser's IndexedDB: the next visit paints what the member saw last before the server
 * answers, says how old it is and refreshes it; the copy is the member's alone, and goes with
 * their session (logout, any 401, a password change); another build never reads it.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createStore, update } from 'idb-keyval';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SAVED_DATA_MESSAGES, SCREEN_MESSAGES, type Booking } from '@domain';
import { TEST_NOW } from '@mocks/testing';
import { logoutAtom } from '@app/api/auth';
import { changePasswordAtom } from '@app/api/profile';
import { adminKeys, bookingKeys } from '@app/api/queryKeys';
import {
  SAVED_COPY_MAX_AGE,
  SAVED_COPY_WAIT_MS,
  readSavedCopy,
  type SavedCopy,
} from '@app/api/savedCopy';
import { cacheStartedAt, queryClientAtom, type QueryKey } from '@app/api/sessionCache';
import { SAVED_NOTE_AFTER_MS } from '@app/routes/useSavedAt';
import { sessionAtom, tokenAtom } from '@app/state/session';
import type { AppStore } from '@app/state/store';
import { DEMO_PASSWORD } from '@mocks/demoAccounts';
import { renderApp, setupAppTests, signInAs, startTestApp } from './renderApp';

const { server, api } = setupAppTests();

const OTHER_MEMBER = { email: 'kelechi.obi@example.com' };
const MINUTE = 60 * 1000;

// The screen's clock reads the mock's pinned day, so the seed's bookings are upcoming on it; only
// Date is faked (and moved on between visits), timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const userIdOf = (store: AppStore) => store.get(sessionAtom).user?.id ?? -1;
const keysOf = (copy: SavedCopy | null): QueryKey[] =>
  copy?.queries.queries.map(({ queryKey }) => queryKey) ?? [];

/** The seed's bookings of the demo member, as the server lists them. */
async function memberBookings(): Promise<Booking[]> {
  const token = await api.loginAs('member');
  return (await api.get('/bookings/user-bookings/', { token })).data as Booking[];
}

/** Until the member's bookings are in `store`'s cache. */
async function bookingsIn(store: AppStore): Promise<void> {
  await waitFor(
    () =>
      expect(store.get(queryClientAtom).getQueryState(bookingKeys.mine)?.status).toBe('success'),
    { timeout: 10_000 },
  );
}

/** Until this user's saved copy holds their bookings. */
async function bookingsSaved(userId: number): Promise<void> {
  await expect
    .poll(async () => keysOf(await readSavedCopy(userId)), { timeout: 10_000 })
    .toContainEqual(bookingKeys.mine);
}

/**
 * One visit to `path` signed in as the member, until the page's data is saved: with `leaving`,
 * the member closes the page once the bookings are in (which saves them at once); otherwise the
 * page stays open until the copy is written. Then it closes.
 */
async function visitOnce(path = '/bookings', { leaving = true } = {}): Promise<number> {
  const { store } = await renderApp(path, { as: 'member' });
  const userId = userIdOf(store);
  if (leaving) {
    await bookingsIn(store);
    window.dispatchEvent(new Event('pagehide'));
  }
  await bookingsSaved(userId);
  cleanup();
  return userId;
}

/** Counts the requests for the member's bookings from now on. */
function countBookingRequests(): () => number {
  let count = 0;
  const counted = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/bookings/user-bookings/')) count += 1;
  };
  server.events.on('request:start', counted);
  return () => count;
}

describe("the next visit to a member's page", () => {
  it('paints the bookings they saw last before the server answers, and says how old they are', async () => {
    const [first] = await memberBookings();
    await visitOnce();
    vi.setSystemTime(TEST_NOW.getTime() + 10 * MINUTE);
    // The server never answers the bookings this time: whatever shows comes from the copy.
    server.use(http.get('*/api/v1/bookings/user-bookings/', () => delay('infinite')));

    const store = await startTestApp();
    // The guards open once the start-up is over: the copy is in the cache by then.
    expect(store.get(queryClientAtom).getQueryData(bookingKeys.mine)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first?.id })]),
    );
    await renderApp('/bookings', { store });
    expect(
      await screen.findAllByText(first!.booking_reference, {}, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    // The refresh never lands: once it is overdue, the page says the bookings are saved ones.
    const note = await screen.findByText(SAVED_DATA_MESSAGES.shown('09:30'), undefined, {
      timeout: SAVED_NOTE_AFTER_MS + 5_000,
    });
    expect(note).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Loading bookings...')).toBeNull();
  }, 30_000);

  it('does not flash the note when the refresh lands promptly: the page moves only for new data', async () => {
    const [first] = await memberBookings();
    await visitOnce();
    vi.setSystemTime(TEST_NOW.getTime() + 10 * MINUTE);
    server.use(
      // The server answers as usual, a moment later (a handler that returns nothing hands on).
      http.get('*/api/v1/bookings/user-bookings/', async () => {
        await delay(300);
      }),
    );
    const notes: string[] = [];
    const watch = new MutationObserver(() => {
      const note = document.querySelector('[data-saved-data]');
      if (note) notes.push(note.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    onTestFinished(() => watch.disconnect());

    const { store } = await renderApp('/bookings', { store: await startTestApp() });
    expect(
      await screen.findAllByText(first!.booking_reference, {}, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    await waitFor(
      () =>
        expect(
          store.get(queryClientAtom).getQueryState(bookingKeys.mine)?.dataUpdatedAt,
        ).toBeGreaterThanOrEqual(cacheStartedAt(store.get(queryClientAtom))),
      { timeout: 10_000 },
    );
    // Past the moment a slow refresh would be told, the note has not appeared at all.
    await new Promise((resolve) => setTimeout(resolve, SAVED_NOTE_AFTER_MS + 200));
    expect(notes).toEqual([]);
  }, 30_000);

  it('counts what it restored as stale: asks again at once, and drops the note with the answer', async () => {
    // The page stays open this time: the copy is written a moment after the answers, unprompted.
    await visitOnce('/bookings', { leaving: false });
    // A minute later: within the five minutes a fetched answer stays fresh, yet it is asked again.
    vi.setSystemTime(TEST_NOW.getTime() + MINUTE);
    const requests = countBookingRequests();
    await renderApp('/bookings', { store: await startTestApp() });
    await waitFor(() => expect(requests()).toBe(1), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText(SAVED_DATA_MESSAGES.shown('09:30'))).toBeNull());
    expect(screen.queryByRole('status', { name: /showing saved data/ })).toBeNull();
  }, 30_000);

  it('keeps showing the saved bookings, marked, when the refresh fails', async () => {
    const [first] = await memberBookings();
    await visitOnce();
    vi.setSystemTime(TEST_NOW.getTime() + 10 * MINUTE);
    server.use(
      http.get('*/api/v1/bookings/user-bookings/', () =>
        HttpResponse.json({ success: false, message: 'Down for a moment' }, { status: 503 }),
      ),
    );
    const requests = countBookingRequests();
    const { store } = await renderApp('/bookings', { store: await startTestApp() });
    // Asked, retried once (SPEC §9), failed: the copy stays, and so does the note.
    await waitFor(
      () =>
        expect(store.get(queryClientAtom).getQueryState(bookingKeys.mine)?.status).toBe('error'),
      { timeout: 10_000 },
    );
    expect(requests()).toBe(2);
    // The screen draws the failure as a transition: the failure it would have shown in place of
    // the bookings is given the time to appear, and never does.
    await expect(
      screen.findByText(SCREEN_MESSAGES.bookings.loadFailed, {}, { timeout: 2000 }),
    ).rejects.toThrow();
    expect(screen.getAllByText(first!.booking_reference)).not.toHaveLength(0);
    // The failure is drawn in a transition too, which a busy machine may draw late.
    expect(await screen.findByText(SAVED_DATA_MESSAGES.shown('09:30'))).toBeVisible();
  }, 30_000);
});

describe('a browser whose storage does not answer', () => {
  it('opens the page from the server once the wait for the copy is over', async () => {
    const [first] = await memberBookings();
    await visitOnce();
    // Reads from IndexedDB never finish, as when a browser's storage is stuck.
    const stuck = vi
      .spyOn(IDBObjectStore.prototype, 'get')
      .mockImplementation(() => ({}) as IDBRequest);
    onTestFinished(() => stuck.mockRestore());
    const opened = performance.now();
    const { store } = await renderApp('/bookings', { store: await startTestApp() });
    expect(performance.now() - opened).toBeGreaterThanOrEqual(SAVED_COPY_WAIT_MS - 50);
    expect(
      await screen.findAllByText(first!.booking_reference, {}, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    expect(store.get(queryClientAtom).getQueryState(bookingKeys.mine)?.status).toBe('success');
    expect(screen.queryByText(SAVED_DATA_MESSAGES.shown('09:30'))).toBeNull();
  }, 30_000);
});

describe('when the saved copy is written', () => {
  it('is written at once when the member leaves the page before it was due, though nothing of the page runs again', async () => {
    const { store } = await renderApp('/bookings', { as: 'member' });
    const userId = userIdOf(store);
    await bookingsIn(store);
    // The member switches to another app before the copy was due: the page is hidden…
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'visibilityState');
    });
    document.dispatchEvent(new Event('visibilitychange'));
    // …and, as when the browser discards a hidden page, nothing of it runs again.
    store.set(tokenAtom, null);
    cleanup();
    await bookingsSaved(userId);
  }, 30_000);
});

describe('whose the saved copy is', () => {
  it("is never restored into another member's session on the same browser", async () => {
    const mine = await memberBookings();
    const memberId = await visitOnce();
    // The member's token is lost without a logout (their copy stays); someone else signs in.
    localStorage.clear();
    server.use(http.get('*/api/v1/bookings/user-bookings/', () => delay('infinite')));
    const { store } = await renderApp('/bookings', {
      store: await startTestApp().then(async (store) => {
        await signInAs(store, OTHER_MEMBER);
        return store;
      }),
    });
    await screen.findByText('Loading bookings...', {}, { timeout: 10_000 });
    expect(store.get(queryClientAtom).getQueryData(bookingKeys.mine)).toBeUndefined();
    for (const booking of mine) expect(screen.queryByText(booking.booking_reference)).toBeNull();
    cleanup();

    // Their next visit, from their own stored session, restores nothing of the first member's.
    const next = await startTestApp();
    expect(userIdOf(next)).not.toBe(memberId);
    expect(next.get(queryClientAtom).getQueryData(bookingKeys.mine)).toBeUndefined();
    // The first member's copy is still there: what kept it from the other member is its owner.
    expect(keysOf(await readSavedCopy(memberId))).toContainEqual(bookingKeys.mine);
  }, 30_000);

  it.each([
    ['a logout', (store: AppStore) => store.set(logoutAtom)],
    [
      'a password change',
      (store: AppStore) =>
        store.set(changePasswordAtom, {
          current_password: DEMO_PASSWORD,
          new_password: 'Another#Pass2026',
          new_password_confirm: 'Another#Pass2026',
        }),
    ],
  ])(
    'is deleted on %s',
    async (_, end) => {
      const memberId = await visitOnce();
      const store = await startTestApp();
      await act(async () => {
        await end(store);
      });
      await expect.poll(() => readSavedCopy(memberId)).toBeNull();
      expect(store.get(sessionAtom).isAuthenticated).toBe(false);
    },
    30_000,
  );

  it('is deleted on a 401 from any call, and the page shows none of it', async () => {
    const memberId = await visitOnce();
    server.use(
      http.get('*/api/v1/bookings/user-bookings/', () =>
        HttpResponse.json({ success: false, message: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const { store } = await renderApp('/bookings', { store: await startTestApp() });
    await waitFor(() => expect(store.get(sessionAtom).isAuthenticated).toBe(false), {
      timeout: 10_000,
    });
    await expect.poll(() => readSavedCopy(memberId)).toBeNull();
    expect(store.get(queryClientAtom).getQueryData(bookingKeys.mine)).toBeUndefined();
  }, 30_000);

  it('is not restored when the start-up check is refused', async () => {
    const memberId = await visitOnce();
    server.use(
      http.get('*/api/v1/auth/me/', () =>
        HttpResponse.json({ success: false, message: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const store = await startTestApp();
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
    expect(store.get(queryClientAtom).getQueryData(bookingKeys.mine)).toBeUndefined();
    await expect.poll(() => readSavedCopy(memberId)).toBeNull();
  });
});

describe('what the saved copy holds', () => {
  it('never a mutation, a failure or what only staff see', async () => {
    const { store } = await renderApp('/dashboard?tab=admin', { as: 'admin' });
    // The admin figures are in this session's cache, answered.
    const adminAnswers = () =>
      store
        .get(queryClientAtom)
        .getQueryCache()
        .findAll({ queryKey: adminKeys.all })
        .filter((query) => query.state.status === 'success').length;
    await expect.poll(adminAnswers, { timeout: 10_000 }).toBeGreaterThan(0);
    cleanup();
    await renderApp('/bookings', { store });
    const adminId = userIdOf(store);
    await expect
      .poll(async () => keysOf(await readSavedCopy(adminId)), { timeout: 10_000 })
      .toContainEqual(bookingKeys.mine);
    const copy = await readSavedCopy(adminId);
    expect(copy?.queries.mutations).toEqual([]);
    for (const { queryKey, state } of copy?.queries.queries ?? []) {
      expect(['bookings', 'subscriptions', 'locations']).toContain(queryKey[0]);
      expect(state.status).toBe('success');
    }
  }, 30_000);

  it('is not read by another build, nor once it is older than its maximum age', async () => {
    const memberId = await visitOnce();
    const copy = await readSavedCopy(memberId);
    expect(copy).not.toBeNull();
    expect(await readSavedCopy(memberId, copy!.savedAt + SAVED_COPY_MAX_AGE + 1)).toBeNull();

    await visitOnce();
    // The same record, as an older deployment would have written it.
    await update<SavedCopy>(
      `user:${memberId}`,
      (saved) => ({ ...saved!, build: 'an-older-build' }),
      createStore('pitchside', 'saved-copies'),
    );
    const store = await startTestApp();
    expect(store.get(queryClientAtom).getQueryData(bookingKeys.mine)).toBeUndefined();
    expect(await readSavedCopy(memberId)).toBeNull();
  }, 30_000);
});
