/**
 * The build's server-side entry (scripts/prerender.mjs): renders a public page as a visitor sees
 * it, with the app's own providers and route table, for the static HTML of that path. The client
 * hydrates this HTML (app/main.tsx), so it must be exactly what the app's first render gives a
 * visitor with nothing stored: no session, the session check already over.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppPages, AppProviders } from '../App';
import { pageTitle, preloadPage } from '../RouteTable';
import { initializedAtom } from '../state/session';
import { createAppStore } from '../state/store';

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The document title the app gives this path. */
  title: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadPage(path);
  const store = createAppStore();
  // A visitor's start-up check has nothing to check: it is over before the first render.
  store.set(initializedAtom, true);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouter location={path}>
          <AppPages />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // React outlines a large boundary behind an inline script that moves it into place; a static
    // page under a strict CSP must arrive whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), title: pageTitle(path) };
}
