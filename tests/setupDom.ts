import '@testing-library/jest-dom/vitest';
// The browser's IndexedDB, where the app saves a member's data between visits (docs/offline.md).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a test finds, it waits up to 5 s for (as the stories do, .storybook/preview.tsx): Testing
// Library's 1 s is a fast desktop's, and an app test's refetch and render beside the other test
// files on two cores can take longer. A test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
