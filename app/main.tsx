import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initializeSession } from './api/auth';
import { createApiClient } from './api/client';
import { apiClientAtom } from './api/context';
import { App } from './App';
import {
  endSessionByServerAtom,
  restoreSessionAtom,
  sessionReadyAtom,
  tokenAtom,
} from './state/session';
import { restoreSettingsAtom } from './state/settings';

// The demo answers the API with the mock worker unless the build is configured for a real
// backend (VITE_API_MOCK=off), in which case this branch, and all mock code, is left out.
const apiReady: Promise<unknown> =
  import.meta.env.VITE_API_MOCK === 'off'
    ? Promise.resolve()
    : import('@mocks/browser').then(({ startMockApi }) => startMockApi());

const store = createStore();
const api = createApiClient({
  baseURL: import.meta.env.VITE_API_BASE_URL || undefined,
  getToken: () => store.get(tokenAtom),
  ready: apiReady,
  // SPEC §8: any 401 clears the session and goes to /login (the router sees to the second).
  onUnauthorized: () => {
    store.set(endSessionByServerAtom);
  },
});

store.set(restoreSessionAtom);
// The saved colour mode applies before the first paint, not only once /settings is opened.
store.set(restoreSettingsAtom);
store.set(apiClientAtom, api);
store.set(sessionReadyAtom, initializeSession(store, api));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
