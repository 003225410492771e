/**
 * The end-to-end journeys run against the production build configured for a real backend
 * (VITE_API_MOCK=off: no worker, no mock code) and the mock backend as a standalone HTTP server,
 * both on 127.0.0.1, with the API on the app's origin as a real host would serve it.
 *
 * This builds what every journey file shares: the app (once) and the mock server's bundle. Each
 * journey file then starts its own mock server and site (tests/e2e/browser.ts), so that files
 * share no state and run two at a time in any order.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/chromium.mjs';
import { buildMockServer } from '../../scripts/start-mock-server.mjs';

export const E2E_DIST = 'dist-e2e';
/**
 * `npm test` builds the production app once for the journeys and the size budget and names the
 * folder here; alone, the journeys build their own into E2E_DIST.
 */
export const PREBUILT_ENV = 'PITCHSIDE_PROD_BUILD';
/**
 * The journeys' one clock, for the server (MOCK_NOW) and every browser (fixed time): a Wednesday
 * morning in Lagos, so opening hours, peak prices and the cancellation cut-off do not depend on
 * when CI runs.
 */
export const E2E_NOW = '2026-11-25T10:00:00+01:00';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build every journey file serves with its own mock server behind it. */
    dist: string;
    now: string;
    /**
     * This run's own folder for what journeys write (the mock servers' outboxes, the deployment
     * journey's copy of the build), removed when the run ends.
     */
    workDir: string;
  }
}

export default function setup(project: TestProject) {
  ensureChromium();
  const prebuilt = process.env[PREBUILT_ENV];
  const dist = resolve(prebuilt || E2E_DIST);
  if (prebuilt) {
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error(`${PREBUILT_ENV}=${prebuilt} names no production build.`);
    }
  } else {
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      { stdio: 'inherit', env: { ...process.env, VITE_API_MOCK: 'off' } },
    );
    if (build.status !== 0) throw new Error('The production build for the journeys failed.');
  }
  buildMockServer();
  const workDir = mkdtempSync(join(tmpdir(), 'pitchside-e2e-'));
  project.provide('dist', dist);
  project.provide('now', E2E_NOW);
  project.provide('workDir', workDir);
  return () => rmSync(workDir, { recursive: true, force: true });
}
