/**
 * The sessions view of /locations over the real mock backend (tests/app/renderApp.tsx): a
 * session the member holds a place in stays listed once it is full, so they can still leave it,
 * even from a server whose joinable list leaves full sessions out.
 */
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useGameSessions } from '@app/routes/useGameSessions';
import { createSession } from '@mocks/factories';
import { renderAppHook, setupAppTests } from './renderApp';

const { api, server } = setupAppTests();

describe("the member's own full session", () => {
  it('is listed with the joinable ones, as joined', async () => {
    const session = await createSession({ max_players: 1 });
    const token = await api.loginAs('member');
    const joined = await api.post('/bookings/sessions/{id}/join/', {
      token,
      params: { id: session.id },
    });
    expect(joined.status).toBe(201);
    // A joinable list without full sessions (the server's own `include_full` ignored).
    const joinable = (await api.get('/locations/available-sessions/', { token })).data;
    expect(joinable.map(({ id }) => id)).not.toContain(session.id);
    server.use(
      http.get('*/api/v1/locations/available-sessions/', () =>
        HttpResponse.json({ success: true, data: joinable }),
      ),
    );

    const { result } = await renderAppHook(
      () => useGameSessions({ sessionId: null, open: () => undefined, close: () => undefined }),
      { as: 'member' },
    );
    await waitFor(
      () => {
        const { sessions, joinedSessionIds } = result.current;
        expect(joinedSessionIds).toContain(session.id);
        expect(sessions.status === 'success' && sessions.data.map(({ id }) => id)).toContain(
          session.id,
        );
      },
      { timeout: 10_000 },
    );
  }, 30_000);
});
