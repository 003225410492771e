/**
 * The end-to-end journeys run against the production build configured for a real backend
 * (VITE_API_MOCK=off: no worker, no mock code) and the mock backend as a standalone HTTP server,
 * both on 127.0.0.1, with the API on the app's origin as a real host would serve it.
 */
import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/chromium.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { startMockServer } from '../../scripts/start-mock-server.mjs';

export const E2E_DIST = 'dist-e2e';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
  }
}

export default async function setup(project: TestProject) {
  ensureChromium();
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_API_MOCK: 'off' } },
  );
  if (build.status !== 0) throw new Error('The production build for the journeys failed.');

  const mock = await startMockServer();
  const site = await serveStatic(E2E_DIST, { spaFallback: true, proxy: { '/api/': mock.origin } });
  project.provide('baseURL', site.url);
  project.provide('apiURL', mock.apiURL);

  return async () => {
    await site.close();
    mock.stop();
  };
}
