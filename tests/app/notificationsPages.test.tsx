/**
 * /notifications over the real mock: the pager moves through the member's notifications, a new
 * visit of the page starts at the newest ones again, and a mark shows as soon as the server says
 * it is done, even when the list cannot be asked again.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE } from '@domain';
import { notify } from '@mocks/notifications';
import { NOTIFICATIONS_COPY } from '@ui/Screens/Notifications';
import { notificationKeys } from '@app/api/queryKeys';
import { queryClientAtom } from '@app/api/sessionCache';
import { loseNextAnswer, renderApp, setupAppTests } from './renderApp';

const { seed, server } = setupAppTests();

/** Goes to `path` as the browser's Back and Forward do (the router reads the address). */
function goTo(path: string) {
  act(() => window.history.pushState(null, '', path));
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
}

/**
 * Opens /notifications as the member with two unread notices, "Older notice" and "Newer notice",
 * and waits for the list and the bell to show them.
 */
async function openWithOlderAndNewer() {
  for (const title of ['Older notice', 'Newer notice']) {
    await notify(seed.users.member, 'coins_credited', {
      title,
      body: 'A test notice.',
      link: null,
    });
  }
  const { store } = await renderApp('/notifications', { as: 'member' });
  const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 10_000 });
  await screen.findByRole('link', { name: 'Notifications, 2 unread' }, { timeout: 10_000 });
  return { list, store };
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

  it('shows a mark at once and the bell agrees, though the list cannot be asked again', async () => {
    const user = userEvent.setup();
    const { list } = await openWithOlderAndNewer();
    // From here the connection drops for the list alone: the marks still reach the server.
    server.use(http.get('*/api/v1/notifications/', () => HttpResponse.error()));

    const newer = within(list).getByText('Newer notice').closest('li');
    if (!newer) throw new Error('the newer notice is not a list item');
    await user.click(within(newer).getByRole('button', { name: 'Mark as read' }));
    await screen.findByRole('link', { name: 'Notifications, 1 unread' }, { timeout: 10_000 });
    expect(within(newer).queryByRole('button', { name: 'Mark as read' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('link', { name: 'Notifications' }, { timeout: 10_000 });
    expect(within(list).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  }, 30_000);

  it('sends a mark again when its answer is lost, and shows it done', async () => {
    const user = userEvent.setup();
    const { list } = await openWithOlderAndNewer();
    loseNextAnswer(server, 'post', '/notifications/read-all/');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('link', { name: 'Notifications' }, { timeout: 10_000 });
    expect(within(list).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.queryByText(NOTIFICATIONS_COPY.actionFailed)).toBeNull();
  }, 30_000);

  it('keeps the bell with the list when a count answers while a mark is on its way', async () => {
    const user = userEvent.setup();
    const { list, store } = await openWithOlderAndNewer();
    // The list is not answered again; the count asked after the first mark answers only when the
    // test lets it, with what the server counts once everything is read, and so does the mark of
    // them all: the count's answer comes first.
    let answerCount = () => {};
    const countHeld = new Promise<void>((resolve) => (answerCount = resolve));
    let countAsked = () => {};
    const countAsk = new Promise<void>((resolve) => (countAsked = resolve));
    let answerMarkAll = () => {};
    const markAllHeld = new Promise<void>((resolve) => (answerMarkAll = resolve));
    server.use(
      http.get('*/api/v1/notifications/', () => HttpResponse.error()),
      http.get('*/api/v1/notifications/unread-count/', async () => {
        countAsked();
        await countHeld;
        return HttpResponse.json({ unread_count: 0 });
      }),
      http.post('*/api/v1/notifications/read-all/', async () => {
        await markAllHeld;
        // On to the mock's own handler.
        return undefined;
      }),
    );

    const newer = within(list).getByText('Newer notice').closest('li');
    if (!newer) throw new Error('the newer notice is not a list item');
    await user.click(within(newer).getByRole('button', { name: 'Mark as read' }));
    await screen.findByRole('link', { name: 'Notifications, 1 unread' }, { timeout: 10_000 });
    await countAsk;
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    answerCount();
    const client = store.get(queryClientAtom);
    await waitFor(() =>
      expect(client.getQueryState(notificationKeys.unreadCount)?.fetchStatus).toBe('idle'),
    );
    await act(async () => {});
    // The older notice still offers its mark, and the bell still counts it.
    expect(within(list).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    answerMarkAll();
    await screen.findByRole('link', { name: 'Notifications' }, { timeout: 10_000 });
    expect(within(list).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  }, 30_000);
});
