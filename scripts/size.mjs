// `npm run size`: the JavaScript each route's first page downloads, gzipped, in the production
// build for a real backend (VITE_API_MOCK=off). With --check it fails when a visitor's first page
// (/, /landing, /login) is over budget. Usage: node scripts/size.mjs [--check] [--no-build]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'dist-size';
const BUDGET_BYTES = 150 * 1024;
const VISITOR_ROUTES = ['/', '/landing', '/login'];
const ROUTES = {
  '/': 'HomeRoute',
  '/landing': 'LandingRoute',
  '/login': 'LoginRoute',
  '/register': 'RegisterRoute',
  '/about': 'AboutRoute',
  '/contact': 'ContactRoute',
  '/privacy': 'PrivacyRoute',
  '/forgot-password': 'ForgotPasswordRoute',
  '/dashboard': 'AccountDashboardRoute',
  '/profile': 'ProfileRoute',
  '/settings': 'SettingsRoute',
  '/locations': 'LocationsRoute',
  '/bookings': 'BookingsRoute',
  '/subscriptions': 'SubscriptionsRoute',
};

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_MOCK: 'off' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8'));
const gzipped = new Map();
const gz = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The chunk of a manifest key and every chunk it imports statically, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entry = closure('index.html');
const rows = Object.entries(ROUTES).map(([route, name]) => {
  const key = `app/routes/${name}.tsx`;
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest: is the route lazy?`);
  const chunks = closure(key, new Set(entry));
  const bytes = [...chunks].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  return { route, bytes, visitor: VISITOR_ROUTES.includes(route) };
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Initial JavaScript per route (gzip -9), budget for a visitor's first page ${kb(BUDGET_BYTES)}:`,
);
for (const row of rows) {
  const mark = row.visitor ? (row.bytes <= BUDGET_BYTES ? ' ✓ budget' : ' ✗ OVER BUDGET') : '';
  console.log(`  ${row.route.padEnd(17)} ${kb(row.bytes).padStart(9)}${mark}`);
}
const entryBytes = [...entry].reduce((sum, k) => sum + gz(manifest[k].file), 0);
console.log(`  (shared entry: ${kb(entryBytes)})`);

const over = rows.filter((row) => row.visitor && row.bytes > BUDGET_BYTES);
if (args.includes('--check') && over.length > 0) {
  console.error(`Over budget: ${over.map((row) => `${row.route} ${kb(row.bytes)}`).join(', ')}`);
  process.exit(1);
}
