// Builds the static Storybook for testing (.storybook/main.ts), serves it on 127.0.0.1 and runs
// every story in Debian's Chromium with @storybook/test-runner: each story's play function, then
// axe (addon-a11y, test: 'error'), then the visual review of the stories it covers
// (.storybook/visual.ts), whose report it writes to test-results/visual/ and into the static
// Storybook (docs/visual-review.md).
// Usage: node scripts/test-stories.mjs [--no-build] [--update] [--out DIR] [--json FILE] [args]
// --update accepts every visual change as the new baseline (`npm run test:visual -- --update`).
// Extra arguments go to the test-runner (Jest): a word such as `screens-bookings` runs only the
// stories whose title matches it.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';
import {
  RESULT_DIR,
  clearVisualResults,
  describeVisualRun,
  visualEnv,
  writeVisualReport,
} from './visual-report.mjs';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const update = args.includes('--update');
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
const ownFlags = new Set(['--no-build', '--update']);
const passThrough = args.filter((a, i) => !ownFlags.has(a) && !consumed.has(i)).map(shellQuote);

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
  // A build for testing: the docs pages without their props tables (.storybook/main.ts).
  const built = await run('npx', ['storybook', 'build', '--test', '-o', outDir, '--quiet']);
  if (built !== 0) process.exit(built);
}

clearVisualResults();
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
      // One worker more than CPUs: each waits on the browser and the browser on it, turn by turn,
      // and one per CPU left them idle a good part of the run (docs/visual-review.md).
      `--maxWorkers=${availableParallelism() + 1}`,
      ...(jsonFile ? ['--json', '--outputFile', jsonFile] : []),
      ...passThrough,
    ],
    {
      CHROME_PATH: chromium,
      TEST_BROWSERS: 'chromium',
      // Text drawn one fixed way, whatever this machine's font settings (.storybook/fonts.conf).
      FONTCONFIG_FILE: resolve('.storybook/fonts.conf'),
      ...visualEnv({ update }),
    },
  );
} finally {
  await server.close();
}

// Only a run of every story can tell that a baseline's story is gone.
const visual = writeVisualReport({ complete: passThrough.length === 0, update });
for (const line of describeVisualRun(visual, { update })) console.log(line);
if (visual.deleted.length > 0 && code === 0) code = 1;
// The static Storybook links its introduction to the report of the last run.
const published = join(outDir, 'visual-report');
rmSync(published, { recursive: true, force: true });
cpSync(RESULT_DIR, published, { recursive: true });
process.exit(code);
