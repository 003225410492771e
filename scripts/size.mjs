// `npm run size`: the JavaScript each route's first page downloads, gzipped, in the production
// build for a real backend (VITE_API_MOCK=off). Each page is opened in Debian's Chromium, served
// from 127.0.0.1 with the mock server behind /api, and every script the browser fetches until the
// network is quiet is counted (entry, preloaded chunks, the page's own chunks and anything loaded
// lazily on the way), each compressed with gzip -9. Public pages are opened by a visitor; the
// pages behind sign-in by the demo member. With --check it fails when a visitor's first page
// (/, /landing, /login) is over budget; --json FILE writes one result per budgeted page in the
// shape of a test report, for `npm test` to count.
// Usage: node scripts/size.mjs [--check] [--no-build] [--json FILE]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';
import { startMockServer } from './start-mock-server.mjs';

const OUT = 'dist-size';
const BUDGET_BYTES = 150 * 1024;
const BUDGETED = ['/', '/landing', '/login'];
const VISITOR_ROUTES = [
  '/',
  '/landing',
  '/login',
  '/register',
  '/about',
  '/contact',
  '/privacy',
  '/forgot-password',
];
const MEMBER_ROUTES = [
  '/',
  '/dashboard',
  '/profile',
  '/settings',
  '/locations',
  '/bookings',
  '/subscriptions',
];
const MEMBER = { email: 'member@pitchside.ng', password: 'Pitchside#2026' };

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
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

/** Signs the demo member in through the API, as the login page would, for the stored session. */
async function memberSession(apiURL) {
  const answer = await fetch(`${apiURL}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  if (!answer.ok) throw new Error(`The demo member could not sign in (${answer.status}).`);
  const { data } = await answer.json();
  return { token: data.token, user: data.user };
}

/** Opens `path` in a fresh context and answers the scripts it downloaded, with their sizes. */
async function measure(browser, origin, path, session) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (session) {
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('pitchside.token', token);
      localStorage.setItem('pitchside.user', JSON.stringify(user));
    }, session);
  }
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // Where the page ended up: a guarded route may send its visitor elsewhere.
    const landed = new URL(page.url()).pathname;
    const bytes = [...scripts].reduce((sum, file) => sum + gz(file), 0);
    return { bytes, files: scripts.size, landed };
  } finally {
    await context.close();
  }
}

const mock = await startMockServer();
const site = await serveStatic(OUT, { spaFallback: true, proxy: { '/api/': mock.origin } });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const rows = [];
try {
  const session = await memberSession(mock.apiURL);
  for (const path of VISITOR_ROUTES) {
    rows.push({ path, who: 'visitor', ...(await measure(browser, site.url, path)) });
  }
  for (const path of MEMBER_ROUTES) {
    rows.push({ path, who: 'member', ...(await measure(browser, site.url, path, session)) });
  }
} finally {
  await browser.close();
  await site.close();
  mock.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `JavaScript downloaded by each page's first load (gzip -9); budget for a visitor's first page ` +
    `(${BUDGETED.join(', ')}): ${kb(BUDGET_BYTES)}`,
);
const over = [];
for (const row of rows) {
  const budgeted = row.who === 'visitor' && BUDGETED.includes(row.path);
  const fits = row.bytes <= BUDGET_BYTES;
  if (budgeted && !fits) over.push(row);
  const mark = budgeted ? (fits ? '  ✓ within budget' : '  ✗ OVER BUDGET') : '';
  const landed = row.landed === row.path ? '' : ` (→ ${row.landed})`;
  console.log(
    `  ${`${row.path}${landed}`.padEnd(20)} ${row.who.padEnd(8)} ${kb(row.bytes).padStart(9)}` +
      `  ${String(row.files).padStart(2)} files${mark}`,
  );
}
const jsonAt = args.indexOf('--json');
if (jsonAt !== -1) {
  const budgeted = rows.filter((row) => row.who === 'visitor' && BUDGETED.includes(row.path));
  const failed = budgeted.filter((row) => row.bytes > BUDGET_BYTES).length;
  writeFileSync(
    args[jsonAt + 1],
    JSON.stringify({ numPassedTests: budgeted.length - failed, numFailedTests: failed, rows }),
  );
}
if (args.includes('--check') && over.length > 0) {
  console.error(`Over budget: ${over.map((row) => `${row.path} ${kb(row.bytes)}`).join(', ')}`);
  process.exit(1);
}
