/**
 * The shell as a member meets it (issue 14, item 6): logging out ends at the home page from any
 * page (SPEC §2). Over the real mock backend, the whole app rendered.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/demoAccounts';
import { renderApp, setupAppTests } from './renderApp';

setupAppTests();

async function logOut() {
  const user = userEvent.setup();
  const name = DEMO_ACCOUNTS.member.first_name;
  await user.click(
    await screen.findByRole('button', { name: new RegExp(name) }, { timeout: 10_000 }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
}

describe('logging out', () => {
  it('from /bookings ends at the home page, not at /login', async () => {
    await renderApp('/bookings', { as: 'member' });
    await logOut();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    // Still there once everything the logout set off has settled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.pathname).toBe('/');
  }, 20_000);
});
