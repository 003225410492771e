// The development server as `npm start` runs it (Vite, vite.config.ts, the mock worker in the
// browser, React's development build and Strict Mode), on a free port of 127.0.0.1, for the
// journeys of tests/dev. Run as `node scripts/start-dev-server.mjs --serve` it is that server: it
// prints its address, and stops when its parent goes (its stdin closes) or after `--seconds`.
// Imported, `startDevServer()` starts one in a process of its own and answers its address.
import { spawn } from 'node:child_process';
import { announcedBy } from './child-output.mjs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

/**
 * Its own cache of pre-bundled dependencies, so that a developer's `npm start` in the same clone
 * (node_modules/.vite) neither slows it nor is reloaded by it.
 */
export const DEV_JOURNEYS_CACHE = 'node_modules/.cache/pitchside/vite-dev-journeys';

async function serve(seconds) {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: 'vite.config.ts',
    mode: 'development',
    cacheDir: DEV_JOURNEYS_CACHE,
    clearScreen: false,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  await server.listen();
  const stop = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
  setTimeout(stop, seconds * 1000).unref();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The development server has no local address.');
  process.stdout.write(`${url.replace(/\/$/, '')}\n`);
}

/**
 * @param {{ seconds?: number }} [options] seconds: how long the server may live at most
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export function startDevServer({ seconds = 900 } = {}) {
  // As `npm start` runs it: not with the test runner's NODE_ENV, nor knowing it is under Vitest.
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key.startsWith('VITE_')) delete env[key];
  }
  const child = spawn(process.execPath, [here, '--serve', '--seconds', String(seconds)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env,
  });
  const stop = () => {
    if (child.exitCode === null) child.stdin.end();
  };
  return announcedBy(child, /^http:\/\/\S+/m, { what: 'The development server' }).then(([url]) => ({
    url,
    stop,
  }));
}

if (process.argv[1] === here && process.argv.includes('--serve')) {
  const at = process.argv.indexOf('--seconds');
  await serve(at === -1 ? 900 : Number(process.argv[at + 1]));
}
