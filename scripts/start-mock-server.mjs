// Starts the standalone mock backend (npm run mock:server) on 127.0.0.1, on a port it takes itself,
// and waits until it says where it listens. Used by the end-to-end journeys and the benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { announcedBy } from './child-output.mjs';

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

/** The line the server writes once it listens (mocks/server.ts): where it is. */
const ANNOUNCEMENT = /Pitchside mock API on (http:\/\/[^\s/]+)\/api\/v1/;

/**
 * @param {{ seconds?: number, lifetimeSeconds?: number | null, env?: Record<string, string>,
 *   port?: number, bundled?: boolean }} [options] seconds: how long it may take to answer;
 *   lifetimeSeconds: when it stops by itself whatever happens to this process (an hour by
 *   default, null for never: `npm run preview`); env: e.g. MOCK_NOW; port: a fixed one (by
 *   default the server takes any free port itself and says which); bundled: start the bundle
 *   buildMockServer wrote, without bundling again
 * @returns {Promise<{ origin: string, apiURL: string, stop: () => void }>}
 */
export async function startMockServer({
  seconds = 90,
  lifetimeSeconds = 3600,
  env = {},
  port = 0,
  bundled = false,
} = {}) {
  const [command, ...args] = bundled
    ? ['node', MOCK_SERVER_BUNDLE]
    : ['npm', 'run', '--silent', 'mock:server'];
  // The server binds the port itself: a port probed free here and handed over could be taken in
  // between (by another server, or as the local end of a browser's connection).
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
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
  try {
    const [, origin] = await announcedBy(child, ANNOUNCEMENT, { what: 'The mock server', seconds });
    return { origin, apiURL: `${origin}/api/v1`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
