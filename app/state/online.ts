/**
 * Whether the browser says it has a connection, read where it lives (navigator.onLine and its
 * `online`/`offline` events), never copied into app state. A pre-rendered page is drawn online
 * (the server's snapshot), so hydrating it offline is no mismatch: React then shows the notice.
 * `true` does not promise the server can be reached; `false` is certain. Whether the server
 * answered is the API client's to know (`useConnection`).
 */
import { atom, useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { apiClientAtom } from '../api/context';

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

const listenToNothing = () => () => undefined;

/**
 * What a page says of its connection (docs/offline.md): `offline` while the browser has none,
 * `noAnswer` while it has one but the server did not answer the latest request sent (timed out,
 * or dropped on the way), else `online`.
 */
export function useConnection(): 'online' | 'offline' | 'noAnswer' {
  const online = useOnline();
  const answering = useAtomValue(apiClientAtom)?.answering;
  const answered = useSyncExternalStore(
    answering?.subscribe ?? listenToNothing,
    () => answering?.current() ?? true,
    () => true,
  );
  if (!online) return 'offline';
  return answered ? 'online' : 'noAnswer';
}

/**
 * Asks the server again for every query a page shows (the no-answer notice's Try again). Set on
 * each store by the query layer as it loads (app/api/sessionCache.ts), null before: then nothing
 * on screen came from it, and a visitor's first page downloads none of it.
 */
export const askShownAgainAtom = atom<(() => Promise<void>) | null>(null);
