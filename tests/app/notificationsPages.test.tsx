/**
 * /notifications over the real mock: the pager moves through the member's notifications, and a new
 * visit of the page starts at the newest ones again.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE } from '@domain';
import { notify } from '@mocks/notifications';
import { renderApp, setupAppTests } from './renderApp';

const { seed } = setupAppTests();

/** Goes to `path` as the browser's Back and Forward do (the router reads the address). */
function goTo(path: string) {
  act(() => window.history.pushState(null, '', path));
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
}

describe('the notifications page', () => {
  it('pages through the notifications, and starts at the newest on the next visit', async () => {
    const user = userEvent.setup();
    // One more than a page, the oldest first: the last one sits alone on page 2.
    for (let n = 1; n <= NOTIFICATIONS_PAGE_SIZE + 1; n++) {
      await notify(seed.users.member, 'coins_credited', {
        title: `Notice ${NOTIFICATIONS_PAGE_SIZE + 2 - n}`,
        body: 'A test notice.',
        link: null,
      });
    }
    await renderApp('/notifications', { as: 'member' });
    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 10_000 });
    expect(within(list).getByText('Notice 1')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await screen.findByText(`Notice ${NOTIFICATIONS_PAGE_SIZE + 1}`, undefined, {
      timeout: 10_000,
    });
    expect(screen.queryByText('Notice 1')).toBeNull();

    goTo('/dashboard');
    await waitFor(
      () => expect(screen.queryByRole('heading', { level: 1, name: 'Notifications' })).toBeNull(),
      { timeout: 10_000 },
    );
    goTo('/notifications');
    await screen.findByText('Notice 1', undefined, { timeout: 10_000 });
    expect(screen.queryByText(`Notice ${NOTIFICATIONS_PAGE_SIZE + 1}`)).toBeNull();
  }, 60_000);
});
