/**
 * Coins move only after the member has seen what they cost: Join on /locations
 * opens a confirmation with the cost and the balance after, and nothing is sent until Confirm.
 * The whole app over the real mock backend (tests/app/renderApp.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCoins } from '@domain';
import { loseNextAnswer, memberBalance, renderApp, setupAppTests } from './renderApp';

const { api, server } = setupAppTests();

// The dialog's code loads when it first opens. Loaded once here, a test waits for the dialog, not
// for the test runner to compile its modules on a busy machine.
beforeAll(() => import('@ui/Booking/JoinSessionDialog'), 60_000);

function countJoins(): { readonly count: number } {
  const seen = { count: 0 };
  server.use(
    http.post('*/api/v1/bookings/sessions/:id/join/', () => {
      seen.count += 1;
      return undefined;
    }),
  );
  return seen;
}

/** Opens /locations' game sessions as the member and presses the first Join: its confirmation. */
async function openJoinConfirmation(user: UserEvent): Promise<HTMLElement> {
  await renderApp('/locations', { as: 'member' });
  await user.click(await screen.findByRole('tab', { name: 'Game sessions' }, { timeout: 10_000 }));
  const join = (
    await screen.findAllByRole('button', { name: /^Join(?! waitlist)/ }, { timeout: 10_000 })
  )[0]!;
  await user.click(join);
  return screen.findByRole(
    'alertdialog',
    { name: /^Join .*\?$/ },
    // The dialog's code loads when it first opens.
    { timeout: 10_000 },
  );
}

/** The cost the join confirmation names, in coins. */
function costIn(dialog: HTMLElement): number {
  const cost = within(dialog).getByText('Cost').nextElementSibling?.textContent ?? '';
  return Number(/\d+/.exec(cost)?.[0]);
}

describe('joining a game session on /locations', () => {
  it('asks with the cost and the balance after, and takes the coins only on Confirm', async () => {
    const joins = countJoins();
    const before = await memberBalance(api);
    const user = userEvent.setup();
    const dialog = await openJoinConfirmation(user);
    const body = within(dialog);
    const cost = costIn(dialog);
    await waitFor(() =>
      expect(body.getByText('Your balance').nextElementSibling).toHaveTextContent(
        formatCoins(before),
      ),
    );
    expect(body.getByText('Balance after joining').nextElementSibling).toHaveTextContent(
      formatCoins(before - cost),
    );
    expect(joins.count).toBe(0);

    await user.click(body.getByRole('button', { name: `Join for ${formatCoins(cost)}` }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(joins.count).toBe(1);
    expect(await memberBalance(api)).toBe(before - cost);
  }, 60_000);

  it('sends nothing when the member says Not now', async () => {
    const joins = countJoins();
    const user = userEvent.setup();
    const dialog = await openJoinConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(joins.count).toBe(0);
  }, 60_000);

  it('sends a Join again when its answer is lost, and takes the coins once', async () => {
    const joins = countJoins();
    const before = await memberBalance(api);
    loseNextAnswer(server, 'post', '/bookings/sessions/:id/join/');
    const user = userEvent.setup();
    const dialog = await openJoinConfirmation(user);
    const cost = costIn(dialog);

    await user.click(within(dialog).getByRole('button', { name: `Join for ${formatCoins(cost)}` }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 10_000 });
    expect(joins.count).toBe(2);
    expect(await memberBalance(api)).toBe(before - cost);
  }, 60_000);
});
