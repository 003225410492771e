/**
 * The build's server-side entry (scripts/prerender.mjs): renders a public page as a visitor sees
 * it, with the app's own providers and route table, for the static HTML of that path. The client
 * hydrates this HTML (app/main.tsx), so it must be exactly what the app's first render gives a
 * visitor with nothing stored: no session, the session check already over. A member page is
 * rendered as its shell (MemberShell), which the app's first render gives a signed-in member there.
 */
import { StrictMode, type ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppPages, AppProviders } from '../App';
import { pageTitle, preloadPage } from '../RouteTable';
import { initializedAtom } from '../state/session';
import { createAppStore } from '../state/store';
import { MemberShell, memberShellHeading, type MemberShellHeading } from './MemberShell';

export { EARLY_REQUESTS } from './earlyRequests';
export { API_BASE_PATH } from '@domain';

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The document title the app gives this path. */
  title: string;
  /** A member page's shell: its words, which the document carries for the app's hydration. */
  shell?: MemberShellHeading;
}

/** A public page as a visitor sees it; with `shell`, a member page's shell. */
export async function renderPage(path: string, { shell = false } = {}): Promise<RenderedPage> {
  if (shell) {
    const heading = memberShellHeading(path);
    const page = <MemberShell path={path} heading={heading} />;
    return { html: await render(path, page), title: pageTitle(path), shell: heading };
  }
  await preloadPage(path);
  return { html: await render(path, <AppPages />), title: pageTitle(path) };
}

/**
 * The page once everything in it is ready. Not `prerender` from react-dom/static: it renders each
 * Suspense boundary's fallback as well, and emotion writes a rule only beside the first element
 * that uses it, so a rule shared by a fallback (the shell's spinner `main`) and the page went out
 * with the discarded fallback, and the page painted unstyled parts (a layout shift on /login).
 */
function render(path: string, pages: ReactNode): Promise<string> {
  const store = createAppStore();
  // A visitor's start-up check has nothing to check: it is over before the first render.
  store.set(initializedAtom, true);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(
      <StrictMode>
        <AppProviders store={store}>
          <StaticRouter location={path}>{pages}</StaticRouter>
        </AppProviders>
      </StrictMode>,
      {
        // React outlines a large boundary behind an inline script that moves it into place; a
        // static page under a strict CSP must arrive whole.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      },
    );
  });
}
