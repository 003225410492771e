// A small static file server on 127.0.0.1 for tests and benchmarks: no dependency, no network.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, readHeaders } from './headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The types a host compresses (text); images other than SVG and fonts are compressed already. */
const COMPRESSED = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.map',
  '.txt',
]);
/** Each file's gzipped body, by path and modification time: the files do not change while served. */
const gzipped = new Map();
function gzippedBody(file) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(readFileSync(file)));
  return gzipped.get(key);
}

/** Forwards a request, as it came, to `target` (an http://127.0.0.1 origin). */
function forward(req, res, target) {
  const upstream = httpRequest(
    new URL(req.url ?? '/', target),
    { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
}

/** The file a host reads its response headers from, in the published folder (from public/). */
const HEADERS_FILE = '_headers';

/**
 * Serves `dir` on 127.0.0.1 (port 0 picks a free one). With `spaFallback`, unknown paths without a
 * file extension answer index.html, as a single-page app's host would. `proxy` maps path prefixes
 * to origins (e.g. `{ '/api/': 'http://127.0.0.1:4010' }`), so a built app reaches an API on the
 * same origin, as it would behind a real host. The headers of `dir/_headers` apply to every file
 * served, as Netlify and Cloudflare Pages apply them; a path no rule gives a Cache-Control gets
 * `no-cache`, as those hosts revalidate by default. Text files are sent gzipped when the browser
 * accepts it, as those hosts send them.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(dir, { port = 0, spaFallback = false, proxy = {} } = {}) {
  const root = resolve(dir);
  const rules = readHeaders(join(root, HEADERS_FILE));
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const prefix = Object.keys(proxy).find((p) => pathname.startsWith(p));
    if (prefix) {
      forward(req, res, proxy[prefix]);
      return;
    }
    let file = normalize(join(root, pathname));
    // A host reads the headers file and never publishes it.
    if (file === join(root, HEADERS_FILE)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      if (spaFallback && !extname(pathname)) file = join(root, 'index.html');
      else {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...headersFor(rules, pathname),
    };
    // Text goes out gzipped to a browser that accepts it, as every static host sends it.
    if (COMPRESSED.has(extname(file))) {
      headers.vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const body = gzippedBody(file);
        res.writeHead(200, {
          ...headers,
          'content-encoding': 'gzip',
          'content-length': body.length,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}
