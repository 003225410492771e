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
