/**
 * Staff pages in the app over the real mock: the staff pages are guarded by role, and a suspension
 * made on a member's page, with its reason, reaches the member's own dashboard.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { renderApp, setupAppTests } from './renderApp';

const { seed } = setupAppTests();

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
});
