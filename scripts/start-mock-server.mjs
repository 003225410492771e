// Starts the standalone mock backend (npm run mock:server) on a free port of 127.0.0.1 and waits
// until it answers. Used by the end-to-end journeys and the benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Where `npm run mock:server` bundles the server (package.json), and buildMockServer too. */
export const MOCK_SERVER_BUNDLE = 'node_modules/.cache/pitchside/mock-server.mjs';

/**
 * Bundles the server once, as `npm run mock:server` does before it starts, so that a run which
 * starts many servers (one per journey file) starts each with `bundled` and skips the bundling.
 */
export function buildMockServer() {
  const build = spawnSync(
    'npx',
    [
      'esbuild',
      'mocks/server.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--packages=external',
      `--outfile=${MOCK_SERVER_BUNDLE}`,
      '--log-level=warning',
    ],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('Bundling the mock server failed.');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ seconds?: number, lifetimeSeconds?: number | null, env?: Record<string, string>,
 *   port?: number, bundled?: boolean }} [options] seconds: how long it may take to answer;
 *   lifetimeSeconds: when it stops by itself whatever happens to this process (an hour by
 *   default, null for never: `npm run preview`); env: e.g. MOCK_NOW; port: a fixed one (a free one
 *   by default); bundled: start the bundle buildMockServer wrote, without bundling again
 * @returns {Promise<{ origin: string, apiURL: string, stop: () => void }>}
 */
export async function startMockServer({
  seconds = 90,
  lifetimeSeconds = 3600,
  env = {},
  port: fixedPort,
  bundled = false,
} = {}) {
  const port = fixedPort ?? (await freePort());
  const [command, ...args] = bundled
    ? ['node', MOCK_SERVER_BUNDLE]
    : ['npm', 'run', '--silent', 'mock:server'];
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      MOCK_PORT: String(port),
      MOCK_HOST: '127.0.0.1',
      ...(lifetimeSeconds ? { MOCK_LIFETIME_SECONDS: String(lifetimeSeconds) } : {}),
    },
    // npm runs the server as a child of its own: a group lets stop() end both.
    detached: true,
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  const apiURL = `${origin}/api/v1`;
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The mock server exited (${child.exitCode}).`);
    try {
      await fetch(`${apiURL}/subscriptions/packages/`);
      return { origin, apiURL, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  stop();
  throw new Error(`The mock server did not answer at ${apiURL} within ${seconds} s.`);
}
