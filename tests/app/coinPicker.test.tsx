/**
 * The Admin Overview's coin adjustment over the real mock: the member is found by name through
 * the users list, the review starts from their balance on the server, and the confirmation
 * reaches their wallet.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { findWallet } from '@mocks/ledger';
import { renderApp, setupAppTests } from './renderApp';

const { seed } = setupAppTests();

describe("the Admin Overview's coin adjustment", () => {
  it('picks a member found by name, reviews the balance, and credits the wallet', async () => {
    const user = userEvent.setup();
    const member = db.users.findFirst((q) => q.where({ id: seed.users.member }));
    if (!member) throw new Error('no seeded member');
    const before = findWallet(db, member.id)?.available_balance ?? 0;
    const fullName = `${member.first_name} ${member.last_name}`;

    await renderApp('/dashboard', { as: 'admin' });
    await user.click(
      await screen.findByRole('tab', { name: 'Admin Overview' }, { timeout: 10_000 }),
    );
    const form = await screen.findByRole('form', { name: 'Adjust Coins' }, { timeout: 10_000 });
    await user.type(within(form).getByRole('searchbox', { name: /Member/ }), member.last_name);
    const matches = await within(form).findByRole(
      'list',
      { name: 'Matching members' },
      { timeout: 10_000 },
    );
    await user.click(within(matches).getByRole('button', { name: `Pick ${fullName}` }));
    await within(form).findByText(`${before} coins`, undefined, { timeout: 10_000 });
    await user.type(within(form).getByLabelText(/Amount/), '30');
    await user.type(within(form).getByLabelText(/Reason/), 'League winner');
    await user.click(within(form).getByRole('button', { name: 'Review adjustment' }));
    const review = within(form).getByRole('group', { name: 'Review adjustment' });
    expect(review).toHaveTextContent(`Balance after${before + 30} coins`);
    expect(findWallet(db, member.id)?.available_balance).toBe(before);

    await user.click(within(form).getByRole('button', { name: 'Confirm adjustment' }));
    expect(
      await screen.findByText(`30 coins added to ${fullName}'s wallet`, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(findWallet(db, member.id)?.available_balance).toBe(before + 30);
    // The form starts again, empty, from the search.
    const fresh = screen.getByRole('form', { name: 'Adjust Coins' });
    expect(within(fresh).getByRole('searchbox', { name: /Member/ })).toHaveValue('');
  }, 40_000);

  it('says so when no member matches', async () => {
    const user = userEvent.setup();
    await renderApp('/dashboard', { as: 'staff' });
    await user.click(
      await screen.findByRole('tab', { name: 'Admin Overview' }, { timeout: 10_000 }),
    );
    const form = await screen.findByRole('form', { name: 'Adjust Coins' }, { timeout: 10_000 });
    await user.type(within(form).getByRole('searchbox', { name: /Member/ }), 'Nobody Atall');
    expect(
      await within(form).findByText('No member matches “Nobody Atall”.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  }, 40_000);
});
