// `npm run size`: the JavaScript each page downloads as it starts, gzipped (gzip -9), in
// the production build for a real backend (VITE_API_MOCK=off), served with its headers file and
// the mock server behind /api. Public pages are opened by a visitor, member pages by the demo
// member (a stored session, as after signing in).
//
// What is counted, so that the same code gives the same figure on every run, on any CPU: the
// scripts the page requested by itself from the navigation until it has started, i.e. its first
// heading is shown, no loading status is left, signed in the header's unread count has answered
// (its call loads the HTTP client after the page has drawn), it has settled
// (scripts/page-settled.mjs: nothing in flight, the network quiet for 500 ms and then the main
// thread idle with nothing new asked) and its service worker has been registered. Nothing hovers
// or focuses anything, so a chunk fetched ahead of a click (the side menu on hover) is never
// counted, nor what the page puts off on a timer (the next poll). Each file counts once, gzipped at level 9 as a host would serve it.
//
// Budgets: one per page (BUDGETS_KB below). --check fails on a page over its budget; --json FILE
// writes one result per page in the shape of a test report, for `npm test` to count; --files lists each page's scripts; --modules [N] lists the N (20)
// modules or packages that weigh most in each page (scripts/size-modules.mjs).
// Usage: node scripts/size.mjs [--check] [--no-build] [--json FILE] [--files] [--modules [N]]
//   [--cpu-slowdown N]
// (PITCHSIDE_PROD_BUILD=DIR: measure that build instead of making one)
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { watchRequests } from './page-settled.mjs';
import { serveStatic } from './serve-static.mjs';
import { bytesByModule } from './size-modules.mjs';
import { startMockServer } from './start-mock-server.mjs';
import {
  DEMO_STAFF,
  MEMBER_PAGES,
  PUBLIC_PAGES,
  STAFF_PAGES,
  demoMemberSession,
  storeSession,
} from './pages.mjs';

/**
 * `npm test` builds the production app once, for the journeys and this, and names its folder in
 * PITCHSIDE_PROD_BUILD (the same build: VITE_API_MOCK=off); alone, this builds its own.
 */
const PREBUILT = process.env.PITCHSIDE_PROD_BUILD;
const OUT = PREBUILT || 'dist-size';
const KB = 1024;
/** The header bell's call (app/api/notifications/unreadCount.ts). */
const UNREAD_COUNT = '/api/v1/notifications/unread-count/';
/**
 * Pages measured at once, each in its own context: a page spends most of its measurement waiting
 * for the network to stay quiet, and each counts the same files one or two at a time.
 */
const LANES = 2;
/**
 * Each page's budget, in KB, by who opens it and where: set to what the page needs with the
 * libraries as published, rounded up to the next half KB, plus a headroom of 2 KB, which the
 * page's later growth uses up (docs/page-weight.md says why). --check holds every page to its
 * budget; a page that grows past it has its growth paid for elsewhere or its budget raised, with
 * the reason, in the same change.
 */
const BUDGETS_KB = {
  'visitor /': 150,
  'visitor /landing': 147,
  'visitor /about': 148.5,
  'visitor /contact': 156.5,
  'visitor /privacy': 145,
  'visitor /login': 148.5,
  'visitor /register': 155.5,
  'visitor /forgot-password': 149.5,
  'member /': 204.5,
  'member /dashboard': 190.5,
  'member /profile': 195,
  'member /settings': 201.5,
  'member /locations': 198.5,
  'member /bookings': 198,
  'member /subscriptions': 193.5,
  'staff /staff/sessions': 194.5,
};

const args = process.argv.slice(2);
const slowdownAt = args.indexOf('--cpu-slowdown');
// A slower CPU (e.g. 6, as a loaded machine or a phone) must not change a figure: run with it to
// check that the count still reaches the end of every page's start.
const cpuSlowdown = slowdownAt === -1 ? 1 : Number(args[slowdownAt + 1]);
if (!PREBUILT && !args.includes('--no-build')) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit', env: { ...process.env, VITE_API_MOCK: 'off' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gzipped = new Map();
/** gzip -9 size of a built file, by its URL path. */
function gz(pathname) {
  if (!gzipped.has(pathname)) {
    const body = readFileSync(join(OUT, decodeURIComponent(pathname)));
    gzipped.set(pathname, gzipSync(body, { level: 9 }).length);
  }
  return gzipped.get(pathname);
}

/** Opens `path` in a fresh context and answers the scripts it downloaded, with their sizes. */
async function measure(browser, origin, path, session) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (session) await storeSession(context, session);
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const scripts = new Set();
  let started = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!started && url.origin === origin && url.pathname.endsWith('.js')) {
      scripts.add(url.pathname);
    }
  });
  const requests = watchRequests(page);
  // Signed in, the header's bell asks for the unread count once the page has drawn, and that call
  // loads the HTTP client. On a busy machine that chain (the bell's chunk, the query layer, the
  // call) can leave the network quiet and the main thread idle before the call: its answer is
  // waited for.
  const bellAnswered = session
    ? page.waitForResponse((answer) => answer.url().includes(UNREAD_COUNT), { timeout: 30_000 })
    : undefined;
  try {
    await page.goto(`${origin}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('status', { name: /loading/i }).waitFor({ state: 'detached' });
    await bellAnswered;
    await requests.settled();
    // The installable build registers its service worker once the page has started, its requests
    // answered and the browser idle (docs/offline.md): the registration's code is part of every
    // first visit, and is counted whether or not the quiet above ended before it was asked for.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
      null,
      { timeout: 30_000, polling: 100 },
    );
    started = true;
    // Where the page ended up: a guarded route may send its visitor elsewhere.
    const landed = new URL(page.url()).pathname;
    const bytes = [...scripts].reduce((sum, file) => sum + gz(file), 0);
    return { bytes, files: [...scripts].sort(), landed };
  } finally {
    await context.close();
  }
}

const mock = await startMockServer();
const site = await serveStatic(OUT, { spaFallback: true, proxy: { '/api/': mock.origin } });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const rows = [];
try {
  const member = await demoMemberSession(mock.apiURL);
  const staff = await demoMemberSession(mock.apiURL, DEMO_STAFF);
  const jobs = [
    ...PUBLIC_PAGES.map((path) => ({ path, who: 'visitor' })),
    ...['/', ...MEMBER_PAGES].map((path) => ({ path, who: 'member', session: member })),
    ...STAFF_PAGES.map((path) => ({ path, who: 'staff', session: staff })),
  ];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      const { path, who, session } = jobs[index];
      rows[index] = { path, who, ...(await measure(browser, site.url, path, session)) };
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
} finally {
  await browser.close();
  await site.close();
  mock.stop();
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
/** The budget a row is measured against. */
function budgetOf(row) {
  const budget = BUDGETS_KB[`${row.who} ${row.path}`];
  if (budget === undefined)
    throw new Error(`scripts/size.mjs: no budget for ${row.who} ${row.path}`);
  return budget * KB;
}
console.log(
  'JavaScript each page downloads as it starts (gzip -9), against its budget ' +
    '(docs/page-weight.md; --check enforces every one).',
);
const modulesAt = args.indexOf('--modules');
const modulesShown = Number(args[modulesAt + 1]) || 20;
const over = [];
for (const row of rows) {
  row.budget = budgetOf(row);
  row.fits = row.bytes <= row.budget;
  if (!row.fits) over.push(row);
  const mark = `  budget ${kb(row.budget).padStart(8)}  ${row.fits ? '✓ within budget' : '✗ OVER BUDGET'}`;
  const landed = row.landed === row.path ? '' : ` (→ ${row.landed})`;
  console.log(
    `  ${`${row.path}${landed}`.padEnd(20)} ${row.who.padEnd(8)} ${kb(row.bytes).padStart(9)}` +
      `  ${String(row.files.length).padStart(2)} files${mark}`,
  );
  if (args.includes('--files')) console.log(`      ${row.files.join(' ')}`);
  if (modulesAt !== -1) {
    for (const [name, bytes] of bytesByModule(OUT, row.files, gz).slice(0, modulesShown)) {
      console.log(`      ${kb(bytes).padStart(9)}  ${name}`);
    }
  }
}
const jsonAt = args.indexOf('--json');
if (jsonAt !== -1) {
  const failed = rows.filter((row) => !row.fits).length;
  writeFileSync(
    args[jsonAt + 1],
    JSON.stringify({ numPassedTests: rows.length - failed, numFailedTests: failed, rows }),
  );
}
if (args.includes('--check') && over.length > 0) {
  console.error(`Over budget: ${over.map((row) => `${row.path} ${kb(row.bytes)}`).join(', ')}`);
  process.exit(1);
}
