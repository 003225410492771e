/**
 * The shell as a member meets it: logging out ends at the home page from any
 * page (SPEC §2), and every page names itself in the browser's tab. Over the real mock backend, the whole app rendered.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/demoAccounts';
import { pageTitle, routes } from '@app/RouteTable';
import { renderApp, setupAppTests } from './renderApp';
import type { RouteObject } from 'react-router-dom';

setupAppTests();

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
  await user.hover(logout);
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
