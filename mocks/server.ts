/**
 * The standalone HTTP runtime (`npm run mock:server`): the same handlers over a real socket on
 * 127.0.0.1:${MOCK_PORT:-4010}, API under /api/v1, for curl, Playwright or the built app with the
 * worker off. One log line per request (method, path, status, time; never headers, bodies or
 * query strings, so no token is ever written), CORS for a browser on another port, and a clean
 * stop on SIGINT/SIGTERM.
 *
 * Environment: MOCK_PORT (default 4010, 0 for any free port), MOCK_HOST (default 127.0.0.1),
 * MOCK_NOW (pin the clock, e.g. 2026-01-15T09:30:00+01:00), MOCK_PAYMENT_MODE (demo|provider),
 * MOCK_OUTBOX_FILE (append every e-mail the server would send to this file, one JSON line each),
 * MOCK_PROFILE (`spec`: SPEC §7's operations only, as a Django backend without our extensions;
 * mocks/profile.ts).
 */

import { appendFileSync, realpathSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getResponse, type HttpHandler } from 'msw';
import { FEATURES_HEADER, REQUEST_JSON_MAX_BYTES, REQUEST_MULTIPART_MAX_BYTES } from '@domain';
import { clock } from './clock';
import { db, resetDatabase } from './db';
import { handlers } from './handlers';
import {
  MESSAGES_HTTP,
  internalError,
  notFound,
  onUnexpectedError,
  requestTooLarge,
  type ErrorEnvelope,
} from './http';
import { CLIENT_ADDRESS_HEADER } from './loginThrottle';
import { onEmailSent } from './outbox';
import { handlersOf, profileOf, serveProfile, type MockProfile } from './profile';
import { apiFallback, apiPathOf, routeTable, unrouted } from './routes';
import { seedDatabase } from './seed';
import { setPaymentMode } from './settings';

export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_MOCK_HOST = '127.0.0.1';

export interface MockServerOptions {
  port?: number;
  host?: string;
  /** Pins the clock (and so the seed) at this instant; real time otherwise. */
  now?: Date;
  paymentMode?: 'demo' | 'provider';
  /** `spec` serves SPEC §7's operations alone (mocks/profile.ts); `full` by default. */
  profile?: MockProfile;
  /** Where the request log goes; stdout by default. */
  log?: (line: string) => void;
  /** Served before the contract's handlers; for tests of the server's own safety nets. */
  extraHandlers?: readonly HttpHandler[];
}

export interface MockServer {
  /** 'http://127.0.0.1:4010' */
  origin: string;
  port: number;
  close(): Promise<void>;
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Accept',
  'Access-Control-Expose-Headers': `Idempotent-Replayed, Content-Disposition, WWW-Authenticate, Retry-After, Allow, ${FEATURES_HEADER}`,
  'Access-Control-Max-Age': '600',
};

/**
 * On every answer. `no-store` on all of them, not only those to a request with a token: every API
 * answer is computed per caller and per moment (availability, balances, exports), none is worth a
 * cache's staleness, and one rule cannot miss an authenticated answer.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

const ALWAYS_HEADERS = { ...CORS_HEADERS, ...SECURITY_HEADERS };

/** Methods whose requests carry no body in fetch's model. */
const BODILESS = new Set(['GET', 'HEAD']);

type Answer = { status: number; headers: Headers; body: Uint8Array };

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    headers: response.headers,
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

function write(response: ServerResponse, answer: Answer): void {
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name === 'set-cookie') response.appendHeader(name, value);
    else response.setHeader(name, value);
  });
  response.setHeader('Content-Length', answer.body.byteLength);
  response.end(answer.body);
}

/** A raw HTTP/1.1 answer for a socket no request object owns (parse errors, CONNECT). */
function rawAnswer(status: number, reason: string, body: ErrorEnvelope, extra = ''): string {
  const json = JSON.stringify(body);
  const headers = Object.entries(ALWAYS_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n${headers}${extra}` +
    `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`
  );
}

/**
 * The request body, at most `limit` bytes; undefined when it is longer (the rest is not read).
 * A declared Content-Length over the limit is refused before a byte is read.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        request.off('data', onData);
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The fetch Request msw handles; the client address is the socket's, whatever was sent. */
function fetchRequest(request: IncomingMessage, url: URL, body: Buffer | undefined): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const value = raw[i + 1] ?? '';
    try {
      headers.append(name, value);
    } catch {
      // A header fetch cannot carry (odd bytes in a name) is dropped, as a proxy would.
    }
  }
  headers.set(CLIENT_ADDRESS_HEADER, request.socket.remoteAddress ?? 'unknown');
  const method = request.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    body: BODILESS.has(method) || body === undefined ? undefined : new Uint8Array(body),
  });
}

/**
 * The request's URL on the origin the client used (the Host header), so that links the API
 * answers with (pagination's next and previous) work; a URL that does not parse is the root.
 */
function requestUrl(request: IncomingMessage): URL {
  const fallback = `http://${request.socket.localAddress ?? '127.0.0.1'}:${request.socket.localPort ?? 80}`;
  for (const origin of [`http://${request.headers.host ?? ''}`, fallback]) {
    try {
      const url = new URL(request.url ?? '/', origin);
      if (url.origin === new URL(origin).origin) return url;
    } catch {
      // Try the next origin.
    }
  }
  return new URL(fallback);
}

/** Seeds a fresh database and starts listening; resolves once the port is bound. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const port = options.port ?? DEFAULT_MOCK_PORT;
  const host = options.host ?? DEFAULT_MOCK_HOST;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (options.now) clock.set(options.now);
  setPaymentMode(options.paymentMode ?? null);
  resetDatabase(db);
  await seedDatabase(db);
  // Errors are told to the operator, one line with the stack, never to the client.
  onUnexpectedError((error) =>
    log(
      `unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    ),
  );

  const profile = options.profile ?? 'full';
  serveProfile(profile);
  const served = [...(options.extraHandlers ?? []), ...handlersOf(profile, handlers)];
  const routes = routeTable(served);
  const chain = [...served, apiFallback(routes, profile)];

  /**
   * Everything a request can meet before a handler answers it: a path outside the API (404), a
   * method the path does not have (405 with Allow; checked before fetch's Request is built, which
   * refuses TRACE and CONNECT), a body over its limit (413), and any error on the way (500).
   */
  async function handle(request: IncomingMessage, url: URL): Promise<Answer> {
    const method = request.method ?? 'GET';
    const path = apiPathOf(url);
    const allowed = path === undefined ? undefined : routes.allowed(path);
    if (allowed === undefined || !allowed.includes(method)) {
      return answerOf(unrouted(routes, profile, method, url));
    }
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    const limit = type.startsWith('multipart/form-data')
      ? REQUEST_MULTIPART_MAX_BYTES
      : REQUEST_JSON_MAX_BYTES;
    const body = BODILESS.has(method) ? undefined : await readBody(request, limit);
    if (!BODILESS.has(method) && body === undefined) return answerOf(requestTooLarge(limit));
    const response = await getResponse(chain, fetchRequest(request, url, body));
    return answerOf(response ?? notFound());
  }

  const server = createHttpServer((request, response) => {
    const started = performance.now();
    const path = (request.url ?? '/').split('?')[0];
    response.on('finish', () => {
      const ms = Math.round(performance.now() - started);
      log(`${request.method ?? 'GET'} ${path} ${response.statusCode} ${ms}ms`);
    });
    for (const [name, value] of Object.entries(ALWAYS_HEADERS)) response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    handle(request, requestUrl(request))
      .catch((error: unknown) => answerOf(internalError(error)))
      .then((answer) => {
        // A body left unread (refused before reading) must not be taken for the next request.
        if (!request.complete) response.setHeader('Connection', 'close');
        write(response, answer);
      })
      .catch((error: unknown) => {
        internalError(error);
        response.destroy();
      });
  });
  // A request line or header Node cannot parse: answered in the envelope, the connection closed.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    socket.end(
      rawAnswer(
        tooLarge ? 431 : 400,
        tooLarge ? 'Request Header Fields Too Large' : 'Bad Request',
        {
          success: false,
          message: tooLarge ? 'Request header fields too large.' : 'Bad request.',
          code: 'bad_request',
        },
      ),
    );
  });
  // CONNECT is not a method of any path: 405 where the target is an API path, 404 otherwise.
  server.on('connect', (request: IncomingMessage, socket: Socket) => {
    let path: string | undefined;
    try {
      path = apiPathOf(requestUrl(request));
    } catch {
      path = undefined;
    }
    const allowed = path === undefined ? undefined : routes.allowed(path);
    socket.on('error', () => socket.destroy());
    socket.end(
      allowed === undefined
        ? rawAnswer(404, 'Not Found', {
            success: false,
            message: MESSAGES_HTTP.notFound,
            code: 'not_found',
          })
        : rawAnswer(
            405,
            'Method Not Allowed',
            {
              success: false,
              message: MESSAGES_HTTP.methodNotAllowed('CONNECT'),
              code: 'method_not_allowed',
            },
            `Allow: ${allowed.join(', ')}\r\n`,
          ),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function parseNow(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const now = new Date(value);
  if (Number.isNaN(now.getTime())) throw new Error(`MOCK_NOW is not a date: ${value}`);
  return now;
}

async function main(): Promise<void> {
  const mode = process.env.MOCK_PAYMENT_MODE;
  const server = await startMockServer({
    port: process.env.MOCK_PORT ? Number(process.env.MOCK_PORT) : DEFAULT_MOCK_PORT,
    host: process.env.MOCK_HOST || DEFAULT_MOCK_HOST,
    now: parseNow(process.env.MOCK_NOW),
    paymentMode: mode === 'provider' || mode === 'demo' ? mode : undefined,
    profile: profileOf(process.env.MOCK_PROFILE),
  });
  const outboxFile = process.env.MOCK_OUTBOX_FILE;
  // A file outbox, like a development mail backend: a tester or a journey reads the links there.
  if (outboxFile) onEmailSent((email) => appendFileSync(outboxFile, `${JSON.stringify(email)}\n`));
  const only = process.env.MOCK_PROFILE === 'spec' ? ', SPEC §7 operations only' : '';
  // scripts/start-mock-server.mjs reads where the server is from this line.
  process.stdout.write(`Pitchside mock API on ${server.origin}/api/v1${only} (Ctrl+C to stop)\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping the mock API\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // Every request's errors are already answered as 500s; this keeps a stray one from stopping
  // the server all the same.
  process.on('unhandledRejection', (error: unknown) => console.error('unhandled rejection', error));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A server a test or a benchmark started stops by itself, even if what started it is gone.
  const lifetime = Number(process.env.MOCK_LIFETIME_SECONDS);
  if (lifetime > 0) setTimeout(() => stop('time limit'), lifetime * 1000).unref();
}

/** Run as a program (`node mock-server.mjs`), not imported: also when reached through a symlink. */
function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry || !import.meta.url.startsWith('file:')) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
