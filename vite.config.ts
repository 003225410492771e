/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

/**
 * The installable app (docs/offline.md): the web app manifest and the service worker
 * (app/pwa/sw.ts), only in the production build for a real backend (VITE_API_MOCK=off). In
 * development and in the demo's build the mock's worker (mockServiceWorker.js) owns the same
 * scope, so there is no second worker to fight it: the plugin is disabled there, and the app
 * does not register one (app/main.tsx).
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'app/pwa',
    filename: 'sw.ts',
    registerType: 'prompt',
    // The app registers the worker itself, after the page has loaded, and offers each update
    // (app/pwa/registerServiceWorker.ts).
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Pitchside',
      short_name: 'Pitchside',
      description: 'Book courts and join game sessions across Nigeria with prepaid coins.',
      lang: 'en-NG',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#15803d',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      // The build itself: every script and style (the route chunks too), the documents (the
      // app's and the pre-rendered public pages), the icons. Not the maps, nor the build's
      // manifest, nor the headers file.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['mockServiceWorker.js', '.vite/**'],
    },
    integration: {
      // After the public pages are pre-rendered (scripts/prerender.mjs), so the precache lists
      // the documents the host serves, with their revisions.
      closeBundleOrder: 'post',
      configureOptions(config, options) {
        options.disable = config.env['VITE_API_MOCK'] !== 'off';
      },
    },
  });
}

/**
 * What names this build: the commit it was built from (BUILD_ID overrides it). The saved copy of
 * a member's data is kept under it, so a new deployment never reads the shape an old one wrote
 * (app/api/savedCopy.ts).
 */
function buildId(): string {
  if (process.env['BUILD_ID']) return process.env['BUILD_ID'];
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return `t${Date.now().toString(36)}`;
  }
}

/** What a unit project sets: its runtime, its files and its setup. */
interface UnitProject {
  name: string;
  environment: 'node' | 'happy-dom';
  include: string[];
  setupFiles?: string[];
  /** Setup of the files that share one module graph per worker, after `setupFiles`. */
  sharedGraphSetupFiles?: string[];
  testTimeout?: number;
}

const ISOLATED = '**/*.isolated.test.{ts,tsx}';
/** Vitest's own exclusions, which a project's `exclude` replaces. */
const NEVER_TESTS = ['**/node_modules/**', '**/.git/**'];

/**
 * A runtime's unit tests as two projects: `<name>`, whose files share one module graph per
 * worker, and `<name>-isolated`, whose files (`*.isolated.test.*`) each get a fresh one.
 */
function unitProjects({ name, include, sharedGraphSetupFiles = [], ...test }: UnitProject) {
  return [
    {
      extends: true as const,
      test: {
        ...test,
        setupFiles: [...(test.setupFiles ?? []), ...sharedGraphSetupFiles],
        name,
        include,
        exclude: [...NEVER_TESTS, ISOLATED],
        isolate: false,
      },
    },
    {
      extends: true as const,
      test: {
        ...test,
        name: `${name}-isolated`,
        include: include.map((glob) => glob.replace(/\.test\./, '.isolated.test.')),
      },
    },
  ];
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  plugins: [react(), mockServiceWorker(), prerender(), libraryModules(), installableApp()],
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
    // named in them: a `//# sourceMappingURL` line in every script, each of the many a page
    // downloads, would be paid by every visitor for a file only a developer's tools ever fetch.
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      // An anatomy (the names of a component's parts) is made by a call the bundler cannot know
      // is pure: every zag machine's anatomy and Chakra's came with the entry.
      treeshake: { manualPureFunctions: ['createAnatomy'] },
      // A constant another module imports is written where it is used, not imported: the words a
      // screen shares with others (ui/copy.ts) have one home in the source and cost no chunk.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // What the entry imports statically is downloaded by every first page anyway: one chunk
        // for it all compresses better than the twenty small ones the default split makes.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The query layer (the library, app/api/sessionCache.ts and the families of query
            // atoms) is one chunk: the header's bell loads it on every signed-in page, and left
            // to itself the bundler split the families off into a chunk of their own. The saved
            // copy's storage stays apart (a session's start reads it before any page asks).
            { name: 'savedCopy', test: /\/app\/api\/savedCopy\.ts$|\/idb-keyval\//, priority: 1 },
            { name: 'queryLayer', test: /\/app\/api\/(sessionCache|family)\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    // Every test starts with the real functions, globals and environment: what one test spied
    // on or stubbed is undone after it, so no neighbour in the same module graph inherits it.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      // The unit tests of a runtime share one module graph per worker: loading the graph
      // again for every file was most of their time. A file that replaces a module (`vi.mock`)
      // or loads one afresh (`vi.resetModules`) is named `*.isolated.test.*` and gets a graph of
      // its own, so its stand-in never reaches a neighbour; lint holds the other files to that
      // (docs/ci.md).
      ...unitProjects({
        name: 'node',
        environment: 'node',
        include: ['domain/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/**/*.test.ts'],
      }),
      ...unitProjects({
        name: 'dom',
        environment: 'happy-dom',
        include: ['ui/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'tests/app/**/*.test.tsx'],
        setupFiles: ['tests/setupDom.ts'],
        // A file waits for the lazily loaded modules still loading before the next file may
        // import them (tests/settleLazyModules.ts).
        sharedGraphSetupFiles: ['tests/settleLazyModules.ts'],
        // A bound, not a measure: a screen test that takes 3-5 s with the machine to itself
        // takes longer beside another file on CI's two CPUs (docs/ci.md).
        testTimeout: 15_000,
      }),
      {
        // Journeys in Chromium against the production build and the mock server (tests/e2e).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // A worker runs its files one after another in one process, with one Chromium
          // (browser.ts): a process and a browser per file cost more than a short journey. Each
          // file still has its own mock server and site, closed when it ends (setup.ts).
          isolate: false,
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A polled check waits as long as a page action does (browser.ts): Vitest's 1 s is a
          // fast desktop's, and a page hydrating beside other journeys on two cores takes longer.
          expect: { poll: { timeout: 15_000 } },
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
          // A polled check waits as long as a page action does (tests/dev/devServer.ts): the
          // server compiles each module the first time a page asks for it.
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
