/**
 * The app's jotai stores: the app's own, and a fresh one for each test. A layer that loads later
 * than its store was made (the query cache loads with the first member page) sets the stores up
 * through `onEveryStore`, so no store it serves is ever left without it.
 */
import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

type StoreSetup = (store: AppStore) => void;

const setups: StoreSetup[] = [];
// Weak: a test's store must be free to go once the test is over.
const stores = new Set<WeakRef<AppStore>>();

/** A new store, already set up by every layer loaded so far (and by those that load later). */
export function createAppStore(): AppStore {
  const store = createStore();
  for (const setup of setups) setup(store);
  stores.add(new WeakRef(store));
  return store;
}

/** Runs `setup` on every store made so far and on every store made from now on. */
export function onEveryStore(setup: StoreSetup): void {
  setups.push(setup);
  for (const ref of stores) {
    const store = ref.deref();
    if (store) setup(store);
    else stores.delete(ref);
  }
}
