import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { DemoOutboxScreen } from '@ui/Screens/DemoOutbox';
import { success } from '@ui/remote';
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
  const [emails, setEmails] = useState(() => success(outbox.read()));
  // Read again with every e-mail the mock sends while the page is open.
  useEffect(() => outbox.onSent(() => setEmails(success(outbox.read()))), [outbox]);
  return <DemoOutboxScreen emails={emails} onRefresh={() => setEmails(success(outbox.read()))} />;
}
