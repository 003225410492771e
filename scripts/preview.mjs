// `npm run preview`: serves the production build in dist/ (run `npm run build` first) on
// http://127.0.0.1:4173 as a static host would: the headers of public/_headers (CSP, security,
// caching) and index.html for every route; /api is proxied to the mock backend. Unless
// MOCK_ORIGIN names one already running, it starts `npm run mock:server` on 127.0.0.1:4010 and
// stops it with the preview (Ctrl-C). The journeys, `npm run size` and `npm run bench` serve their
// builds with the same server (scripts/serve-static.mjs).
// Environment: PREVIEW_PORT (4173), MOCK_ORIGIN (start one), MOCK_PORT (4010), PREVIEW_SECONDS
// (stop by itself after so many seconds; unset: run until stopped).
import { existsSync } from 'node:fs';
import { serveStatic } from './serve-static.mjs';
import { startMockServer } from './start-mock-server.mjs';

const DIST = 'dist';
if (!existsSync(`${DIST}/index.html`)) {
  console.error(`No build in ${DIST}/: run \`npm run build\` first.`);
  process.exit(1);
}

const mock = process.env.MOCK_ORIGIN
  ? { origin: process.env.MOCK_ORIGIN, stop: () => {} }
  : await startMockServer({ port: Number(process.env.MOCK_PORT ?? 4010), lifetimeSeconds: null });
const site = await serveStatic(DIST, {
  port: Number(process.env.PREVIEW_PORT ?? 4173),
  spaFallback: true,
  proxy: { '/api/': mock.origin },
});
console.log(`Preview of ${DIST}/ on ${site.url} (API: ${mock.origin}/api/v1). Ctrl-C stops both.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await site.close();
  mock.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
if (process.env.PREVIEW_SECONDS)
  setTimeout(() => void stop(), Number(process.env.PREVIEW_SECONDS) * 1000);
