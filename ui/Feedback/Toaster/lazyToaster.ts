// The app's own channel to Chakra's toaster: importing Chakra's store would put it on every page
// that may show a toast; this queues the calls and loads it with the first.
import type { CreateToasterReturn, ToastOptions } from '@chakra-ui/react';
import { toastStoreLoaded } from './toastSignal';

type ToastStore = CreateToasterReturn;

let store: ToastStore | undefined;
let loading: Promise<void> | undefined;
let queued: Array<(store: ToastStore) => void> = [];
let created = 0;

/** Loads the store (once), then plays the calls made while it was on its way, in order. */
function load(): void {
  loading ??= import('./toastStore').then(
    ({ toastStore, whenToastShown }) => {
      store = toastStore;
      for (const call of queued.splice(0)) call(toastStore);
      // After the queue, so that the root's toaster finds the toasts already in the store.
      toastStoreLoaded(whenToastShown);
    },
    () => {
      // Offline or a newer deployment: the calls that waited are dropped (a late toast would
      // describe a moment long gone) and the next toast tries again.
      queued = [];
      loading = undefined;
    },
  );
}

function withStore(call: (store: ToastStore) => void): void {
  if (store) {
    call(store);
    return;
  }
  queued.push(call);
  load();
}

/**
 * The one toaster of the app (SPEC §9: toasts close after 4000 ms, at most 5 visible; see
 * ./toastStore.ts). `toaster.create({ type, title, description })` may be called from anywhere
 * at any time; Chakra's store, with its state machine helpers, is downloaded on the first call, so
 * a page that never toasts never downloads it. `<Toaster />` renders the toasts.
 */
export const toaster = {
  /** Shows a toast; answers its id at once, whether or not the store has arrived. */
  create(options: ToastOptions): string {
    created += 1;
    const id = options.id ?? `toast:app-${created}`;
    withStore((toastStore) => toastStore.create({ ...options, id }));
    return id;
  },
  /** Closes the toast `id`, or every toast. */
  dismiss(id?: string): void {
    if (store || queued.length > 0) withStore((toastStore) => toastStore.dismiss(id));
  },
  /** Removes the toast `id`, or every toast, at once. */
  remove(id?: string): void {
    if (store || queued.length > 0) withStore((toastStore) => toastStore.remove(id));
  },
};
