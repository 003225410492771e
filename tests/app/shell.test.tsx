/**
 * The shell as a member meets it: logging out ends at the home page from any
 * page (SPEC §2), and every page names itself in the browser's tab. Over the real mock backend, the whole app rendered.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/demoAccounts';
import { getApi } from '@app/api/context';
import { pageTitle, routes } from '@app/RouteTable';
import { renderApp, setupAppTests } from './renderApp';
import type { RouteObject } from 'react-router-dom';

const { server } = setupAppTests();

let pointerX = 0;

async function logOut() {
  const user = userEvent.setup();
  const name = DEMO_ACCOUNTS.member.first_name;
  await user.click(
    await screen.findByRole('button', { name: new RegExp(name) }, { timeout: 10_000 }),
  );
  // The user menu's code loads when it is first opened: give a loaded machine time for it.
  const logout = await screen.findByRole('menuitem', { name: 'Logout' }, { timeout: 10_000 });
  // The menu chooses the item it shows highlighted, and the highlight is React state: onto the
  // item, then the click once it is drawn, as a pointer does (ui/fixtures/menu.ts says more).
  // The pointer moves somewhere new: zag ignores a move to where it last was, and jsdom puts every
  // pointer at one point unless told, so a second test's move would not count.
  await waitFor(() => expect(logout).toBeVisible());
  await user.pointer({ target: logout, coords: { clientX: ++pointerX, clientY: 1 } });
  await waitFor(() => expect(logout).toHaveAttribute('data-highlighted'));
  await user.click(logout);
}

describe('logging out', () => {
  it('from /bookings ends at the home page, not at /login', async () => {
    await renderApp('/bookings', { as: 'member' });
    await logOut();
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 10_000 });
    // Still there once everything the logout set off has settled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.pathname).toBe('/');
  }, 20_000);

  // The server refuses the token from the logout on. A call the page made meanwhile (a refetch on
  // coming back online, the bell's poll) is answered 401: that is the logout, not the server
  // ending the session, and must not send the member to /login.
  it('ends at the home page when a call is refused while the logout is on its way', async () => {
    let loggingOut = false;
    let releaseLogout = () => {};
    const logoutAnswered = new Promise<void>((resolve) => (releaseLogout = resolve));
    server.use(
      http.post('*/api/v1/auth/logout/', async () => {
        loggingOut = true;
        await logoutAnswered;
        return undefined; // on to the mock's own logout
      }),
      http.get('*/api/v1/auth/me/', () =>
        loggingOut
          ? HttpResponse.json({ success: false, message: 'Invalid token.' }, { status: 401 })
          : undefined,
      ),
    );
    const { store } = await renderApp('/bookings', { as: 'member' });
    await logOut();
    await waitFor(() => expect(loggingOut).toBe(true));
    await act(async () => {
      await getApi(store.get)
        .call('get', '/auth/me/')
        .catch(() => undefined);
    });
    releaseLogout();
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: /log ?in|sign ?in/i })).toBeInTheDocument();
  }, 20_000);
});

function paths(table: readonly RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...paths(route.children ?? []),
  ]);
}

describe("each page's title", () => {
  it('is its own for every route of the table', () => {
    const titles = paths(routes).map(pageTitle);
    expect(titles).toContain('My Bookings · Pitchside');
    expect(pageTitle('/staff/members/12')).toBe('Member · Pitchside');
    expect(titles.every((title) => title.endsWith(' · Pitchside'))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('shows in the tab of the page opened', async () => {
    await renderApp('/bookings', { as: 'member' });
    await waitFor(() => expect(document.title).toBe('My Bookings · Pitchside'));
    cleanup();
    await renderApp('/about');
    await waitFor(() => expect(document.title).toBe('About · Pitchside'));
  }, 20_000);
});
