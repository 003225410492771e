// Serves the static Storybook (npm run build-storybook) on 127.0.0.1 for reviewers. Browsers
// refuse Storybook's module scripts from file:// URLs, so the built files need a local server.
import { existsSync } from 'node:fs';
import { serveStatic } from './serve-static.mjs';

const dir = process.argv[2] ?? 'storybook-static';
if (!existsSync(`${dir}/index.html`)) {
  console.error(`${dir}/index.html not found: run npm run build-storybook first.`);
  process.exit(1);
}
const port = Number(process.env.STORYBOOK_PORT ?? 6007);
const server = await serveStatic(dir, { port });
console.log(`Storybook (static build) at ${server.url} — Ctrl+C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
