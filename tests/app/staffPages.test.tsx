/**
 * Staff pages in the app over the real mock: the staff pages are guarded by role, a suspension
 * made on a member's page, with its reason, reaches the member's own dashboard, an approval and a
 * reactivation made there reach the server, and Back or Forward from one member's page to
 * another's shows the other member with nothing said on the first, and coins added there whose
 * answer is lost are sent again and added once.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loseNextAnswer, memberBalance, renderApp, setupAppTests } from './renderApp';

const { api, seed, server } = setupAppTests();

describe('the staff pages', () => {
  it('send a member from a member page, and staff from the audit log, to /dashboard', async () => {
    await renderApp(`/staff/members/${seed.users.staff}`, { as: 'member' });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    cleanup();
    await renderApp('/staff/audit', { as: 'staff' });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
  }, 30_000);

  it('suspend a member with the reason typed, and the member reads it in the banner', async () => {
    const user = userEvent.setup();
    await renderApp(`/staff/members/${seed.users.member}`, { as: 'staff' });
    const status = await screen.findByRole('region', { name: 'Status' }, { timeout: 10_000 });
    await user.click(within(status).getByRole('button', { name: 'Suspend' }));
    await user.type(within(status).getByLabelText(/Reason for the suspension/), 'Unpaid guest fee');
    await user.click(within(status).getByRole('button', { name: 'Confirm suspension' }));
    await within(status).findByText(/^Suspended by .*\(staff@pitchside\.ng\)/, undefined, {
      timeout: 10_000,
    });
    // Confirmed: the form is gone without a Cancel, and the new status's action is offered.
    expect(within(status).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Confirm suspension' })).toBeNull();
    expect(within(status).queryByLabelText(/Reason for the suspension/)).toBeNull();
    expect(db.users.findFirst((q) => q.where({ id: seed.users.member }))).toMatchObject({
      account_status: 'SUSPENDED',
      status_reason: 'Unpaid guest fee',
    });

    cleanup();
    localStorage.clear();
    await renderApp('/dashboard', { as: 'member' });
    expect(
      await screen.findByText('Reason given: Unpaid guest fee', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 40_000);

  it("approve an applicant and reactivate a suspended member from their pages: each shows the new status's action", async () => {
    const user = userEvent.setup();
    await renderApp(`/staff/members/${seed.users.pending}`, { as: 'staff' });
    let status = await screen.findByRole('region', { name: 'Status' }, { timeout: 10_000 });
    await user.click(within(status).getByRole('button', { name: 'Approve' }));
    await within(status).findByRole('button', { name: 'Suspend' }, { timeout: 10_000 });
    expect(within(status).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(db.users.findFirst((q) => q.where({ id: seed.users.pending }))).toMatchObject({
      account_status: 'ACTIVE',
    });

    cleanup();
    await renderApp(`/staff/members/${seed.users.suspended}`, { as: 'staff' });
    status = await screen.findByRole('region', { name: 'Status' }, { timeout: 10_000 });
    await user.click(within(status).getByRole('button', { name: 'Reactivate' }));
    await within(status).findByRole('button', { name: 'Suspend' }, { timeout: 10_000 });
    expect(db.users.findFirst((q) => q.where({ id: seed.users.suspended }))).toMatchObject({
      account_status: 'ACTIVE',
    });
  }, 40_000);

  it("open another member's page by Back or Forward afresh: that member, nothing said on the last", async () => {
    const user = userEvent.setup();
    const name = (id: number) => {
      const record = db.users.findFirst((q) => q.where({ id }));
      return `${record?.first_name} ${record?.last_name}`;
    };
    const first = seed.users.member;
    const second = seed.users.suspended;
    await renderApp(`/staff/members/${second}`, { as: 'staff' });
    await screen.findByRole('heading', { level: 1, name: name(second) }, { timeout: 10_000 });
    // The staff member goes on to the first member's page and adds coins there.
    act(() => window.history.pushState(null, '', `/staff/members/${first}`));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await screen.findByRole('heading', { level: 1, name: name(first) }, { timeout: 10_000 });
    const coins = screen.getByRole('region', { name: 'Adjust coins' });
    await user.type(within(coins).getByLabelText(/Amount/), '30');
    await user.type(within(coins).getByLabelText(/Reason/), 'League winner');
    await user.click(within(coins).getByRole('button', { name: 'Review adjustment' }));
    await user.click(within(coins).getByRole('button', { name: 'Confirm adjustment' }));
    const added = `30 coins added to ${name(first)}'s wallet`;
    await screen.findByText(added, undefined, { timeout: 10_000 });

    // Back: the second member's page, with nothing said on the first one.
    act(() => window.history.back());
    await screen.findByRole('heading', { level: 1, name: name(second) }, { timeout: 10_000 });
    expect(window.location.pathname).toBe(`/staff/members/${second}`);
    expect(screen.queryByText(added)).toBeNull();
  }, 60_000);

  it("add coins on a member's page whose answer is lost: sent again with its key, added once", async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/subscriptions/admin/add-coins/', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return undefined;
      }),
    );
    loseNextAnswer(server, 'post', '/subscriptions/admin/add-coins/');
    const before = await memberBalance(api);
    const user = userEvent.setup();
    await renderApp(`/staff/members/${seed.users.member}`, { as: 'staff' });
    const coins = await screen.findByRole('region', { name: 'Adjust coins' }, { timeout: 10_000 });
    await user.type(within(coins).getByLabelText(/Amount/), '30');
    await user.type(within(coins).getByLabelText(/Reason/), 'League winner');
    await user.click(within(coins).getByRole('button', { name: 'Review adjustment' }));
    await user.click(within(coins).getByRole('button', { name: 'Confirm adjustment' }));

    await screen.findByText(/^30 coins added to /, undefined, { timeout: 10_000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(await memberBalance(api)).toBe(before + 30);
  }, 60_000);
});
