// What each library costs the pages that `npm run size` measured, grouped as docs/page-weight.md
// reads them: React (with React DOM and its scheduler), React Router, Chakra with emotion (and
// the parts they bring: Ark, zag, Panda's prop list, stylis), axios, the query layer (TanStack's
// query core and jotai-tanstack-query), jotai, and the app's own code. Reads the report that
// `node scripts/size.mjs --json FILE` wrote and the build it measured.
// Usage: node scripts/size-libraries.mjs FILE [BUILD_DIR]   (default build: dist-size)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesByModule } from './size-modules.mjs';

const [report, dir = process.env.PITCHSIDE_PROD_BUILD || 'dist-size'] = process.argv.slice(2);
if (!report) {
  console.error('Usage: node scripts/size-libraries.mjs FILE [BUILD_DIR]');
  process.exit(2);
}
const GROUPS = [
  ['React + DOM', /^(react|react-dom|scheduler)$/],
  ['Router', /^react-router(-dom)?$/],
  [
    'Chakra + emotion',
    /^(@chakra-ui\/|@emotion\/|@ark-ui\/|@zag-js\/|@pandacss\/|@floating-ui\/|stylis|@internationalized\/|proxy-compare|hoist-non-react-statics|react-is)/,
  ],
  ['axios', /^axios$/],
  ['Query layer', /^(@tanstack\/query-core|jotai-tanstack-query)$/],
  ['jotai', /^jotai$/],
];
const groupOf = (name) => GROUPS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'App and rest';

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) {
    const body = readFileSync(join(dir, decodeURIComponent(file)));
    sizes.set(file, gzipSync(body, { level: 9 }).length);
  }
  return sizes.get(file);
};
const { rows } = JSON.parse(readFileSync(report, 'utf8'));
const columns = [...GROUPS.map(([name]) => name), 'App and rest'];
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(['page', 'who', 'total', ...columns].join(' | '));
for (const row of rows) {
  const totals = Object.fromEntries(columns.map((column) => [column, 0]));
  for (const [name, bytes] of bytesByModule(dir, row.files, gz)) totals[groupOf(name)] += bytes;
  console.log(
    [row.path, row.who, kb(row.bytes), ...columns.map((column) => kb(totals[column]))].join(' | '),
  );
}
