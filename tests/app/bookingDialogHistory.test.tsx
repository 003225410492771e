/**
 * The browser's Back closes the booking dialog instead of leaving /locations:
 * the dialog is open while the address says `?book=<location id>`; opening it adds that entry to
 * the history, and closing it takes the entry back.
 * The whole app over the real mock backend (tests/app/renderApp.tsx). Back itself is played in
 * Chromium by tests/e2e/booking.e2e.ts: jsdom's history traversal did not reproduce it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, setupAppTests } from './renderApp';

const { seed } = setupAppTests();

// The dialog's code loads when it first opens. Loaded once here, a test waits for the dialog, not
// for the test runner to compile its modules on a busy machine.
beforeAll(() => import('@ui/Screens/BookingDialog'), 60_000);

async function openBooking() {
  await renderApp('/locations', { as: 'member' });
  const user = userEvent.setup();
  const bookNow = (
    await screen.findAllByRole('button', { name: /Book Now/ }, { timeout: 10_000 })
  )[0]!;
  await user.click(bookNow);
  // The dialog's code loads when it first opens.
  const dialog = await screen.findByRole('dialog', { name: /^Book / }, { timeout: 10_000 });
  return { user, dialog };
}

describe('the booking dialog and the browser history', () => {
  it('puts the open dialog in the URL', async () => {
    const { dialog } = await openBooking();
    expect(window.location.pathname).toBe('/locations');
    expect(new URLSearchParams(window.location.search).get('book')).toMatch(/^\d+$/);
    expect(dialog).toBeInTheDocument();
  }, 30_000);

  it('takes its entry back when closed, so the URL is /locations again', async () => {
    const { user, dialog } = await openBooking();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Book / })).toBeNull());
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/locations');
  }, 30_000);

  it('opens the dialog again from a reloaded ?book=, and closing it drops the entry', async () => {
    await renderApp(`/locations?book=${seed.locations.lekki}`, { as: 'member' });
    const dialog = await screen.findByRole(
      'dialog',
      { name: /^Book .*Lekki/ },
      { timeout: 10_000 },
    );
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Book / })).toBeNull());
    // A page that came with its dialog took no entry of its own to give back.
    expect(window.location.pathname).toBe('/locations');
    expect(window.location.search).toBe('');
  }, 30_000);
});
