/**
 * The app over the real mock backend, for tests of the hook and container layer (as
 * bulletproof-react's testing/test-utils.tsx): msw's Node runtime of mocks/ answers the app's own
 * axios client, on a freshly seeded database at the pinned clock (TEST_NOW), with a fresh store
 * started by the app's own start-up (`startApp`) for every test, in a browser that has kept
 * nothing (no session, no saved copy of anyone's data).
 *
 *   setupAppTests();
 *   it('…', async () => {
 *     const { result, store } = await renderAppHook(() => useMyBookings(), { as: 'member' });
 *     await renderApp('/bookings', { as: 'member' });
 *   });
 */
import { act, render, renderHook, screen, type RenderHookResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { afterAll, beforeEach } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from '@mocks/demoAccounts';
import type { MockProfile } from '@mocks/profile';
import { setupMockApi, type MockApi } from '@mocks/testing';
import { LinkProvider } from '@ui/Navigation/AppLink';
import { loginAtom } from '@app/api/auth';
import { App, AppProviders } from '@app/App';
import { clearSavedCopies } from '@app/api/savedCopy';
import { sessionReadyAtom, tokenAtom } from '@app/state/session';
import { startApp } from '@app/startApp';
import type { AppStore } from '@app/state/store';

export type SignedInRole = Exclude<DemoRole, 'pending'>;

/** The stores this file's tests started. */
const started: AppStore[] = [];

/**
 * The mock API for this file (fresh seed and pinned clock before each test), and a clean browser;
 * `profile: 'spec'` serves SPEC §7's operations alone, as a backend without our extensions.
 */
export function setupAppTests(options: { profile?: MockProfile } = {}): MockApi {
  const mock = setupMockApi(options);
  // The last test's sessions end (their caches stop saving, nothing polls), so none writes into
  // this browser or asks the next test's server: nor, once the file is over, the next file's.
  const endSessions = () => {
    for (const store of started.splice(0)) store.set(tokenAtom, null);
  };
  afterAll(endSessions);
  beforeEach(async () => {
    endSessions();
    localStorage.clear();
    await clearSavedCopies();
    window.history.replaceState(null, '', '/');
  });
  return mock;
}

/**
 * Holds every answer to a GET of `path` (e.g. '/bookings/waitlist/') until the returned function
 * is called; the mock answers them then.
 */
export function holdAnswers(server: MockApi['server'], path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`*/api/v1${path}`, async () => {
      await held;
      // On to the mock's own handler.
      return undefined;
    }),
  );
  return () => release();
}

/**
 * Loses the answer to the next POST or DELETE of `path` (e.g. '/bookings/sessions/:id/join/') on
 * its way back: the mock does what was asked, and the app sees the connection drop.
 */
export function loseNextAnswer(
  server: MockApi['server'],
  method: 'post' | 'delete',
  path: string,
): void {
  server.use(
    http[method](
      `*/api/v1${path}`,
      async ({ request }) => {
        // Once this handler is used, the request goes on to the mock's own.
        const done = await fetch(request);
        if (!done.ok) throw new Error(`The mock did not do ${method} ${path}: ${done.status}`);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

/** The demo member's available coins, as the server counts them now. */
export async function memberBalance(api: MockApi['api']): Promise<number> {
  const token = await api.loginAs('member');
  const wallet = await api.get('/subscriptions/wallet/', { token });
  return (wallet.data as { available_balance: number }).available_balance;
}

/** The app as it starts in a browser, signed in through its own login when `as` is given. */
export async function startTestApp(as?: SignedInRole): Promise<AppStore> {
  const store = startApp({ apiBaseUrl: `${window.location.origin}/api/v1`, paymentFlow: 'demo' });
  started.push(store);
  await store.get(sessionReadyAtom);
  if (as) await signInAs(store, as);
  return store;
}

/** Signs in through the app, as one of the demo accounts or any seeded e-mail. */
export async function signInAs(store: AppStore, who: SignedInRole | { email: string }) {
  const email = typeof who === 'string' ? DEMO_ACCOUNTS[who].email : who.email;
  await act(async () => {
    await store.set(loginAtom, { email, password: DEMO_PASSWORD });
  });
}

/**
 * Types an account's e-mail and the demo password into /login's form, as a visitor does (the
 * page's code may still be loading), and hands back its Sign in button, not yet pressed.
 */
export async function fillSignInForm(
  user: UserEvent,
  email: string = DEMO_ACCOUNTS.member.email,
): Promise<HTMLElement> {
  await user.type(
    await screen.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 }),
    email,
  );
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  return screen.getByRole('button', { name: 'Sign in' });
}

interface AppOptions {
  as?: SignedInRole;
  /** A store that is already running (e.g. to follow one browser through two sessions). */
  store?: AppStore;
}

/** Renders the whole app at `path`, routes, guards, shell and all. */
export async function renderApp(path: string, options: AppOptions = {}) {
  const store = options.store ?? (await startTestApp(options.as));
  window.history.pushState(null, '', path);
  // Awaited, so that a route that suspends (a lazy page, a query) carries on once it may.
  const view = await act(async () => render(<App store={store} />));
  return { store, ...view };
}

/** Runs a route hook of the app inside the app's providers and router. */
export async function renderAppHook<Result>(
  hook: () => Result,
  options: AppOptions & { path?: string } = {},
): Promise<RenderHookResult<Result, unknown> & { store: AppStore }> {
  const store = options.store ?? (await startTestApp(options.as));
  window.history.pushState(null, '', options.path ?? '/');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>
      <BrowserRouter>
        <LinkProvider component={Link}>{children}</LinkProvider>
      </BrowserRouter>
    </AppProviders>
  );
  const view = renderHook(hook, { wrapper });
  return { store, ...view };
}
