// `npm run bench`: builds the app for a real backend, serves it on 127.0.0.1 with the mock server
// behind /api, and runs Lighthouse (mobile) in Debian's Chromium against /, /landing and /login and
// a plain static HTML page served the same way. Prints the four scores and LCP of each, with the
// ratio to the static page, and FCP, TBT (ms) and CLS. A benchmark: it prints figures and asserts
// nothing.
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';
import { startMockServer } from './start-mock-server.mjs';

const OUT = 'dist-bench';
const PAGES = ['/static-baseline.html', '/', '/landing', '/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const build = spawnSync(
  'npx',
  ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCK: 'off' },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
copyFileSync('scripts/bench-static.html', `${OUT}/static-baseline.html`);

const mock = await startMockServer();
const site = await serveStatic(OUT, { spaFallback: true, proxy: { '/api/': mock.origin } });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: chromiumArgs,
  logLevel: 'silent',
});

const results = [];
try {
  for (const path of PAGES) {
    const { lhr } = await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    results.push({
      path,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    });
  }
} finally {
  await chrome.kill();
  await site.close();
  mock.stop();
}

const baseline = results[0];
const ratio = (value, base) => (base ? (value / base).toFixed(2) : 'n/a');
console.log(
  '\nLighthouse (mobile), Debian Chromium, 127.0.0.1 — scores 0–100, LCP in ms, ×static:',
);
console.log(
  'page                  perf  a11y  best   seo     LCP   LCP×static  perf×static     FCP    TBT    CLS',
);
for (const r of results) {
  const s = r.scores;
  console.log(
    `${r.path.padEnd(20)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s['best-practices']).padStart(5)} ${String(s.seo).padStart(5)} ${Math.round(r.lcp).toString().padStart(7)} ${ratio(r.lcp, baseline.lcp).padStart(11)} ${ratio(s.performance, baseline.scores.performance).padStart(12)} ${Math.round(r.fcp).toString().padStart(7)} ${Math.round(r.tbt).toString().padStart(6)} ${r.cls.toFixed(3).padStart(6)}`,
  );
}
