import '@testing-library/jest-dom/vitest';
// The browser's IndexedDB, where the app saves a member's data between visits (docs/offline.md).
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
