/**
 * The browser runtime for `npm start`: the service worker answers the API, over a demo database
 * that survives a reload (a snapshot in localStorage, saved after every answered request) and can
 * be reset to a fresh seed. Only app/main.tsx starts it, through a dynamic import:
 *
 *   const { startMockApi } = await import('../mocks/browser');
 *   await startMockApi();
 *
 * From the browser console: `pitchsideMock.resetDemo()`, `pitchsideMock.setPaymentMode('provider')`,
 * `pitchsideMock.outbox()` (every e-mail the demo would have sent, newest first; the demo build
 * also shows them at /demo/outbox). `MOCK_PROFILE=spec npm start` serves SPEC §7's operations
 * alone, as a backend without our extensions would (mocks/profile.ts).
 */

import { setupWorker, type SetupWorker } from 'msw/browser';
import { db, resetDatabase } from './db';
import { restoreDatabase, snapshotDatabase } from './snapshot';
import type { DatabaseSnapshot } from './snapshot';
import type { OutboxEmailRecord } from './records';
import { handlers } from './handlers';
import { advanceTo } from './lifecycle';
import { onEmailSent, outboxOf } from './outbox';
import { handlersOf, profileOf, serveProfile, type MockProfile } from './profile';
import { apiFallback, routeTable } from './routes';
import { seedDatabase } from './seed';
import { getPaymentMode, setPaymentMode, type PaymentMode } from './settings';

export { getPaymentMode, onEmailSent, setPaymentMode, type PaymentMode };

/** Where the demo database is kept. Bump the version suffix when records change shape. */
export const DEMO_STORAGE_KEY = 'pitchside:mock-db:v1';

function workerOf(profile: MockProfile): SetupWorker {
  const served = handlersOf(profile, handlers);
  return setupWorker(...served, apiFallback(routeTable(served), profile));
}

function loadSnapshot(): DatabaseSnapshot | null {
  try {
    const raw = localStorage.getItem(DEMO_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as DatabaseSnapshot) : null;
  } catch {
    return null;
  }
}

/** Writes the database to localStorage; a full storage only costs persistence, not the demo. */
export function saveDemo(): void {
  try {
    localStorage.setItem(DEMO_STORAGE_KEY, JSON.stringify(snapshotDatabase(db)));
  } catch (error) {
    console.warn('Pitchside mock: the demo database could not be saved', error);
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleSave(): void {
  clearTimeout(saveTimer);
  // Several calls usually arrive together (a screen loading); one write covers them.
  saveTimer = setTimeout(saveDemo, 200);
}

/** Every e-mail the demo would have sent, newest first. */
export function outbox(): OutboxEmailRecord[] {
  return outboxOf(db).map((email) => ({ ...email }));
}

/** Empties the demo database and seeds it afresh (relative to now), then saves it. */
export async function resetDemo(): Promise<void> {
  resetDatabase(db);
  await seedDatabase(db);
  saveDemo();
}

/** The saved demo database, or a fresh seed when there is none or it no longer fits. */
async function loadDemo(): Promise<void> {
  const snapshot = loadSnapshot();
  if (snapshot && (await restoreDatabase(snapshot, db))) {
    // Time passed while the tab was closed: complete bookings and expire coins now.
    await advanceTo(new Date(), db);
    return;
  }
  await resetDemo();
}

let started: Promise<void> | undefined;

/**
 * Loads (or seeds) the demo database and starts the worker, serving `profile` (MOCK_PROFILE; the
 * full one by default). Safe to call more than once.
 */
export function startMockApi(options: { profile?: string | undefined } = {}): Promise<void> {
  started ??= (async () => {
    const profile = profileOf(options.profile);
    serveProfile(profile);
    const worker = workerOf(profile);
    await loadDemo();
    worker.events.on('response:mocked', scheduleSave);
    window.addEventListener('pagehide', saveDemo);
    Object.assign(window, {
      pitchsideMock: { resetDemo, setPaymentMode, getPaymentMode, outbox },
    });
    await worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      // Assets, fonts and the dev server's own requests go to the network untouched.
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  })();
  return started;
}
