/**
 * Every mutating control is safe to double-click: a second call of an action
 * while the first is under way sends nothing, and a repeat of an action that already took effect
 * (the booking was cancelled, the place was taken) is reported as its success. Over the real mock
 * backend (tests/app/renderApp.tsx), counting what reaches it.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  isSessionJoinable,
  type Booking,
  type GameSession,
  type Package,
} from '@domain';
import { TEST_NOW } from '@mocks/testing';
import { packagesQueryAtom } from '@app/api/subscriptions';
import { useAddressParams } from '@app/routes/useAddressParams';
import { useGameSessions } from '@app/routes/useGameSessions';
import { useJoinAddress } from '@app/routes/joinAddress';
import { useAdminOverview } from '@app/routes/useAdminOverview';
import { useMyBookings } from '@app/routes/useMyBookings';
import { useSubscriptionPurchase } from '@app/routes/useSubscriptionPurchase';
import {
  fillSignInForm,
  loseNextAnswer,
  renderApp,
  renderAppHook,
  setupAppTests,
  startTestApp,
} from './renderApp';

const { api, seed, server } = setupAppTests();

/** Counts the POSTs to `path` that reach the mock; each still gets the mock's own answer. */
function countPosts(path: string): { readonly count: number } {
  const seen = { count: 0 };
  server.use(
    http.post(`*/api/v1${path}`, () => {
      seen.count += 1;
      return undefined;
    }),
  );
  return seen;
}

async function myBookings() {
  const view = await renderAppHook(() => useMyBookings(), { as: 'member', path: '/bookings' });
  await waitFor(() => expect(view.result.current.bookings.status).toBe('success'));
  const { bookings } = view.result.current;
  const booking = (bookings.status === 'success' ? bookings.data : []).find(
    (candidate) => candidate.session_id === null && canCancel(candidate, TEST_NOW),
  );
  if (!booking) throw new Error('The member has no booking to cancel');
  return { ...view, booking };
}

function statusOf(current: ReturnType<typeof useMyBookings>, booking: Booking) {
  const { bookings } = current;
  return bookings.status === 'success'
    ? bookings.data.find(({ id }) => id === booking.id)?.status
    : undefined;
}

describe('cancelling a booking', () => {
  it('sends one cancellation for a double click, and reports it cancelled', async () => {
    const posts = countPosts('/bookings/bookings/:id/cancel/');
    const { result, booking } = await myBookings();
    act(() => result.current.onCancel(booking));
    act(() => {
      result.current.onConfirmCancel(booking);
      result.current.onConfirmCancel(booking);
    });
    await waitFor(() => expect(statusOf(result.current, booking)).toBe('CANCELLED'));
    await waitFor(() => expect(result.current.cancelling).toBe(false));
    expect(result.current.cancelError).toBeNull();
    expect(result.current.cancelBooking).toBeNull();
    expect(posts.count).toBe(1);
  });

  it('reports a booking already cancelled elsewhere as cancelled, not as a failure', async () => {
    const { result, booking } = await myBookings();
    // The member's other tab cancelled it a moment ago.
    const token = await api.loginAs('member');
    const first = await api.post('/bookings/bookings/{id}/cancel/', {
      token,
      params: { id: booking.id },
      body: { reason: 'Cancelled by user' },
    });
    expect(first.status).toBe(200);

    act(() => result.current.onCancel(booking));
    act(() => result.current.onConfirmCancel(booking));
    await waitFor(() => expect(result.current.cancelBooking).toBeNull());
    expect(result.current.cancelError).toBeNull();
    await waitFor(() => expect(statusOf(result.current, booking)).toBe('CANCELLED'));
  });

  it('sends a cancellation again when its answer is lost, and reports it cancelled', async () => {
    const posts = countPosts('/bookings/bookings/:id/cancel/');
    loseNextAnswer(server, 'post', '/bookings/bookings/:id/cancel/');
    const { result, booking } = await myBookings();
    act(() => result.current.onCancel(booking));
    act(() => result.current.onConfirmCancel(booking));
    await waitFor(() => expect(result.current.cancelBooking).toBeNull(), { timeout: 10_000 });
    expect(result.current.cancelError).toBeNull();
    await waitFor(() => expect(statusOf(result.current, booking)).toBe('CANCELLED'));
    expect(posts.count).toBe(2);
  });
});

/** The sessions as their tab runs them, the join confirmation kept in the address. */
function useSessionsTab() {
  const [params, setParams] = useAddressParams();
  return useGameSessions(useJoinAddress(params, setParams));
}

async function gameSessions() {
  const view = await renderAppHook(() => useSessionsTab(), {
    as: 'member',
    path: '/locations?view=sessions',
  });
  await waitFor(() => expect(view.result.current.sessions.status).toBe('success'));
  const { sessions, joinedSessionIds } = view.result.current;
  const session = (sessions.status === 'success' ? sessions.data : []).find(
    (candidate: GameSession) =>
      isSessionJoinable(candidate) && !joinedSessionIds.includes(candidate.id),
  );
  if (!session) throw new Error('No session to join');
  return { ...view, session };
}

describe('joining a game session', () => {
  it('sends one join for a double click, and reports the place taken', async () => {
    const posts = countPosts('/bookings/sessions/:id/join/');
    const { result, session } = await gameSessions();
    act(() => result.current.onJoinSession(session));
    act(() => {
      result.current.joinDialog.onConfirm(session);
      result.current.joinDialog.onConfirm(session);
    });
    await waitFor(() => expect(result.current.joinedSessionIds).toContain(session.id));
    await waitFor(() => expect(result.current.busySessionId).toBeNull());
    expect(result.current.joinDialog.error).toBeNull();
    expect(result.current.joinDialog.session).toBeNull();
    expect(posts.count).toBe(1);
  });

  it('reports a place already taken (already_joined) as joined, not as a failure', async () => {
    const { result, session } = await gameSessions();
    const token = await api.loginAs('member');
    const first = await api.post('/bookings/sessions/{id}/join/', {
      token,
      params: { id: session.id },
    });
    expect(first.status).toBe(201);

    act(() => result.current.onJoinSession(session));
    act(() => result.current.joinDialog.onConfirm(session));
    await waitFor(() => expect(result.current.joinedSessionIds).toContain(session.id));
    await waitFor(() => expect(result.current.busySessionId).toBeNull());
    expect(result.current.joinDialog.error).toBeNull();
    expect(result.current.joinDialog.session).toBeNull();
  });
});

describe('buying a package', () => {
  it('sends one purchase for a double click', async () => {
    const posts = countPosts('/subscriptions/purchase/');
    const { result } = await renderAppHook(
      () => ({ purchase: useSubscriptionPurchase(), packages: useAtomValue(packagesQueryAtom) }),
      { as: 'member', path: '/subscriptions' },
    );
    await waitFor(() => expect(result.current.packages.status).toBe('success'));
    const silver = result.current.packages.data!.find(
      ({ id }) => id === seed.packages.silver,
    ) as Package;
    act(() => result.current.purchase.onSelectPackage(silver));
    act(() => {
      result.current.purchase.onConfirmPurchase(silver);
      result.current.purchase.onConfirmPurchase(silver);
    });
    await waitFor(() => expect(result.current.purchase.result?.kind).toBe('success'));
    expect(posts.count).toBe(1);
  });
});

describe('deciding on an application', () => {
  it('sends one approval for a double click', async () => {
    const posts = { count: 0 };
    server.use(
      http.post('*/api/v1/auth/approval/:id/approve/', () => {
        posts.count += 1;
        return undefined;
      }),
      http.post('*/api/v1/accounts/approve-user/', () => {
        posts.count += 1;
        return undefined;
      }),
    );
    const store = await startTestApp('admin');
    const { result } = await renderAppHook(() => useAdminOverview(true), { store });
    await waitFor(() => expect(result.current.pendingApprovals.status).toBe('success'));
    const { pendingApprovals } = result.current;
    const applicant = pendingApprovals.status === 'success' ? pendingApprovals.data[0] : undefined;
    if (!applicant) throw new Error('No pending application');
    act(() => {
      result.current.onApprove(applicant);
      result.current.onApprove(applicant);
    });
    await waitFor(() => expect(result.current.approvalNotice?.kind).toBe('success'));
    expect(posts.count).toBe(1);
  });
});

describe('a form sent by a double click', () => {
  it('signs in with one request for two clicks before the page shows it busy', async () => {
    const posts = countPosts('/auth/login/');
    await renderApp('/login');
    const user = userEvent.setup();
    const signIn = await fillSignInForm(user);
    // Both clicks land before React renders the first one's busy state (a slow phone).
    act(() => {
      fireEvent.click(signIn);
      fireEvent.click(signIn);
    });
    await waitFor(() => expect(window.location.pathname).not.toBe('/login'));
    expect(posts.count).toBe(1);
  }, 20_000);
});
