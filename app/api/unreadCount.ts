/**
 * The header bell's unread count. Deliberately outside the query layer: the bell is on
 * every signed-in page, and pages that read no other server data (/profile) must not download the
 * query library for it. The bell asks on mount, on each navigation and once a minute while the
 * page is in view; the notifications page hands over the counts its own answers carry.
 */
import { atom } from 'jotai';
import { startTransition } from 'react';
import { sessionAtom } from '../state/session';
import { isNotOffered, offers } from './capabilities';
import { getApi } from './context';

/** The last count the server gave; null until it has answered. */
export const unreadCountAtom = atom<number | null>(null);

/**
 * True once the count's call answered 404 or 405 although the server listed notifications: the
 * bell goes, and nothing asks again in this session.
 */
export const unreadCountMissingAtom = atom(false);

/** Asks the server again; a failed ask keeps the last count (the bell is not worth an error). */
export const refreshUnreadCountAtom = atom(null, async (get, set) => {
  if (!get(sessionAtom).isAuthenticated || !offers(get, 'notifications')) return;
  if (get(unreadCountMissingAtom)) return;
  try {
    const { data } = await getApi(get).call('get', '/notifications/unread-count/');
    // A background update: drawn as a transition, so it never holds up the page or the member
    // (docs/prerender.md, "Start-up work").
    startTransition(() => set(unreadCountAtom, data.unread_count));
  } catch (error) {
    // Otherwise kept as it was: the next navigation or minute asks again.
    if (isNotOffered(error)) set(unreadCountMissingAtom, true);
  }
});
