/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { libraryModules } from './scripts/library-modules.mjs';
import { prerender } from './scripts/prerender.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One alias table for the app, Storybook (which reads this file) and Vitest.
export const alias = {
  '@domain': here('./domain'),
  '@ui': here('./ui'),
  '@app': here('./app'),
  '@mocks': here('./mocks'),
};

/**
 * msw's service worker script, served at /mockServiceWorker.js in development and emitted into a
 * build only when the build answers with the mock (not when VITE_API_MOCK=off, for a real backend).
 */
function mockServiceWorker(): Plugin {
  const file = here('./mocks/public/mockServiceWorker.js');
  let enabled = true;
  return {
    name: 'pitchside-mock-service-worker',
    configResolved(config) {
      enabled = config.env['VITE_API_MOCK'] !== 'off';
    },
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(file),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), mockServiceWorker(), prerender(), libraryModules()],
  resolve: {
    alias,
  },
  // MOCK_PROFILE=spec npm start: the demo's mock serves SPEC §7's operations alone.
  envPrefix: ['VITE_', 'MOCK_PROFILE'],
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    // Maps are written beside the scripts (the size tools and error reports read them) but not
    // named in them: the `//# sourceMappingURL` line cost ~60 gzipped bytes in every script, 1.9 KB
    // of the 32 that /locations downloads, for a file only a developer's tools ever fetch.
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      // An anatomy (the names of a component's parts) is made by a call the bundler cannot know
      // is pure: every zag machine's anatomy and Chakra's came with the entry.
      treeshake: { manualPureFunctions: ['createAnatomy'] },
      output: {
        // What the entry imports statically is downloaded by every first page anyway: one chunk
        // for it all compresses better than the twenty small ones the default split makes.
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['ui/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'tests/app/**/*.test.tsx'],
          setupFiles: ['tests/setupDom.ts'],
          // A bound, not a measure: a screen test that takes 3-5 s with the machine to itself
          // takes longer beside another file on CI's two CPUs (docs/ci.md).
          testTimeout: 15_000,
        },
      },
      {
        // Journeys in Chromium against the production build and the mock server (tests/e2e).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One journey file per CPU: Vitest's default keeps one CPU for itself (CPUs - 1), which
          // on CI's two ran the journeys one at a time while they mostly wait on the browser and
          // the network. Each file has its own mock server and site (browser.ts), so no file sees
          // another's bookings or coins (docs/ci.md).
          maxWorkers: '100%',
          // Projects with their own worker count run in their own group, after the unit tests
          // when all projects run together.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Journeys in Chromium against the development server as `npm start` runs it
        // (tests/dev): one server and one browser per file, the files one at a time.
        extends: true,
        test: {
          name: 'dev',
          environment: 'node',
          include: ['tests/dev/**/*.dev.ts'],
          testTimeout: 180_000,
          // The server's first page pre-bundles the dependencies (docs/ci.md).
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
