/**
 * The service worker of the production build for a real backend (docs/offline.md). It keeps the
 * build itself on the phone, so that a member who has visited once opens the app with no signal:
 * - the app's files (scripts, styles, the documents, icons) are precached when it installs, under
 *   their build revision, and served from that cache; a new deployment's worker precaches the
 *   new set and waits until the member accepts the update (app/pwa/registerServiceWorker.ts);
 * - a document (a navigation) is asked of the network first, so a deployment is seen at once;
 *   with no answer (offline, or none within DOCUMENT_TIMEOUT_MS) the precached one is served: the
 *   page's own pre-rendered document, else the app's (index.html), which draws any route;
 * - the API (`/api/`) is never touched: what the app keeps of its answers is the app's business.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

interface ServiceWorkerScope {
  /** The build's files with their revisions, written in by the build (vite-plugin-pwa). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting: () => Promise<void>;
  clients: { claim: () => Promise<void> };
  addEventListener(type: 'activate', listener: (event: Event & ExtendableLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
interface ExtendableLike {
  waitUntil: (promise: Promise<unknown>) => void;
}
declare const self: ServiceWorkerScope;

/**
 * How long a document may take before the precached one is served instead: a connection that is
 * up but carries nothing (a weak signal) answers no sooner than the browser gives up.
 */
const DOCUMENT_TIMEOUT_MS = 4000;

const isApi = (url: URL) => url.pathname.startsWith('/api/');

/** The precached document for a path: its own pre-rendered page, else the app's. */
async function cachedDocument(pathname: string): Promise<Response | undefined> {
  const path = pathname.replace(/\/+$/, '');
  return (
    (path === '' ? undefined : await matchPrecache(`${path}/index.html`)) ??
    (await matchPrecache('/index.html'))
  );
}

function withinTime(request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No answer in time')), DOCUMENT_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Registered before the precache's own route, which would otherwise answer "/" from the cache.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !isApi(url),
  async ({ request, url }) => {
    try {
      return await withinTime(request);
    } catch (error) {
      const cached = await cachedDocument(url.pathname);
      if (cached) return cached;
      throw error;
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes the open page at once (nothing was controlling it); an update waits in
// "waiting" until the page asks it to take over, when the member accepts the offered reload.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
