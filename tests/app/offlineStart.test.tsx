/**
 * Opening the app with a stored session when the start-up check of it gets no answer (offline, a
 * timeout) or a server error: the member stays signed in as this browser knew them. Only the
 * server's refusal of the token signs them out (docs/offline.md).
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionAtom } from '@app/state/session';
import { startTestApp, setupAppTests } from './renderApp';

const { server } = setupAppTests();

/** A member signed in on an earlier visit: their token and user are in this browser. */
async function storedSession(): Promise<void> {
  const store = await startTestApp('member');
  expect(store.get(sessionAtom).isAuthenticated).toBe(true);
}

describe('the start-up check of a stored session', () => {
  it('keeps the member signed in when the check gets no answer', async () => {
    await storedSession();
    server.use(http.get('*/api/v1/auth/me/', () => HttpResponse.error()));
    const store = await startTestApp();
    expect(store.get(sessionAtom)).toMatchObject({
      isAuthenticated: true,
      isInitialized: true,
      user: { email: 'member@pitchside.ng' },
    });
  });

  it('keeps the member signed in when the server fails', async () => {
    await storedSession();
    server.use(
      http.get('*/api/v1/auth/me/', () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }),
      ),
    );
    const store = await startTestApp();
    expect(store.get(sessionAtom).isAuthenticated).toBe(true);
  });

  it('signs the member out when the server refuses the token', async () => {
    await storedSession();
    server.use(
      http.get('*/api/v1/auth/me/', () =>
        HttpResponse.json({ success: false, message: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const store = await startTestApp();
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: false, isInitialized: true });
  });
});
