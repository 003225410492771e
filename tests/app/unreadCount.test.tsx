/**
 * The header's unread count over the real mock: a new count is drawn as a transition, so a poll
 * never holds up the page or the member (docs/prerender.md, "Start-up work").
 */
import { render } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import { notify } from '@mocks/notifications';
import { refreshUnreadCountAtom, unreadCountAtom } from '@app/api/unreadCount';
import { watchRenders } from '../urgentRenders';
import { setupAppTests, startTestApp } from './renderApp';

const { seed } = setupAppTests();

describe("the header's unread count", () => {
  it('draws a new count as a transition, so a poll never holds up the page', async () => {
    await notify(seed.users.member, 'coins_credited', {
      title: 'Coins added',
      body: 'A test notice.',
      link: null,
    });
    const store = await startTestApp('member');
    const { renders, Probe } = watchRenders(() => useAtomValue(unreadCountAtom));
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );

    await store.set(refreshUnreadCountAtom);
    await expect.poll(() => renders.at(-1)?.value).toBe(1);
    expect(renders.filter(({ urgent }) => urgent)).toEqual([]);
  });
});
