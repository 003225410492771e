/** How to hear of the toasts the store creates (toastStore.ts `whenToastShown`). */
export type ListenToToasts = (listener: () => void) => () => void;

let listen: ListenToToasts | undefined;
const waiting = new Set<(listen: ListenToToasts) => void>();

/** Called by the toaster (lazyToaster.ts) once its store has loaded. */
export function toastStoreLoaded(listenToToasts: ListenToToasts): void {
  listen = listenToToasts;
  for (const callback of waiting) callback(listenToToasts);
  waiting.clear();
}

/**
 * Calls `callback` once the toaster's store has loaded (at once if it has); answers how to stop
 * waiting. The store loads with the first toast (lazyToaster.ts), so a page that never shows one
 * never downloads the store either.
 */
export function whenToastStoreLoaded(callback: (listen: ListenToToasts) => void): () => void {
  if (listen) {
    callback(listen);
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
