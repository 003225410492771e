import { useCallback, useEffect, useState } from 'react';
import { UNEXPECTED_ERROR } from '@domain';
import { DemoOutboxScreen, type DemoEmail } from '@ui/Screens/DemoOutbox';
import { failure, loading, success, type Remote } from '@ui/remote';

// The mock runs in this page (the demo build's service worker hands each request to it), so its
// outbox is read where it lives. A dynamic import, as app/main.tsx starts it: this route exists
// only in a build with the mock (app/RouteTable.tsx), and the module is already loaded there.
const loadMock = () => import('@mocks/browser');

/** The demo's outbox: every e-mail the in-browser mock has "sent", as it is sent. */
export default function DemoOutboxRoute() {
  const [emails, setEmails] = useState<Remote<DemoEmail[]>>(loading);

  const read = useCallback(
    () =>
      loadMock()
        .then(async (mock) => {
          await mock.startMockApi();
          setEmails(success(mock.outbox()));
          return mock;
        })
        .catch(() => {
          setEmails(failure(UNEXPECTED_ERROR));
          return null;
        }),
    [],
  );

  // Read once the mock is there, then again with every e-mail it sends while the page is open.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void read().then((mock) => {
      if (active && mock) stop = mock.onEmailSent(() => void read());
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [read]);

  return <DemoOutboxScreen emails={emails} onRefresh={() => void read()} />;
}
