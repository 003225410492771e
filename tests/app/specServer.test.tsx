/**
 * The app against a server with SPEC §7's operations alone (the mock's `spec` profile, as a
 * Django backend without our extensions): what it does not offer is not shown, nothing asks for
 * it, and SPEC §7's own features work as ever (docs/backend-conformance.md).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findWallet } from '@mocks/ledger';
import { db } from '@mocks/db';
import { FEATURE_OPERATIONS } from '@mocks/profile';
import { TEST_NOW } from '@mocks/testing';
import { renderApp, setupAppTests } from './renderApp';

const { server, seed } = setupAppTests({ profile: 'spec' });

// The screen's clock reads the mock's pinned day, so the seed's bookings are upcoming on it; only
// Date is faked, timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const templates = Object.values(FEATURE_OPERATIONS)
  .flat()
  .map((operation) => {
    const [method, path] = operation.split(' ') as [string, string];
    const pattern = path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.');
    return { method, pattern: new RegExp(`/api/v1${pattern}$`) };
  });

/** Every request the app sends from now on to an extension's operation ('GET /bookings/waitlist/'). */
function extensionRequests(): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (templates.some((t) => t.method === request.method && t.pattern.test(path))) {
      sent.push(`${request.method} ${path}`);
    }
  });
  return sent;
}

/** No error panel on the page: its alerts, if any, are not failures. */
function expectNoErrorPanel() {
  expect(screen.queryByText(/Server error|could not be loaded|Failed to/)).toBeNull();
  expect(screen.queryByRole('button', { name: /Try again/i })).toBeNull();
}

describe('against a server with SPEC §7 alone', () => {
  it("a member's bookings: reschedule coming soon, no waitlist, calendar or bell, nothing asked", async () => {
    const sent = extensionRequests();
    await renderApp('/bookings', { as: 'member' });
    await screen.findByRole('heading', { level: 1, name: 'My Bookings' }, { timeout: 10_000 });
    const cards = await screen.findAllByRole('article', undefined, { timeout: 10_000 });
    expect(cards.length).toBeGreaterThan(0);
    expect(screen.getAllByText('Reschedule: coming soon').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calendar feed' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waitlists' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expectNoErrorPanel();
    expect(sent).toEqual([]);
  }, 30_000);

  it('settings keep the colour mode and show no notifications section', async () => {
    await renderApp('/settings', { as: 'member' });
    await screen.findByText('Choose how Pitchside looks on this device.', undefined, {
      timeout: 10_000,
    });
    expect(screen.getByRole('radiogroup', { name: 'Colour mode' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    expectNoErrorPanel();
  }, 30_000);

  it("leads a feature's own page to the dashboard, and the wallet card links no history", async () => {
    await renderApp('/subscriptions/history', { as: 'member' });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Coin Balance' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Coin history' })).toBeNull();
  }, 30_000);

  it('staff adjust coins without a member page: no balance to review, the credit arrives', async () => {
    const user = userEvent.setup();
    const member = db.users.findFirst((q) => q.where({ id: seed.users.member }));
    if (!member) throw new Error('no seeded member');
    const before = findWallet(db, member.id)?.available_balance ?? 0;
    const fullName = `${member.first_name} ${member.last_name}`;
    const sent = extensionRequests();

    await renderApp('/dashboard?tab=admin', { as: 'admin' });
    const form = await screen.findByRole('form', { name: 'Adjust Coins' }, { timeout: 10_000 });
    // The user list names members without a link to a page the server does not have.
    const users = await screen.findByRole('region', { name: 'Manage Users' }, { timeout: 10_000 });
    await within(users).findAllByText(/@/, undefined, { timeout: 10_000 });
    expect(within(users).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('link', { name: /audit log/i })).toBeNull();

    await user.type(within(form).getByRole('searchbox', { name: /Member/ }), member.last_name);
    const matches = await within(form).findByRole(
      'list',
      { name: 'Matching members' },
      { timeout: 10_000 },
    );
    await user.click(within(matches).getByRole('button', { name: `Pick ${fullName}` }));
    expect(within(form).queryByText(/Balance/)).toBeNull();
    await user.type(within(form).getByLabelText(/Amount/), '30');
    await user.type(within(form).getByLabelText(/Reason/), 'League winner');
    await user.click(within(form).getByRole('button', { name: 'Review adjustment' }));
    const review = within(form).getByRole('group', { name: 'Review adjustment' });
    expect(review).not.toHaveTextContent('Balance after');
    await user.click(within(form).getByRole('button', { name: 'Confirm adjustment' }));
    await screen.findByText(`30 coins added to ${fullName}'s wallet`, undefined, {
      timeout: 10_000,
    });
    expect(findWallet(db, member.id)?.available_balance).toBe(before + 30);
    expect(sent).toEqual([]);
  }, 60_000);

  it("staff run a venue's sessions with no closures section", async () => {
    await renderApp('/staff/sessions', { as: 'staff' });
    await screen.findByRole('heading', { level: 1, name: 'Game sessions' }, { timeout: 10_000 });
    await screen.findByRole('heading', { name: /^Game sessions ·/, level: 2 }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Court closures' })).toBeNull();
    expectNoErrorPanel();
  }, 30_000);
});
