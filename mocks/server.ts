/**
 * The standalone HTTP runtime (`npm run mock:server`): the same handlers over a real socket on
 * 127.0.0.1:${MOCK_PORT:-4010}, API under /api/v1, for curl, Playwright or the built app with the
 * worker off. One log line per request (method, path, status, time; never headers, bodies or
 * query strings, so no token is ever written), CORS for a browser on another port, and a clean
 * stop on SIGINT/SIGTERM.
 *
 * Environment: MOCK_PORT (default 4010, 0 for any free port), MOCK_HOST (default 127.0.0.1),
 * MOCK_NOW (pin the clock, e.g. 2026-01-15T09:30:00+01:00), MOCK_PAYMENT_MODE (demo|provider).
 */

import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import { clock } from './clock';
import { db, resetDatabase } from './db';
import { handlers } from './handlers';
import { API_BASE_URL, http, notFound } from './http';
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
  /** Where the request log goes; stdout by default. */
  log?: (line: string) => void;
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
  'Access-Control-Expose-Headers': 'Idempotent-Replayed, Content-Disposition, WWW-Authenticate',
  'Access-Control-Max-Age': '600',
};

/** An API path no handler serves still answers the contract's envelope. */
const unknownApiPath = http.untyped.all(`${API_BASE_URL}/*`, () => notFound());

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Seeds a fresh database and starts listening; resolves once the port is bound. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const port = options.port ?? DEFAULT_MOCK_PORT;
  const host = options.host ?? DEFAULT_MOCK_HOST;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (options.now) clock.set(options.now);
  setPaymentMode(options.paymentMode ?? null);
  resetDatabase(db);
  await seedDatabase(db);

  // The express app of http-middleware is a plain (req, res) listener.
  const app: RequestListener = createMockApp(...handlers, unknownApiPath);
  const server = createHttpServer((request, response) => {
    const started = performance.now();
    const path = (request.url ?? '/').split('?')[0];
    response.on('finish', () => {
      const ms = Math.round(performance.now() - started);
      log(`${request.method ?? 'GET'} ${path} ${response.statusCode} ${ms}ms`);
    });
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    app(request, response);
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
  });
  process.stdout.write(`Pitchside mock API on ${server.origin}/api/v1 (Ctrl+C to stop)\n`);
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
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
