/**
 * The size budget counts what a page downloads by itself as it starts (scripts/size.mjs), so its
 * wait must reach the end of the page's chain of downloads however long the work between two links
 * takes: on a slow CPU that work outlasts any quiet window of the network.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';
import { watchRequests } from '../scripts/page-settled.mjs';
import { serveStatic } from '../scripts/serve-static.mjs';

/**
 * A page that works as React draws a page in a transition (a chain of short tasks, here for
 * 1.5 s), then loads the code an effect needs; and that loads one more file 8 s later on a timer.
 */
const FILES = {
  'index.html': '<!doctype html><title>t</title><script type="module" src="/start.js"></script>',
  'start.js': `
    const channel = new MessageChannel();
    const until = performance.now() + 1500;
    channel.port1.onmessage = () => {
      const slice = performance.now() + 5;
      while (performance.now() < slice) {}
      if (performance.now() < until) channel.port2.postMessage(null);
      else import('/effect.js');
    };
    channel.port2.postMessage(null);
    setTimeout(() => import('/later.js'), 8000);
  `,
  'effect.js': 'document.title = "drawn";',
  'later.js': 'document.title = "later";',
};

let dir: string;
let site: { url: string; close: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'page-settled-'));
  for (const [name, body] of Object.entries(FILES)) writeFileSync(join(dir, name), body);
  site = await serveStatic(dir);
  browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function scriptsUntilSettled() {
  const page = await browser.newPage();
  try {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    const requests = watchRequests(page);
    await page.goto(`${site.url}/`);
    await requests.settled();
    return [...scripts];
  } finally {
    await page.close();
  }
}

describe('watchRequests(page).settled()', () => {
  // One visit, which both tests read: each property is of the same wait.
  let visit: Promise<string[]> | undefined;
  const settledScripts = () => (visit ??= scriptsUntilSettled());

  it('waits out the work between two downloads, however long, and counts the second', async () => {
    expect(await settledScripts()).toEqual(['/start.js', '/effect.js']);
  });

  it('leaves out what the page puts off on a timer', async () => {
    expect(await settledScripts()).not.toContain('/later.js');
  });
});
