/**
 * Whether the browser says it has a connection, read where it lives (navigator.onLine and its
 * `online`/`offline` events), never copied into app state. A pre-rendered page is drawn online
 * (the server's snapshot), so hydrating it offline is no mismatch: React then shows the notice.
 * `true` does not promise the server can be reached; `false` is certain.
 */
import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
