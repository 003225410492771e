import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { createAppStore, type AppStore } from '../state/store';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../ui/fixtures/users';
import { initializedAtom, sessionReadyAtom, signInAtom } from '../state/session';
import { Guard } from './Guard';

/** The login page's stand-in: shows where the guard said the visitor came from. */
function SignIn() {
  const { state } = useLocation() as { state: { from?: string } | null };
  return (
    <>
      <h1>Sign in</h1>
      <p>From {state?.from}</p>
    </>
  );
}

/** Shows the address it was reached at. */
function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

async function renderAt(path: string, store: AppStore) {
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              <Route element={<Guard access="member" />}>
                <Route path="/bookings" element={<h1>My bookings</h1>} />
              </Route>
              <Route path="/login" element={<SignIn />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </Provider>,
    );
  });
}

/** A store whose start-up check of the stored session is still running, and how to end it. */
function checking() {
  const store = createAppStore();
  let finish: () => void = () => undefined;
  store.set(
    sessionReadyAtom,
    new Promise<void>((resolve) => {
      finish = () => {
        store.set(initializedAtom, true);
        resolve();
      };
    }),
  );
  return { store, finish: () => act(async () => finish()) };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  // React reports a misused suspension (e.g. a conditional use()) through console.error.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('Guard', () => {
  it('shows the loading state until the session is checked, then the page', async () => {
    const { store, finish } = checking();
    store.set(signInAtom, { token: 'tok', user: member });
    await renderAt('/bookings', store);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    await finish();
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
  });

  it('sends a visitor to /login once the check finds no session', async () => {
    const { store, finish } = checking();
    await renderAt('/bookings', store);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await finish();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('tells /login the whole address it came from, query string and hash included', async () => {
    const { store, finish } = checking();
    await renderAt('/bookings?tab=past#list', store);
    await finish();
    expect(await screen.findByText('From /bookings?tab=past#list')).toBeInTheDocument();
  });

  it('sends a member who has just signed in on /login back to the page they came from', async () => {
    const store = createAppStore();
    store.set(initializedAtom, true);
    await act(async () => {
      render(
        <Provider store={store}>
          <MemoryRouter
            initialEntries={[{ pathname: '/login', state: { from: '/bookings?tab=past' } }]}
          >
            <Routes>
              <Route element={<Guard access="guest" />}>
                <Route path="/login" element={<h1>Sign in</h1>} />
              </Route>
              <Route path="/bookings" element={<Where />} />
              <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            </Routes>
          </MemoryRouter>
        </Provider>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await act(async () => {
      store.set(signInAtom, { token: 'tok', user: member });
    });
    expect(await screen.findByText('At /bookings?tab=past')).toBeInTheDocument();
  });

  it('renders its page in the first pass once the check is over, as a pre-rendered page needs', () => {
    const store = createAppStore();
    store.set(signInAtom, { token: 'tok', user: member });
    store.set(initializedAtom, true);
    // A server render does not wait: whatever suspends is left as its fallback.
    const html = renderToString(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/bookings']}>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              <Route element={<Guard access="member" />}>
                <Route path="/bookings" element={<h1>My bookings</h1>} />
              </Route>
            </Routes>
          </Suspense>
        </MemoryRouter>
      </Provider>,
    );
    expect(html).toContain('My bookings');
    expect(html).not.toContain('Loading…');
  });
});
