// `npm run bench`: builds the app for a real backend, serves it on 127.0.0.1 as a host would (its
// headers file, the mock server behind /api) and runs Lighthouse (mobile, its default simulated
// throttling) in Debian's Chromium, RUNS times (3 by default) per page: every public page as a
// visitor and the member pages signed in as the demo member, each round starting with a plain
// static HTML page served the same way (scripts/bench-static.html). A member page is measured
// twice: cold (nothing kept but the session: no service worker, no saved copy, an empty HTTP
// cache) and warm (a second visit in the same browser profile, after one visit has left the
// service worker and the saved copy of the member's data in place: docs/offline.md). Prints the
// median of each figure: the four scores, FCP, LCP, TBT, CLS, LCP as a ratio to the static page
// of the same round (median of the rounds' ratios), and the kilobytes the visit took from the
// network, all of it and its scripts. Then lists the SEO and best-practices audits a page failed
// in any round, and the machine the figures come from (its CPU, and its load as the runs began and
// ended), since figures from two machines cannot be compared. A benchmark: it prints figures and
// asserts nothing.
// Usage: RUNS=3 PAGES=/,/login node scripts/bench.mjs [--no-build]   (defaults: 3, every page)
// BENCH_SAVE=DIR also writes each run's Lighthouse report (JSON) there, to read the long tasks.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';
import { startMockServer } from './start-mock-server.mjs';
import { PUBLIC_PAGES, demoMemberSession } from './pages.mjs';

const OUT = 'dist-bench';
const RUNS = Number(process.env.RUNS ?? 3);
const STATIC = '/static-baseline.html';
/** The member pages Lighthouse measures. */
const BENCHED_MEMBER_PAGES = ['/dashboard', '/locations', '/bookings', '/subscriptions'];
// PAGES=/,/dashboard measures only those (the static page is always measured).
const only = process.env.PAGES?.split(',');
const wanted = (path) => !only || only.includes(path);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The categories whose failed audits are listed under the table. */
const EXPLAINED = ['seo', 'best-practices'];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_API_MOCK: 'off' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
copyFileSync('scripts/bench-static.html', `${OUT}/static-baseline.html`);

const mock = await startMockServer();
const site = await serveStatic(OUT, { spaFallback: true, proxy: { '/api/': mock.origin } });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: chromiumArgs,
  logLevel: 'silent',
});
// The same Chromium, driven by Playwright only to put the member's session in local storage:
// Lighthouse clears the HTTP cache and service workers before each run, not local storage.
const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

/** Stores the demo member's session for the site's origin, or removes it (`null`). */
async function setSession(session) {
  const page = await driver.contexts()[0].newPage();
  try {
    await page.goto(`${site.url}/favicon.svg`);
    await page.evaluate((value) => {
      if (value === null) {
        localStorage.removeItem('pitchside.token');
        localStorage.removeItem('pitchside.user');
      } else {
        localStorage.setItem('pitchside.token', value.token);
        localStorage.setItem('pitchside.user', JSON.stringify(value.user));
      }
    }, session);
  } finally {
    await page.close();
  }
}

/**
 * Forgets what a visit leaves besides the session: the saved copy of the member's data (IndexedDB,
 * which Lighthouse's own reset keeps). Lighthouse removes the service worker and the HTTP cache.
 */
async function forgetSavedData() {
  const page = await driver.contexts()[0].newPage();
  try {
    await page.goto(`${site.url}/favicon.svg`);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.deleteDatabase('pitchside');
          request.onsuccess = request.onerror = request.onblocked = resolve;
        }),
    );
  } finally {
    await page.close();
  }
}

/**
 * The first of two visits: opens `path` as the member and waits until the service worker has
 * precached the build and controls the page, and the page's answers have been saved (the saved
 * copy is written a second after they arrive).
 */
async function visitOnce(path) {
  const page = await driver.contexts()[0].newPage();
  try {
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(
      async () =>
        (await indexedDB.databases()).some(({ name }) => name === 'pitchside') &&
        (await new Promise((resolve) => {
          const open = indexedDB.open('pitchside');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains('saved-copies')) {
              database.close();
              return resolve(false);
            }
            const count = database.transaction('saved-copies').objectStore('saved-copies').count();
            count.onsuccess = () => resolve(count.result > 0);
            count.onerror = () => resolve(false);
            database.close();
          };
        })),
      null,
      { polling: 250, timeout: 30_000 },
    );
  } finally {
    await page.close();
  }
}

let lighthouseVersion = '';
const SAVE = process.env.BENCH_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });
let saved = 0;
async function audit(path, { warm = false } = {}) {
  const { lhr } = await lighthouse(`${site.url}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // A warm visit keeps what the first visit left: the service worker, its caches, the HTTP
    // cache and the saved copy.
    disableStorageReset: warm,
  });
  const failed = EXPLAINED.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  lighthouseVersion = lhr.lighthouseVersion;
  if (SAVE) {
    const name = `${String(++saved).padStart(2, '0')}${path.replace(/[^\w]+/g, '-')}.json`;
    writeFileSync(`${SAVE}/${name}`, JSON.stringify(lhr));
  }
  return {
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    // Lighthouse's own measure of the CPU's speed during the run: its simulation multiplies what
    // it observed by the same 4 however fast the CPU was, so TBT follows it.
    cpuIndex: lhr.environment?.benchmarkIndex ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    ...downloaded(lhr),
    failed,
  };
}

/** What the visit took from the network, in KB: everything, and its scripts. */
function downloaded(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const kb = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    kb: kb(requests),
    scriptKb: kb(requests.filter((item) => item.resourceType === 'Script')),
  };
}

/** Every run of every page, by page and then by who opened it. */
const runs = new Map();
const record = (key, result) => runs.set(key, [...(runs.get(key) ?? []), result]);
const started = Date.now();
const loadAtStart = loadavg()[0];
try {
  const session = await demoMemberSession(mock.apiURL);
  for (let round = 1; round <= RUNS; round += 1) {
    await setSession(null);
    const baseline = await audit(STATIC);
    record(`${STATIC} static`, { ...baseline, ratio: 1 });
    const measure = async (path, who) => {
      const result = await audit(path, { warm: who === 'warm' });
      record(`${path} ${who}`, { ...result, ratio: result.lcp / baseline.lcp });
    };
    for (const path of PUBLIC_PAGES.filter(wanted)) await measure(path, 'visitor');
    await setSession(session);
    for (const path of BENCHED_MEMBER_PAGES.filter(wanted)) {
      await forgetSavedData();
      await measure(path, 'member');
      await visitOnce(path);
      await measure(path, 'warm');
    }
    console.log(`round ${round}/${RUNS} done (${Math.round((Date.now() - started) / 1000)} s)`);
  }
} finally {
  await driver.close();
  await chrome.kill();
  await site.close();
  mock.stop();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const pad = (value, width) => String(value).padStart(width);
const tbtRange = (results) => {
  const tbts = results.map((r) => Math.round(r.tbt));
  return `${Math.min(...tbts)}–${Math.max(...tbts)}`;
};
console.log(
  `\nLighthouse ${lighthouseVersion} (mobile), Debian Chromium, 127.0.0.1 — medians of ` +
    `${RUNS} run(s); scores 0–100, times in ms, LCP×static = LCP ÷ the static page's LCP in the ` +
    `same round; KB taken from the network (JS KB: scripts); member = cold visit, warm = the ` +
    `second visit:`,
);
console.log(
  `Machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} CPUs; load average ` +
    `(1 min) ${loadAtStart.toFixed(1)} as the runs began, ${loadavg()[0].toFixed(1)} as they ended.`,
);
const cpuIndexes = [...runs.values()].flat().map((r) => r.cpuIndex);
console.log(
  `Lighthouse's CPU benchmark index over the runs: ${Math.round(Math.min(...cpuIndexes))}–` +
    `${Math.round(Math.max(...cpuIndexes))} (the wider, the less the medians say; TBT range: ` +
    `the lowest and highest of the runs).`,
);
console.log(
  'page                    who      perf  a11y  best   seo     FCP     LCP  LCP×static    TBT' +
    '   TBT range    CLS      KB   JS KB',
);
for (const [key, results] of runs) {
  const [path, who] = key.split(' ');
  const m = (pick) => median(results.map(pick));
  const landed = results[0].landed === path ? '' : ` →${results[0].landed}`;
  console.log(
    `${`${path}${landed}`.padEnd(23)} ${who.padEnd(8)}` +
      `${pad(
        m((r) => r.scores.performance),
        5,
      )} ${pad(
        m((r) => r.scores.accessibility),
        5,
      )} ` +
      `${pad(
        m((r) => r.scores['best-practices']),
        5,
      )} ${pad(
        m((r) => r.scores.seo),
        5,
      )} ` +
      `${pad(Math.round(m((r) => r.fcp)), 7)} ${pad(Math.round(m((r) => r.lcp)), 7)} ` +
      `${pad(m((r) => r.ratio).toFixed(2), 11)} ${pad(Math.round(m((r) => r.tbt)), 6)} ` +
      `${pad(tbtRange(results), 11)} ` +
      `${pad(m((r) => r.cls).toFixed(3), 6)} ${pad(m((r) => r.kb).toFixed(1), 7)} ` +
      `${pad(m((r) => r.scriptKb).toFixed(1), 7)}`,
  );
}
const failures = [...runs].flatMap(([key, results]) => {
  const ids = [...new Set(results.flatMap((r) => r.failed))];
  return ids.length ? [`  ${key.padEnd(28)} ${ids.join(', ')}`] : [];
});
console.log(
  failures.length
    ? `\nFailed SEO / best-practices audits (any run):\n${failures.join('\n')}`
    : '\nNo SEO or best-practices audit failed.',
);
