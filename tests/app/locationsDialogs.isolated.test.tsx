/**
 * The dialogs of /locations open on the first press and stay open, the app run as `npm start`
 * runs it (tests/app/strictMode.tsx: Strict Mode, frames before timers) with each dialog's code
 * held back until the page has said it is coming. Under the development server both closed again
 * as they opened: the focus trap's first clean-up handed focus back to the button pressed, and the
 * dialog's second layer took that for the member leaving (docs/dialogs.md).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupAppTests } from './renderApp';
import { framesBeforeTimers, renderAsRun, staysOpen, type HeldModule } from './strictMode';

const modules = vi.hoisted(() => {
  const hold = (): HeldModule => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { held, release };
  };
  return { booking: hold(), join: hold() };
});

vi.mock('@app/routes/BookingFlowDialog', async (load) => {
  await modules.booking.held;
  return load();
});
vi.mock('@ui/Booking/JoinSessionDialog', async (load) => {
  await modules.join.held;
  return load();
});

setupAppTests();
framesBeforeTimers();

describe('the dialogs of /locations, as the development server runs them', () => {
  it('opens the booking dialog on the first Book Now, and keeps it open', async () => {
    await renderAsRun('/locations', 'member');
    const user = userEvent.setup();
    const bookNow = (
      await screen.findAllByRole('button', { name: /^Book Now/ }, { timeout: 15_000 })
    )[0]!;
    await user.click(bookNow);
    await screen.findByRole('status', { name: 'Opening…' });
    expect(new URLSearchParams(window.location.search).get('book')).toMatch(/^\d+$/);

    modules.booking.release();
    const dialog = await staysOpen('dialog', /^Book /);
    expect(dialog).toHaveTextContent(bookNow.textContent!.replace(/^Book Now at /, ''));
    expect(screen.queryByRole('status', { name: 'Opening…' })).toBeNull();
    expect(new URLSearchParams(window.location.search).get('book')).toMatch(/^\d+$/);
  }, 60_000);

  it("opens a session's join confirmation on the first Join, and keeps it open", async () => {
    await renderAsRun('/locations?view=sessions', 'member');
    const user = userEvent.setup();
    const join = (
      await screen.findAllByRole('button', { name: /^Join(?! waitlist)/ }, { timeout: 15_000 })
    )[0]!;
    await user.click(join);
    await screen.findByRole('status', { name: 'Opening…' });

    modules.join.release();
    await staysOpen('alertdialog', /^Join .*\?$/);
    expect(new URLSearchParams(window.location.search).get('view')).toBe('sessions');
  }, 60_000);
});
