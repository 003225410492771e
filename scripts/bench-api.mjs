// `npm run bench:api`: a bounded load on the HTTP runtime of the mock backend. Builds
// mocks/server.ts as `npm run mock:server` does, starts it on 127.0.0.1 with a pinned clock, and
// measures mixed authenticated GETs (member and admin, several endpoints, concurrency 32) on the
// fresh server, then after 2,000 booking/cancel cycles. Prints requests/s, p50/p95/p99 latency and
// the server's RSS for both, and the ratios after ÷ fresh. A benchmark: it asserts nothing, stops
// by itself and kills the server.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const NOW = process.env.MOCK_NOW || '2026-01-15T09:30:00+01:00';
const CONCURRENCY = 32;
const REQUESTS = Number(process.env.BENCH_REQUESTS || 3000);
const WARMUP = 400;
const CYCLES = Number(process.env.BENCH_CYCLES || 2000);
const HARD_STOP_MS = 10 * 60 * 1000;
const PASSWORD = 'Pitchside#2026';

const outfile = `${root}node_modules/.cache/pitchside/mock-server.bench.mjs`;
await build({
  entryPoints: [`${root}mocks/server.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});

// The request log goes nowhere: writing it would be part of what is measured.
// BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the server.
const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const child = spawn(process.execPath, [...nodeArgs, outfile], {
  cwd: root,
  env: { ...process.env, MOCK_PORT: '0', MOCK_HOST: '127.0.0.1', MOCK_NOW: NOW },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  if (child.exitCode === null) child.kill('SIGTERM');
};
const hardStop = setTimeout(() => {
  console.error(`bench:api: still running after ${HARD_STOP_MS / 60000} minutes, stopping`);
  stop();
  process.exit(1);
}, HARD_STOP_MS);
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const origin = await new Promise((resolve, reject) => {
  let output = '';
  const timer = setTimeout(() => reject(new Error(`no start line:\n${output}`)), 30_000);
  const onData = (chunk) => {
    output += chunk.toString();
    const match = /Pitchside mock API on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
      // Keep draining the log so the server never blocks on a full pipe.
      child.stdout.off('data', onData);
      child.stdout.resume();
    }
  };
  child.stdout.on('data', onData);
  child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
});
const API = `${origin}/api/v1`;

function rssMB() {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)]).toString());
    return kb / 1024;
  }
}

async function call(method, path, { token, body } = {}) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Token ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function login(email) {
  const res = await call('POST', '/auth/login/', { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.json.data.token;
}

const member = await login('member@pitchside.ng');
const admin = await login('admin@pitchside.ng');
/**
 * Who makes the booking/cancel cycles: by default another member than the one reading, so that the
 * reader's own lists (user-bookings is a plain unpaginated array: its answer grows with its owner's
 * bookings, by contract) stay the same size and what is measured is the cost of everyone's history.
 * BENCH_CYCLER=member@pitchside.ng makes the reader cycle too.
 */
const CYCLER = process.env.BENCH_CYCLER || 'kelechi.obi@example.com';
const cycler = CYCLER === 'member@pitchside.ng' ? member : await login(CYCLER);

const MIX = [
  [member, '/auth/me/'],
  [member, '/locations/available-sessions/'],
  [member, '/locations/locations/'],
  [member, '/bookings/bookings/'],
  [member, '/bookings/user-bookings/'],
  [member, '/bookings/history/'],
  [member, '/bookings/stats/'],
  [member, '/subscriptions/wallet/'],
  [member, '/subscriptions/packages/'],
  [admin, '/admin/dashboard/stats/'],
  [admin, '/accounts/users/'],
  [admin, '/locations/sessions/'],
  [admin, '/bookings/bookings/'],
];

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** `count` GETs of the mix at CONCURRENCY; latencies per path and overall. */
async function mixedLoad(count) {
  const latencies = [];
  const byPath = new Map();
  let failures = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const [token, path] = MIX[next % MIX.length];
      next += 1;
      const t0 = performance.now();
      const res = await fetch(`${API}${path}`, { headers: { Authorization: `Token ${token}` } });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (res.status !== 200) failures += 1;
      latencies.push(ms);
      const list = byPath.get(path) ?? [];
      list.push(ms);
      byPath.set(path, list);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  for (const list of byPath.values()) list.sort((a, b) => a - b);
  return { count, seconds, rps: count / seconds, latencies, byPath, failures, rss: rssMB() };
}

/**
 * available-sessions alone, one request at a time: its own cost, without the queue that
 * concurrency adds to every latency of the mix (the server handles requests one at a time).
 */
async function solo(path, count = 200, token = member) {
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${API}${path}`, { headers: { Authorization: `Token ${token}` } });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
  }
  return latencies.sort((a, b) => a - b);
}

/** A free one-hour court slot three days ahead. */
async function freeSlot() {
  const locations = await call('GET', '/locations/locations/?page_size=100', { token: cycler });
  const list = Array.isArray(locations.json.data)
    ? locations.json.data
    : locations.json.data.results;
  const date = new Date(new Date(NOW).getTime() + 3 * 86_400_000 + 3_600_000)
    .toISOString()
    .slice(0, 10);
  for (const location of list) {
    const courts = await call('GET', `/locations/locations/${location.id}/courts/`, {
      token: cycler,
    });
    for (const court of courts.json.data) {
      for (let hour = 10; hour < 19; hour += 1) {
        const slot = {
          location_id: location.id,
          court_id: court.id,
          date,
          start_time: `${String(hour).padStart(2, '0')}:00`,
          end_time: `${String(hour + 1).padStart(2, '0')}:00`,
        };
        const check = await call('POST', '/bookings/check-availability/', {
          token: cycler,
          body: slot,
        });
        if (check.status === 200 && check.json.data.available) return slot;
      }
    }
  }
  throw new Error('no free court slot found');
}

async function cycles(count) {
  const slot = await freeSlot();
  const started = performance.now();
  let failures = 0;
  for (let i = 0; i < count; i += 1) {
    const booked = await call('POST', '/bookings/bookings/', { token: cycler, body: slot });
    if (booked.status !== 201) {
      failures += 1;
      continue;
    }
    const cancelled = await call('POST', `/bookings/bookings/${booked.json.data.id}/cancel/`, {
      token: cycler,
      body: {},
    });
    if (cancelled.status !== 200) failures += 1;
  }
  return { count, seconds: (performance.now() - started) / 1000, failures };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
function report(label, run, sessions) {
  const l = run.latencies;
  console.log(
    `${label.padEnd(14)} ${String(run.count).padStart(6)} GETs  ${fmt(run.rps, 0).padStart(6)} req/s  ` +
      `p50 ${fmt(percentile(l, 0.5), 2)} ms  p95 ${fmt(percentile(l, 0.95), 2)} ms  ` +
      `p99 ${fmt(percentile(l, 0.99), 2)} ms  available-sessions alone p50 ${fmt(percentile(sessions, 0.5), 2)} ms  ` +
      `RSS ${fmt(run.rss, 0)} MB  non-200 ${run.failures}`,
  );
}

try {
  console.log(
    `bench:api: ${origin}, clock pinned at ${NOW}; ${REQUESTS} mixed GETs at concurrency ${CONCURRENCY} ` +
      `over ${MIX.length} endpoints (member and admin); ${CYCLES} booking/cancel cycles by ${CYCLER}`,
  );
  await mixedLoad(WARMUP);
  const fresh = await mixedLoad(REQUESTS);
  const freshSessions = await solo('/locations/available-sessions/');
  const freshSolo = [];
  for (const [token, path] of MIX) freshSolo.push(await solo(path, 40, token));
  report('fresh', fresh, freshSessions);
  const done = await cycles(CYCLES);
  console.log(
    `cycles         ${done.count} booking/cancel cycles in ${fmt(done.seconds)} s ` +
      `(${fmt((done.count * 2) / done.seconds, 0)} req/s), failed ${done.failures}`,
  );
  const after = await mixedLoad(REQUESTS);
  const afterSessions = await solo('/locations/available-sessions/');
  const afterSolo = [];
  for (const [token, path] of MIX) afterSolo.push(await solo(path, 40, token));
  report('after cycles', after, afterSessions);
  const sessionsRatio = percentile(afterSessions, 0.5) / percentile(freshSessions, 0.5);
  console.log(
    `ratios         throughput after÷fresh ${fmt(after.rps / fresh.rps, 2)} (target ≥ 0.8)  ` +
      `available-sessions p50 after÷fresh ${fmt(sessionsRatio, 2)} (target ≤ 1.5)  ` +
      `p95 after÷fresh ${fmt(percentile(after.latencies, 0.95) / percentile(fresh.latencies, 0.95), 2)}`,
  );
  console.log('each endpoint alone (40 sequential GETs), p50 ms: fresh → after cycles');
  MIX.forEach(([token, path], i) => {
    const who = token === admin ? 'admin ' : 'member';
    const before = percentile(freshSolo[i], 0.5);
    const later = percentile(afterSolo[i], 0.5);
    console.log(
      `  ${who} ${path.padEnd(34)} ${fmt(before, 2).padStart(7)} → ${fmt(later, 2).padStart(7)}  (×${fmt(later / before, 2)})`,
    );
  });
} finally {
  clearTimeout(hardStop);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stop();
  await exited;
}
