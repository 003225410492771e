/**
 * The journeys of tests/dev run against the development server as `npm start` runs it
 * (scripts/start-dev-server.mjs: Vite with vite.config.ts, the mock worker in the browser over a
 * database seeded in the page, React's development build, Strict Mode), in Debian's Chromium: what
 * a newcomer runs first. One server, one browser and one signed-in member per file, started before
 * its journeys and stopped after them, whatever happens; the journeys follow one another as one
 * member's visit, moving through the app's own links as a person does.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { startDevServer } from '../../scripts/start-dev-server.mjs';
import { E2E_NOW } from '../e2e/globalSetup';

const SHOTS = 'test-results/dev';

export interface DevVisit {
  page: Page;
  context: BrowserContext;
  baseURL: string;
}

/** Starts the server and the browser for a file's journeys; the object is filled before them. */
export function useDevServer(viewport = { width: 1280, height: 800 }): DevVisit {
  const visit = {} as DevVisit;
  let browser: Browser | undefined;
  let stopServer = () => {};
  // A worker that ends early (a crash, a timeout) still leaves no server behind.
  const onExit = () => stopServer();
  process.once('exit', onExit);

  beforeAll(async () => {
    const [server, launched] = await Promise.all([
      startDevServer(),
      chromium.launch({ executablePath: findChromium(), args: chromiumArgs }),
    ]);
    stopServer = server.stop;
    browser = launched;
    visit.baseURL = server.url;
    visit.context = await browser.newContext({ baseURL: server.url, viewport });
    // The browser's clock, which the in-page mock seeds and ages its records by; timers still run.
    await visit.context.clock.setFixedTime(new Date(E2E_NOW));
    visit.page = await visit.context.newPage();
    visit.page.setDefaultTimeout(30_000);
  });

  afterAll(async () => {
    await browser?.close();
    stopServer();
    process.off('exit', onExit);
  });

  return visit;
}

/** A failed journey leaves a screenshot of where it stopped, for the reader. */
export function screenshotOnFailure(visit: DevVisit, name: string): void {
  onTestFinished(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    mkdirSync(SHOTS, { recursive: true });
    await visit.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  });
}
