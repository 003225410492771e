/**
 * The header's unread count over the real mock: a new count is drawn as a transition, so a poll
 * never holds up the page or the member (docs/prerender.md, "Start-up work"); a server that lists
 * notifications but lacks the count's call has no bell, and is not asked again.
 */
import { act, render, screen } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { notify } from '@mocks/notifications';
import { refreshUnreadCountAtom, unreadCountQueryAtom } from '@app/api/notifications/unreadCount';
import { watchRenders } from '../urgentRenders';
import { renderApp, setupAppTests, startTestApp } from './renderApp';

const { seed, server } = setupAppTests();

describe("the header's unread count", () => {
  it('draws a new count as a transition, so a poll never holds up the page', async () => {
    const store = await startTestApp('member');
    const { renders, Probe } = watchRenders(() => useAtomValue(unreadCountQueryAtom).data);
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    await expect.poll(() => renders.at(-1)?.value).toBe(0);

    await notify(seed.users.member, 'coins_credited', {
      title: 'Coins added',
      body: 'A test notice.',
      link: null,
    });
    await store.set(refreshUnreadCountAtom);
    await expect.poll(() => renders.at(-1)?.value).toBe(1);
    expect(renders.filter(({ urgent }) => urgent)).toEqual([]);
  });

  it('hides the bell when the count call is missing, and does not ask again', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v1/notifications/unread-count/', () => {
        asked += 1;
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
    );
    await renderApp('/dashboard', { as: 'member' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(1);

    // Another page: the bell would ask on each navigation.
    act(() => window.history.pushState(null, '', '/profile'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await screen.findByRole('heading', { level: 1, name: /profile/i }, { timeout: 10_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(asked).toBe(1);
  }, 30_000);
});
