/**
 * The end-to-end journeys run against the production build configured for a real backend
 * (VITE_API_MOCK=off: no worker, no mock code) and the mock backend as a standalone HTTP server,
 * both on 127.0.0.1, with the API on the app's origin as a real host would serve it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/chromium.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { startMockServer } from '../../scripts/start-mock-server.mjs';

export const E2E_DIST = 'dist-e2e';
/**
 * The journeys' one clock, for the server (MOCK_NOW) and every browser (fixed time): a Wednesday
 * morning in Lagos, so opening hours, peak prices and the cancellation cut-off do not depend on
 * when CI runs.
 */
export const E2E_NOW = '2026-11-25T10:00:00+01:00';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
    now: string;
    /** The same build against a mock whose purchases go through the simulated card provider. */
    providerBaseURL: string;
    /** Where the mock behind baseURL writes every e-mail it sends, one JSON line each. */
    outboxFile: string;
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

  const outboxFile = join(mkdtempSync(join(tmpdir(), 'pitchside-outbox-')), 'outbox.jsonl');
  const mock = await startMockServer({ env: { MOCK_NOW: E2E_NOW, MOCK_OUTBOX_FILE: outboxFile } });
  const site = await serveStatic(E2E_DIST, { spaFallback: true, proxy: { '/api/': mock.origin } });
  project.provide('baseURL', site.url);
  project.provide('apiURL', mock.apiURL);
  project.provide('now', E2E_NOW);
  project.provide('outboxFile', outboxFile);

  const providerMock = await startMockServer({
    env: { MOCK_NOW: E2E_NOW, MOCK_PAYMENT_MODE: 'provider' },
  });
  const providerSite = await serveStatic(E2E_DIST, {
    spaFallback: true,
    proxy: { '/api/': providerMock.origin },
  });
  project.provide('providerBaseURL', providerSite.url);

  return async () => {
    await Promise.all([site.close(), providerSite.close()]);
    mock.stop();
    providerMock.stop();
  };
}
