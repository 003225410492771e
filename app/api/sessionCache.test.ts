import { render, screen, waitFor } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import { Suspense, createElement, use } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { member } from '../../ui/fixtures/users';
import { endSessionByServerAtom, signInAtom, signOutAtom } from '../state/session';
import { createAppStore, type AppStore } from '../state/store';
import { atomWithQuery, queryClientAtom } from './sessionCache';

beforeEach(() => localStorage.clear());

/** A query whose answer says which call produced it. */
function countingQuery() {
  let calls = 0;
  const queryAtom = atomWithQuery(() => ({
    queryKey: ['probe'],
    queryFn: () => Promise.resolve(`answer ${++calls}`),
  }));
  return { queryAtom, calls: () => calls };
}

describe('the session-scoped query cache', () => {
  it('is the cache the query library reads, never the one it makes for every store', async () => {
    const store = createAppStore();
    const { queryAtom } = countingQuery();
    const stop = store.sub(queryAtom, () => undefined);
    await expect.poll(() => store.get(queryAtom).data).toBe('answer 1');
    expect(store.get(queryClientAtom)).not.toBe(queryClientAtom.init);
    expect(store.get(queryClientAtom).getQueryData(['probe'])).toBe('answer 1');
    expect(queryClientAtom.init.getQueryCache().getAll()).toHaveLength(0);
    stop();
  });

  it('keeps one cache, with the SPEC §9 defaults, for as long as the session lasts', () => {
    const store = createAppStore();
    store.set(signInAtom, { token: 'tok-1', user: member });
    const client = store.get(queryClientAtom);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(5 * 60 * 1000);
    client.setQueryData(['probe'], 'cached');
    expect(store.get(queryClientAtom)).toBe(client);
    expect(store.get(queryClientAtom).getQueryData(['probe'])).toBe('cached');
  });

  it.each([
    ['a logout', (store: AppStore) => store.set(signOutAtom)],
    ['a 401', (store: AppStore) => store.set(endSessionByServerAtom)],
    [
      'another sign-in',
      (store: AppStore) => store.set(signInAtom, { token: 'tok-2', user: member }),
    ],
  ])('starts empty after %s, so the next person sees nothing of the last', (_, change) => {
    const store = createAppStore();
    store.set(signInAtom, { token: 'tok-1', user: member });
    store.get(queryClientAtom).setQueryData(['probe'], 'the last member’s data');
    change(store);
    expect(store.get(queryClientAtom).getQueryData(['probe'])).toBeUndefined();
  });

  it('fetches again for a new session instead of answering from the old one', async () => {
    const store = createAppStore();
    const { queryAtom, calls } = countingQuery();
    store.set(signInAtom, { token: 'tok-1', user: member });
    const stop = store.sub(queryAtom, () => undefined);
    await expect.poll(() => store.get(queryAtom).data).toBe('answer 1');
    store.set(signInAtom, { token: 'tok-2', user: member });
    await expect.poll(() => store.get(queryAtom).data).toBe('answer 2');
    expect(calls()).toBe(2);
    stop();
  });

  it('gives each store its own cache', () => {
    const one = createAppStore();
    const two = createAppStore();
    expect(one.get(queryClientAtom)).not.toBe(two.get(queryClientAtom));
  });
});

describe('what an answer changes on screen', () => {
  it('is drawn as a transition: what the member sees stays until the new answer is ready to show', async () => {
    const store = createAppStore();
    store.set(signInAtom, { token: 'tok-1', user: member });
    const queryAtom = atomWithQuery(() => ({
      queryKey: ['probe'],
      queryFn: () => Promise.resolve('first answer'),
    }));
    // Drawing the second answer waits on something that never comes, as a part still loading
    // would: an urgent update shows the boundary's fallback at once, a transition keeps the screen.
    const never = new Promise<never>(() => undefined);
    function Answer() {
      const { data } = useAtomValue(queryAtom);
      if (data === 'second answer') use(never);
      return createElement('p', null, data ?? 'nothing yet');
    }
    const fallback = createElement('p', null, 'Loading…');
    render(
      createElement(
        Provider,
        { store },
        createElement(Suspense, { fallback }, createElement(Answer)),
      ),
    );
    await screen.findByText('first answer');
    store.get(queryClientAtom).setQueryData(['probe'], 'second answer');
    await waitFor(() => expect(store.get(queryAtom).data).toBe('second answer'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('first answer')).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
