import { render } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import { member } from '@ui/fixtures/users';
import { watchRenders } from '../../tests/urgentRenders';
import { offeredFeaturesAtom } from './capabilities';
import type { ApiClient } from './client';
import { apiClientAtom } from './context';
import { refreshUnreadCountAtom, unreadCountAtom } from './unreadCount';
import { tokenAtom, userAtom } from '../state/session';
import { createAppStore } from '../state/store';

/** A client that answers the count's call alone, with `count`. */
function answering(count: number): ApiClient {
  const client: Pick<ApiClient, 'call'> = {
    call: () => Promise.resolve({ data: { unread_count: count }, headers: {} }) as never,
  };
  return client as ApiClient;
}

describe("the header's unread count", () => {
  it('draws a new count as a transition, so a poll never holds up the page', async () => {
    const store = createAppStore();
    store.set(tokenAtom, 'token');
    store.set(userAtom, member);
    store.set(offeredFeaturesAtom, new Set(['notifications'] as const));
    store.set(apiClientAtom, answering(3));
    const { renders, Probe } = watchRenders(() => useAtomValue(unreadCountAtom));
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );

    await store.set(refreshUnreadCountAtom);
    await expect.poll(() => renders.at(-1)?.value).toBe(3);
    expect(renders.filter(({ urgent }) => urgent)).toEqual([]);
  });
});
