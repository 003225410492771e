// Where a page's main-thread time goes as it loads: serves a production build (as `npm run bench`
// does, without the API), opens PATH in Debian's Chromium with the CPU slowed 4 times (Lighthouse's
// mobile setting), records a trace and a JavaScript profile until a second after the app is ready
// (when a member page draws its data), and prints each
// task of 30 ms or more with what it spent its time on (trace events, and the profile's samples by
// source file through the build's source maps), then the samples from the first contentful paint
// until the app is ready, by source. A diagnostic: it prints and asserts nothing.
// A member page (scripts/pages.mjs) is opened as the demo member, with the mock server behind /api.
// Usage: node scripts/profile-page.mjs [BUILD_DIR] [PATH]   (defaults: dist-bench, /)
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { MEMBER_PAGES, demoMemberSession, storeSession } from './pages.mjs';
import { serveStatic } from './serve-static.mjs';
import { startMockServer } from './start-mock-server.mjs';

const [dir = 'dist-bench', path = '/'] = process.argv.slice(2);
const SAMPLING_US = 200;
const LONG_US = 30_000;

const mock = MEMBER_PAGES.includes(path) ? await startMockServer() : null;
const site = await serveStatic(dir, {
  spaFallback: true,
  proxy: mock ? { '/api/': mock.origin } : {},
});
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
let profile;
let trace;
try {
  const page = await browser.newPage();
  if (mock) await storeSession(page.context(), await demoMemberSession(mock.apiURL));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  // Told by the page itself, so that no polling of the test driver's runs on its main thread.
  await page.addInitScript(() => {
    // Run before the document has an element: watch the document itself.
    const observer = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute('data-app-ready')) return;
      observer.disconnect();
      console.timeStamp('pitchside-app-ready');
      console.log('pitchside-app-ready');
    });
    observer.observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-app-ready'],
    });
  });
  const ready = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'pitchside-app-ready',
    timeout: 30_000,
  });
  await page.goto(`${site.url}${path}`);
  await ready;
  await page.waitForTimeout(1_000);
  ({ profile } = await cdp.send('Profiler.stop'));
  trace = JSON.parse((await browser.stopTracing()).toString());
} finally {
  await browser.close();
  await site.close();
  mock?.stop();
}

// Each sampled frame, named by its original source file (node_modules packages by name).
const maps = new Map();
function sourceOf(frame) {
  const file = frame.url.replace(/^https?:\/\/[^/]+/, '');
  if (!file.endsWith('.js')) return frame.functionName || '(native)';
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMap(JSON.parse(readFileSync(`${dir}${file}.map`, 'utf8'))));
    } catch {
      maps.set(file, undefined);
    }
  }
  // Both 0-based, as the profile's call frames are.
  const source = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber)?.originalSource;
  if (!source) return file;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? inPackage[1] : source.replace(/^(\.\.\/)+/, '');
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
let clock = profile.startTime;
const samples = profile.samples.map((id, i) => {
  clock += profile.timeDeltas[i] ?? 0;
  return { at: clock, source: sourceOf(nodes.get(id).callFrame) };
});

/** The profile's samples from `from` to `to` (trace time, µs) counted by source, most first. */
function samplesBySource(from, to) {
  const bySource = new Map();
  for (const sample of samples) {
    if (sample.at < from || sample.at > to || sample.source === '(idle)') continue;
    bySource.set(sample.source, (bySource.get(sample.source) ?? 0) + 1);
  }
  return [...bySource].sort((a, b) => b[1] - a[1]);
}

const pageThread = trace.traceEvents.find(
  (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(site.url),
);
/** Every task of the page's main thread. */
const pageTasks = trace.traceEvents.filter(
  (e) =>
    e.name === 'RunTask' && e.ph === 'X' && e.pid === pageThread?.pid && e.tid === pageThread?.tid,
);
const tasks = pageTasks.filter((e) => e.dur >= LONG_US);
const ms = (us) => `${Math.round(us / 1000)} ms`;
console.log(`${path} (${dir}), CPU ×4: tasks of ${ms(LONG_US)} or more, from navigation`);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = trace.traceEvents
    .filter(
      (e) =>
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ph === 'X' &&
        e.name !== 'RunTask' &&
        e.ts >= task.ts &&
        e.ts < end &&
        e.dur >= 5_000,
    )
    .map((e) => `${e.name} ${ms(e.dur)}`);
  const top = samplesBySource(task.ts, end)
    .slice(0, 8)
    .map(([source, count]) => `${source} ${count}`);
  console.log(
    `${ms(task.ts - profile.startTime).padStart(8)}  ${ms(task.dur).padStart(7)}  ${inside.join(', ')}`,
  );
  if (top.length > 0) console.log(`          samples: ${top.join(', ')}`);
}

// Lighthouse's total blocking time, read from this trace: each task's time beyond 50 ms, from the
// first contentful paint until the app is ready (data-app-ready) (Lighthouse simulates a network and stops at
// "interactive", so its figure differs; this one compares two builds on the same machine).
const fcp = trace.traceEvents.find(
  (e) => e.name === 'firstContentfulPaint' && e.pid === pageThread?.pid,
);
const appReady = trace.traceEvents.find(
  (e) => e.name === 'TimeStamp' && e.args?.data?.message === 'pitchside-app-ready',
);
if (fcp) {
  const until = appReady?.ts ?? Infinity;
  console.log('samples from the first contentful paint until ready, by source:');
  for (const [source, count] of samplesBySource(fcp.ts, until).slice(0, 25)) {
    console.log(`  ${String(count).padStart(6)}  ${source}`);
  }
  const blockingUntil = (end) =>
    pageTasks
      .filter((e) => e.ts >= fcp.ts && e.ts <= end)
      .reduce((sum, e) => sum + Math.max(0, e.dur - 50_000), 0);
  console.log(
    `blocking time from the first contentful paint until the app is ready${appReady ? '' : ' (never marked: until the end)'}: ${ms(blockingUntil(until))}`,
  );
  // A member page draws its data once it is ready: the second recorded after it holds that.
  console.log(
    `blocking time from the first contentful paint until a second after ready: ${ms(blockingUntil(Infinity))}`,
  );
}
