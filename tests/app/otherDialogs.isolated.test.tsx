/**
 * Every other dialog a press opens (the purchase confirmation, the password change, the booking
 * dialog of a venue's day, the phone's side menu) opens on the first press and stays open, the app
 * run as `npm start` runs it (tests/app/strictMode.tsx: Strict Mode, frames before timers) with
 * the dialog's code held back until it is pressed (docs/dialogs.md).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEST_NOW } from '@mocks/testing';
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
  return { purchase: hold(), password: hold(), booking: hold(), menu: hold() };
});

vi.mock('@ui/Wallet/PurchaseDialog', async (load) => {
  await modules.purchase.held;
  return load();
});
vi.mock('@ui/Forms/ChangePasswordDialog', async (load) => {
  await modules.password.held;
  return load();
});
vi.mock('@app/routes/BookingFlowDialog', async (load) => {
  await modules.booking.held;
  return load();
});
vi.mock('@ui/Shell/MobileMenu', async (load) => {
  await modules.menu.held;
  return load();
});

const { seed } = setupAppTests();
framesBeforeTimers();

// The day grid reads the mock's pinned day; only Date is faked, timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the other dialogs, as the development server runs them', () => {
  it("opens a package's purchase confirmation on the first press, and keeps it open", async () => {
    await renderAsRun('/subscriptions', 'member');
    const user = userEvent.setup();
    const buy = await screen.findAllByRole(
      'button',
      { name: 'Purchase Package' },
      { timeout: 15_000 },
    );
    await user.click(buy[0]!);
    modules.purchase.release();
    await staysOpen('dialog', /^Confirm Purchase - /);
  }, 60_000);

  it('opens the password change on the first press, and keeps it open', async () => {
    await renderAsRun('/profile', 'member');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Change Password' }, { timeout: 15_000 }),
    );
    modules.password.release();
    await staysOpen('dialog', 'Change Password');
  }, 60_000);

  it("opens the booking dialog from a free hour of a venue's day, and keeps it open", async () => {
    await renderAsRun(`/locations/${seed.locations.lekki}/day`, 'member');
    const user = userEvent.setup();
    const free = await screen.findAllByRole('button', { name: /, free$/ }, { timeout: 15_000 });
    await user.click(free[0]!);
    await screen.findByRole('status', { name: 'Opening…' });
    modules.booking.release();
    await staysOpen('dialog', /^Book /);
    expect(new URLSearchParams(window.location.search).get('book')).toBe(
      String(seed.locations.lekki),
    );
  }, 60_000);

  it('opens the side menu on the first press, and keeps it open', async () => {
    // On a phone's screen, where the header offers the menu.
    const { happyDOM } = window as Window & {
      happyDOM?: { setViewport: (size: { width: number; height: number }) => void };
    };
    const { innerWidth: width, innerHeight: height } = window;
    happyDOM?.setViewport({ width: 360, height: 740 });
    onTestFinished(() => happyDOM?.setViewport({ width, height }));
    await renderAsRun('/', 'member');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 15_000 }));
    modules.menu.release();
    await staysOpen('dialog', 'Menu');
  }, 60_000);
});
