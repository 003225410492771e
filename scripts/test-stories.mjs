// Builds the static Storybook, serves it on 127.0.0.1 and runs every story in Debian's Chromium
// with @storybook/test-runner: each story's play function, then axe (addon-a11y, test: 'error').
// Usage: node scripts/test-stories.mjs [--no-build] [--out DIR] [--json FILE] [test-storybook args]
// Extra arguments go to the test-runner (Jest): a word such as `screens-bookings` runs only the
// stories whose title matches it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 && args[outAt + 1] ? args[outAt + 1] : 'storybook-static';
const jsonAt = args.indexOf('--json');
// Jest resolves a relative --outputFile against its own root, a temporary folder: pass it absolute.
const jsonFile = jsonAt >= 0 && args[jsonAt + 1] ? resolve(args[jsonAt + 1]) : undefined;
if (jsonFile) mkdirSync(dirname(jsonFile), { recursive: true });
const consumed = new Set([jsonAt, jsonAt + 1, outAt, outAt + 1].filter((i) => i >= 0));
// test-storybook hands its arguments to a shell, where `screens-home|screens-about` would be a
// pipe: quote anything the shell would read.
const shellQuote = (arg) =>
  /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
const passThrough = args.filter((a, i) => a !== '--no-build' && !consumed.has(i)).map(shellQuote);

function run(command, commandArgs, env = {}) {
  return new Promise((ok) => {
    const child = spawn(command, commandArgs, {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => ok(code ?? (signal ? 1 : 0)));
  });
}

const chromium = ensureChromium();
if (!noBuild || !existsSync(`${outDir}/index.json`)) {
  const built = await run('npx', ['storybook', 'build', '-o', outDir, '--quiet']);
  if (built !== 0) process.exit(built);
}

const server = await serveStatic(outDir);
let code = 1;
try {
  code = await run(
    'npx',
    [
      'test-storybook',
      '--index-json',
      '--url',
      server.url,
      '--maxWorkers=2',
      ...(jsonFile ? ['--json', '--outputFile', jsonFile] : []),
      ...passThrough,
    ],
    { CHROME_PATH: chromium, TEST_BROWSERS: 'chromium' },
  );
} finally {
  await server.close();
}
process.exit(code);
