/**
 * Everything a store needs before the first page renders: the session and settings kept in this
 * browser, the API client, what the build says of its backend, and the start-up check of a
 * stored session. The app's entry and the app-level tests start the app through this one
 * function, so a test runs the wiring the app runs.
 */
import { initializeSessionAtom } from './api/auth';
import { createApiClient, type ApiClientOptions } from './api/client';
import { apiClientAtom } from './api/context';
import {
  demoOutboxAtom,
  expectedPaymentFlowAtom,
  type DemoOutbox,
  type PaymentFlow,
} from './state/backend';
import {
  endSessionByServerAtom,
  restoreSessionAtom,
  sessionReadyAtom,
  tokenAtom,
} from './state/session';
import { restoreSettingsAtom } from './state/settings';
import { createAppStore, type AppStore } from './state/store';

export interface AppConfig {
  /** Where the API lives; the same origin's /api/v1 when not given. */
  apiBaseUrl?: string | undefined;
  /** Settles once the API can be reached (the demo's mock worker has started). */
  apiReady?: Promise<unknown>;
  /** How a purchase is expected to be paid until the server has answered one. */
  paymentFlow: PaymentFlow;
  /** The demo's outbox, when the mock backend runs in this page. */
  demoOutbox?: Promise<DemoOutbox>;
  /** Takes the answers the page's head script asked for early (a build for a real backend). */
  takeEarly?: ApiClientOptions['takeEarly'];
}

export function startApp(config: AppConfig): AppStore {
  const store = createAppStore();
  const api = createApiClient({
    baseURL: config.apiBaseUrl,
    getToken: () => store.get(tokenAtom),
    ...(config.apiReady ? { ready: config.apiReady } : {}),
    ...(config.takeEarly ? { takeEarly: config.takeEarly } : {}),
    // SPEC §8: any 401 clears the session and goes to /login (the router sees to the second).
    onUnauthorized: () => {
      store.set(endSessionByServerAtom);
    },
  });
  store.set(restoreSessionAtom);
  // The saved colour mode applies before the first paint, not only once /settings is opened.
  store.set(restoreSettingsAtom);
  store.set(apiClientAtom, api);
  store.set(expectedPaymentFlowAtom, config.paymentFlow);
  if (config.demoOutbox) store.set(demoOutboxAtom, config.demoOutbox);
  store.set(sessionReadyAtom, store.set(initializeSessionAtom));
  return store;
}
