import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareSystem } from '@ui/theme';
import { App } from './App';
import { apiClientAtom } from './api/context';
import { takeEarlyAnswer } from './api/earlyAnswers';
import type { MemberShellHeading } from './prerender/MemberShell';
import { anyChanged, restoreServerValues } from './prerender/fields';
import { firstPageShown, preloadPage } from './RouteTable';
import { sessionAtom, sessionReadyAtom } from './state/session';
import { startApp } from './startApp';

// The demo answers the API with the mock worker unless the build is configured for a real
// backend (VITE_API_MOCK=off), in which case this branch, and all mock code, is left out.
// This is the one place app code reaches the mock: the demo outbox page reads it through the store.
const mockApi = import.meta.env.VITE_API_MOCK !== 'off';
const mock = mockApi
  ? import('@mocks/browser').then(async (module) => {
      await module.startMockApi({ profile: import.meta.env.MOCK_PROFILE });
      return module;
    })
  : null;

const store = startApp({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || undefined,
  apiReady: mock ?? Promise.resolve(),
  // The mock grants a demo purchase at once; a real backend sends the member to the provider.
  paymentFlow: mockApi ? 'demo' : 'provider',
  // A real backend's first answers may already be on their way (docs/prerender.md).
  ...(mockApi ? {} : { takeEarly: takeEarlyAnswer }),
  ...(mock
    ? {
        demoOutbox: mock.then(({ outbox, onEmailSent }) => ({ read: outbox, onSent: onEmailSent })),
      }
    : {}),
});

// The installable app's service worker, in the build for a real backend only (docs/offline.md). It
// is registered once the first page has been shown, its first requests have been answered and the
// browser is idle: installing, it fetches the whole build to keep, which must not compete with the
// first page's own code, data and rendering for the network or the processor. Its code is fetched
// then too. In the demo the mock's worker owns the scope. (The first idle moment lets the page's
// first render send its requests before the client is asked whether any is waiting.)
if (!mockApi && 'serviceWorker' in navigator) {
  void firstPageShown
    .then(whenIdle)
    .then(() => store.get(apiClientAtom)?.settled())
    .then(whenIdle)
    .then(() => import('./pwa/registerServiceWorker'))
    .then((module) => module.registerServiceWorker(store));
}

/** Settles when the browser is next idle (at once after a task, where it cannot tell). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve());
    else setTimeout(resolve);
  });
}

/**
 * Marks the document once the page is the app's: the before-paint script stops holding what is
 * pressed or sent (app/prerender/beforePaint.js).
 */
function markAppReady() {
  document.documentElement.setAttribute('data-app-ready', '');
}

/** The words of the member page's shell the document was rendered as (data-shell). */
function shellHeading(rendered: Element | null): MemberShellHeading | null {
  try {
    const heading: unknown = JSON.parse(rendered?.getAttribute('data-shell') ?? '');
    return typeof heading === 'object' && heading !== null && 'title' in heading
      ? (heading as MemberShellHeading)
      : null;
  } catch {
    return null;
  }
}

/** Draws the app into the document's root: hydrating the page it arrived as, or drawing its own. */
function mount(root: HTMLElement) {
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );

  // A public page arrives pre-rendered as a visitor sees it, a member page as its shell
  // (docs/prerender.md). The document names the path it was rendered for on its before-paint
  // script, and marks a member page's shell; a host answers other paths with the home page's
  // document.
  const rendered = document.querySelector('script[data-path]');
  const renderedFor = rendered?.getAttribute('data-path');
  const memberShell = rendered?.hasAttribute('data-shell') ?? false;
  const here = window.location.pathname.replace(/(.)\/+$/, '$1');
  const signedIn = store.get(sessionAtom).isAuthenticated;
  const showsThisVisitor = renderedFor === here && !memberShell && !signedIn;
  const showsThisMember = renderedFor === here && memberShell && signedIn;
  /** The before-paint script hid a page this visitor must not see until the app had decided. */
  const reveal = () => document.documentElement.removeAttribute('data-prerender');
  /**
   * The app draws its own page, once the theme's system is ready (a page hidden by the
   * before-paint script stays so until then). As a transition, the first render yields to the
   * browser between pieces of work, as hydration does.
   */
  const drawOwn = () =>
    void prepareSystem().then(() => {
      root.replaceChildren();
      reveal();
      startTransition(() => {
        createRoot(root).render(app);
      });
    });

  if (root.hasChildNodes() && showsThisMember) {
    // The shell stays on screen, as it painted, until the page can replace it whole: its code
    // here and the stored session checked. The app then hydrates the shell (its first render is
    // the shell) and at once draws the member's page in its place.
    const shell = import('@ui/Shell/MemberPageShell');
    void Promise.allSettled([
      preloadPage(here),
      store.get(sessionReadyAtom),
      prepareSystem(),
      shell,
    ]).then(async () => {
      // The shell's words are on the before-paint script, as the build rendered them. Should its
      // component not arrive, the app draws the page over the shell instead.
      const loaded = await shell.catch(() => null);
      const heading = shellHeading(rendered);
      if (!loaded || !heading) {
        drawOwn();
        return;
      }
      const { MemberPageShell } = loaded;
      void firstPageShown.then(markAppReady);
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App store={store} shell={<MemberPageShell {...heading} currentPath={here} />} />
          </StrictMode>,
        );
      });
    });
  } else if (root.hasChildNodes() && showsThisVisitor) {
    // Hydrated once the page's code is here and the session check is over, the first render is
    // the server's, with nothing left to suspend: no mismatch, and no spinner over the page.
    // What a visitor typed or sent before then is handed to the app once the page is its own
    // (app/prerender/earlyInput.ts). That code comes only when there is something to hand over.
    let earlyInput: Promise<() => void> | undefined;
    const holdEarlyInput = () =>
      (earlyInput ??= import('./prerender/earlyInput').then((module) =>
        module.holdEarlyInput(root),
      ));
    // Once the page is the app's, what was held is handed to it (which marks the app ready when
    // it is done), or the app is ready at once. Nothing is held after hydration has begun.
    void firstPageShown.then(async () => {
      const handOver = await earlyInput?.catch(() => undefined);
      if (handOver) handOver();
      else markAppReady();
    });
    if (anyChanged(root)) void holdEarlyInput();
    root.addEventListener('input', holdEarlyInput, true);
    root.addEventListener('change', holdEarlyInput, true);
    // The theme's system is built in tasks of its own while the page's chunk is on its way, not
    // in the evaluation of the app's code (ui/theme, prepareSystem).
    const pageReady = Promise.allSettled([
      preloadPage(here),
      store.get(sessionReadyAtom),
      prepareSystem(),
    ]);
    void pageReady
      .then(() =>
        'pitchsideHeldSubmit' in window || 'pitchsideHeldClick' in window
          ? holdEarlyInput()
          : earlyInput,
      )
      // Should that code not arrive, the page is the app's all the same. Its fields are put back
      // as the server sent them, as the app's state holds them: a field showing what the app does
      // not hold would be refused as empty when sent. What was typed, and a press the
      // before-paint script held, are made again by the visitor.
      .catch(() => restoreServerValues(root))
      .then(() => {
        root.removeEventListener('input', holdEarlyInput, true);
        root.removeEventListener('change', holdEarlyInput, true);
        // From here React replays what the visitor does itself; the before-paint script stops holding.
        document.documentElement.setAttribute('data-app-hydrating', '');
        // As a transition, hydration yields to the browser between pieces of work instead of
        // holding the main thread for the whole page; an input meanwhile hydrates its part at once.
        startTransition(() => {
          hydrateRoot(root, app);
        });
        reveal();
      });
  } else {
    // Another page's HTML, or a pre-rendered page not for this visitor: the app draws its own.
    drawOwn();
  }
}

// The before-paint script adds this code from the document's head, and a phone that has it cached
// runs it at once, possibly while a weak signal is still bringing the body: the app is drawn once
// the document is whole (the pre-rendered page in it included).
function whenDocumentParsed(then: () => void) {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', then, { once: true });
  } else {
    then();
  }
}

whenDocumentParsed(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  mount(root);
});
