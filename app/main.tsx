import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareSystem } from '@ui/theme';
import { App } from './App';
import { takeEarlyAnswer } from './api/earlyAnswers';
import { onFirstPageShown, preloadPage } from './RouteTable';
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

// The installable app's service worker, in the build for a real backend only (docs/offline.md):
// registered after the page has loaded, its code fetched then, so the first page waits for none
// of it. In the demo the mock's worker owns the scope.
if (!mockApi && 'serviceWorker' in navigator) {
  const register = () => {
    void import('./pwa/registerServiceWorker').then((module) =>
      module.registerServiceWorker(store),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Draws the app into the document's root: hydrating the page it arrived as, or drawing its own. */
function mount(root: HTMLElement) {
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );

  // A public page arrives pre-rendered as a visitor sees it (docs/prerender.md). The document
  // names the path it was rendered for on its before-paint script; a host answers other paths
  // with the home page's document.
  const renderedFor = document.querySelector('script[data-path]')?.getAttribute('data-path');
  const here = window.location.pathname.replace(/(.)\/+$/, '$1');
  const showsThisVisitor = renderedFor === here && !store.get(sessionAtom).isAuthenticated;
  /** The before-paint script hid a page this visitor must not see until the app had decided. */
  const reveal = () => document.documentElement.removeAttribute('data-prerender');

  if (root.hasChildNodes() && showsThisVisitor) {
    // Hydrated once the page's code is here and the session check is over, the first render is
    // the server's, with nothing left to suspend: no mismatch, and no spinner over the page.
    // What a visitor typed or sent before then is handed to the app once the page is its own
    // (app/prerender/earlyInput.ts). That code comes only when there is something to hand over.
    let earlyInput: Promise<unknown> | undefined;
    const holdEarlyInput = () =>
      (earlyInput ??= import('./prerender/earlyInput').then((module) =>
        onFirstPageShown(module.holdEarlyInput(root)),
      ));
    onFirstPageShown(() => document.documentElement.setAttribute('data-app-ready', ''));
    // (earlyInput.ts's isChanged, kept here so that an untouched page does not load that module)
    const touched = [...root.querySelectorAll('input, textarea, select')].some((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked !== field.defaultChecked
          : (field as HTMLInputElement | HTMLTextAreaElement).value !==
            (field as HTMLInputElement | HTMLTextAreaElement).defaultValue,
    );
    if (touched) void holdEarlyInput();
    root.addEventListener('input', holdEarlyInput, true);
    root.addEventListener('change', holdEarlyInput, true);
    // The theme's system is built in a task of its own while the page's chunk is on its way, not
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
    // Another page's HTML, or the visitor's page for a signed-in user: the app draws its own, once
    // the theme's system is ready (kept hidden until then by the before-paint script). As a
    // transition, the first render yields to the browser between pieces of work, as hydration does.
    void prepareSystem().then(() => {
      root.replaceChildren();
      reveal();
      startTransition(() => {
        createRoot(root).render(app);
      });
    });
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
