import '@testing-library/jest-dom/vitest';
// The browser's IndexedDB, where the app saves a member's data between visits (docs/offline.md).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toaster } from '@ui/Feedback/Toaster/lazyToaster';

// What a test finds, it waits up to 5 s for (as the stories do, .storybook/preview.tsx): Testing
// Library's 1 s is a fast desktop's, and an app test's refetch and render beside the other test
// files on two cores can take longer. A test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share one page and one module graph (vite.config.ts: `isolate: false`):
// each starts with the storage of a fresh page, and nothing a test stubbed or toasted outlives it
// (the toaster is the app's one), not even into the next file's `beforeAll`. (A file may ask for
// Node's environment instead, which has no storage.)
globalThis.localStorage?.clear();
globalThis.sessionStorage?.clear();
globalThis.document?.body.replaceChildren();

afterEach(() => {
  cleanup();
  toaster.remove();
  vi.unstubAllGlobals();
});
