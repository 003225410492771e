import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startApp } from './startApp';

// The demo answers the API with the mock worker unless the build is configured for a real
// backend (VITE_API_MOCK=off), in which case this branch, and all mock code, is left out.
const mockApi = import.meta.env.VITE_API_MOCK !== 'off';
const apiReady: Promise<unknown> = mockApi
  ? import('@mocks/browser').then(({ startMockApi }) => startMockApi())
  : Promise.resolve();

const store = startApp({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || undefined,
  apiReady,
  // The mock grants a demo purchase at once; a real backend sends the member to the provider.
  paymentFlow: mockApi ? 'demo' : 'provider',
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
