/**
 * Registers the service worker (app/pwa/sw.ts, built as /sw.js) of the production build for a
 * real backend, once the page has loaded: app/main.tsx loads this module then, so none of it is
 * in the first page's download (docs/offline.md).
 *
 * An update is offered, never applied by itself. When a new deployment's worker has installed and
 * waits while this page is controlled by the old one, the store learns of it (appUpdateAtom) and
 * the app shows the prompt (ui/Feedback/UpdatePrompt); only when the member presses Reload is the
 * waiting worker told to take over, and the page reloads once it has. A half-filled form stays
 * as it is until then.
 *
 * This is the few lines of workbox-window's prompt flow the app uses (vite-plugin-pwa's
 * `virtual:pwa-register` loads all of workbox-window after every first load).
 */
import { appUpdateAtom } from '../state/appUpdate';
import type { AppStore } from '../state/store';

/** Where the build writes the worker (vite.config.ts, `installableApp`). */
export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(store: AppStore): Promise<void> {
  const { serviceWorker } = navigator;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    // A browser may refuse the worker (a private window, storage turned off): the app then works
    // as a web page, without the offline copy or an install, and that is not an error of the page.
    return;
  }

  const offer = (waiting: ServiceWorker) => {
    store.set(appUpdateAtom, {
      apply: () => {
        serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
          once: true,
        });
        waiting.postMessage({ type: 'SKIP_WAITING' });
        return Promise.resolve();
      },
    });
  };

  // An update is one that finds the page controlled already; the first worker just takes over.
  if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && serviceWorker.controller) offer(installing);
    });
  });
}
