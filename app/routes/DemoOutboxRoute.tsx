import { useAtomValue } from 'jotai';
import { useMemo, useSyncExternalStore } from 'react';
import { DemoOutboxScreen, type DemoEmail } from '@ui/Screens/DemoOutbox';
import { success, type Remote } from '@ui/remote';
import { demoOutboxAtom, type DemoOutbox } from '../state/backend';

/**
 * The demo's outbox: every e-mail the in-browser mock has "sent", as it is sent. The route is in
 * a build with the mock alone (app/RouteTable.tsx), which hands its outbox to the store; the page
 * waits (its loading state) until the mock has started.
 */
export default function DemoOutboxRoute() {
  const outbox = useAtomValue(demoOutboxAtom);
  // Only a build with the mock has this page; without it, the page cannot be shown.
  if (!outbox) throw new Error('The demo outbox is read from the mock backend, not running here.');
  return <Outbox outbox={outbox} />;
}

function Outbox({ outbox }: { outbox: DemoOutbox }) {
  const sent = useMemo(() => sentEmails(outbox), [outbox]);
  const emails = useSyncExternalStore(sent.subscribe, sent.read);
  return <DemoOutboxScreen emails={emails} onRefresh={sent.refresh} />;
}

/**
 * The outbox as a store React subscribes to (useSyncExternalStore): the list as last read, read
 * again with every e-mail the mock sends while the page is open, and on Refresh (which also sees
 * what the mock changes without a word, such as `pitchsideMock.resetDemo()`). React asks for the
 * list at every render and `outbox.read()` makes a new one at each call, so the list is kept
 * until it is read again: a new one at each asking would never settle.
 */
function sentEmails(outbox: DemoOutbox) {
  let emails: Remote<DemoEmail[]> = success(outbox.read());
  const listeners = new Set<() => void>();
  const refresh = () => {
    emails = success(outbox.read());
    for (const listener of listeners) listener();
  };
  return {
    read: () => emails,
    refresh,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      const stop = outbox.onSent(refresh);
      // Read again on subscribing: an e-mail sent after the page read the list but before React
      // subscribed (it does so after drawing) is shown, not missed.
      emails = success(outbox.read());
      return () => {
        stop();
        listeners.delete(listener);
      };
    },
  };
}
