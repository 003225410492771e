/** One Chromium per journey file (Debian's, never a downloaded one), a fresh context per test. */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject, onTestFinished } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export const DEMO_PASSWORD = 'Pitchside#2026';
export const PHONE = { width: 360, height: 740 };
const SHOTS = 'test-results/e2e';

export interface Journey {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  apiURL: string;
}

/** Sets up the browser for a journey file; the returned object is filled before each test. */
export function useBrowser(viewport = { width: 1280, height: 800 }): Journey {
  const journey = {} as Journey;
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async ({ task }) => {
    journey.baseURL = inject('baseURL');
    journey.apiURL = inject('apiURL');
    journey.context = await browser.newContext({ baseURL: journey.baseURL, viewport });
    // The browser's clock agrees with the server's (MOCK_NOW); timers still run.
    await journey.context.clock.setFixedTime(new Date(inject('now')));
    journey.page = await journey.context.newPage();
    journey.page.setDefaultTimeout(15_000);
    onTestFinished(async ({ task: finished }) => {
      // A failed journey leaves a screenshot of where it stopped, for the reader.
      if (finished.result?.state === 'fail') {
        mkdirSync(SHOTS, { recursive: true });
        const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
        await journey.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
      }
      await journey.context.close();
    });
  });
  return journey;
}

/** Signs in through the login page, as a person would (on `site`, the default one unless given). */
export async function signIn(page: Page, email: string, site = ''): Promise<void> {
  await page.goto(`${site}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** The number a figure card shows under `label` (e.g. 'Available coins'), as a person reads it. */
export async function readFigure(page: Page, label: string): Promise<number> {
  const figure = page.getByText(label, { exact: true }).first().locator('xpath=..');
  const text = ((await figure.textContent()) ?? '').replace(label, '');
  const digits = text.replace(/[^\d-]/g, '');
  if (digits === '') throw new Error(`No figure under "${label}": "${text}"`);
  return Number(digits);
}

/** A slow mobile network for this page, so what paints before its code and data arrive shows. */
export async function slowNetwork(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `path` and answers how far its content jumped while loading, as the browser scores it
 * (cumulative layout shift: content that moved after it was shown; under 0.1 reads as good).
 */
export async function layoutShiftOnLoad(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += (entry as unknown as { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}
