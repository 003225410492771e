/**
 * The sessions view of /locations offers each card's action once it knows what the member holds:
 * a session they have joined never shows Join, and a queue they wait in never offers Join
 * waitlist, however late their bookings and waitlist arrive after the sessions. The whole app over
 * the real mock backend (tests/app/renderApp.tsx).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClientAtom } from '@app/api/sessionCache';
import { locationKeys } from '@app/api/queryKeys';
import type { AppStore } from '@app/state/store';
import { createSession } from '@mocks/factories';
import { TEST_NOW } from '@mocks/testing';
import { holdAnswers, renderApp, setupAppTests } from './renderApp';

const { api, server } = setupAppTests();

// The tab's code loads when it is first chosen: loaded here, the test waits for data alone.
beforeAll(() => import('@app/routes/GameSessionsPanel'), 60_000);

// The screen's clock reads the mock's pinned day, so the sessions made here have not started on
// it (a queue closes at the start); only Date is faked, timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * After the sessions are in the page's cache and every render they cause is drawn: the moment
 * the list would show them if it did not wait for the member's places.
 */
async function sessionsArrived(store: AppStore) {
  const client = store.get(queryClientAtom);
  await waitFor(
    () => expect(client.getQueryState(locationKeys.availableSessions)?.status).toBe('success'),
    { timeout: 10_000 },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const actionOf = (verb: string, title: string) =>
  screen.queryByRole('button', { name: new RegExp(`^${verb} ${title}, `) });

describe('the game sessions a member already holds', () => {
  it('show Leave, never Join, when their bookings arrive after the sessions', async () => {
    const title = 'Held place 5-a-side';
    const session = await createSession({ title });
    const token = await api.loginAs('member');
    const joined = await api.post('/bookings/sessions/{id}/join/', {
      token,
      params: { id: session.id },
    });
    expect(joined.status).toBe(201);
    const releaseBookings = holdAnswers(server, '/bookings/user-bookings/');

    const { store } = await renderApp('/locations?view=sessions', { as: 'member' });
    await sessionsArrived(store);
    // The sessions have come; the member's places have not: the list is still loading.
    expect(actionOf('Join', title)).not.toBeInTheDocument();
    expect(screen.getByText('Loading game sessions...')).toBeInTheDocument();

    releaseBookings();
    expect(
      await screen.findByRole(
        'button',
        { name: new RegExp(`^Leave ${title}, `) },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(actionOf('Join', title)).not.toBeInTheDocument();
  }, 30_000);

  it('show the member\'s place in a queue, never "Join waitlist", when the waitlist arrives late', async () => {
    const title = 'Queued 5-a-side';
    // Full with players signed up at the venue.
    const session = await createSession({ title, max_players: 2, offline_players: 2 });
    const token = await api.loginAs('member');
    expect(
      (
        await api.post('/bookings/sessions/{id}/waitlist/', {
          token,
          params: { id: session.id },
        })
      ).status,
    ).toBe(201);
    const releaseWaitlist = holdAnswers(server, '/bookings/waitlist/');

    const { store } = await renderApp('/locations?view=sessions', { as: 'member' });
    await sessionsArrived(store);
    expect(actionOf('Join waitlist for', title)).not.toBeInTheDocument();
    expect(screen.getByText('Loading game sessions...')).toBeInTheDocument();

    releaseWaitlist();
    expect(
      await screen.findByRole(
        'button',
        { name: new RegExp(`^Leave waitlist for ${title}, `) },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(actionOf('Join waitlist for', title)).not.toBeInTheDocument();
  }, 30_000);
});
