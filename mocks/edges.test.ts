// The HTTP runtime's edges: hostile methods, request lines, headers and bodies over a
// real socket. Each test starts the server in this process (so the database can be inspected),
// sends what a hostile or careless client would, and checks that a normal request still works.
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, lagosToday } from '@domain';
import {
  LOGIN_FAILURES_PER_CLIENT,
  REQUEST_JSON_MAX_BYTES,
  REQUEST_JSON_MAX_DEPTH,
  REQUEST_MULTIPART_MAX_BYTES,
} from '@domain';
import { db } from './db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { http, route } from './http';
import { CLIENT_ADDRESS_HEADER } from './loginThrottle';
import { startMockServer, type MockServer } from './server';
import { TEST_NOW } from './testing/setupMockApi';

let running: MockServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(options: Parameters<typeof startMockServer>[0] = {}): Promise<MockServer> {
  running = await startMockServer({ port: 0, now: TEST_NOW, log: () => undefined, ...options });
  return running;
}

const api = (server: MockServer, path: string) => `${server.origin}/api/v1${path}`;

async function login(server: MockServer, role: 'member' | 'admin' = 'member'): Promise<string> {
  const res = await fetch(api(server, '/auth/login/'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

/** A normal request after a hostile one: the server is still serving, and answers as usual. */
async function stillServes(server: MockServer): Promise<void> {
  const res = await fetch(api(server, '/auth/me/'));
  expect(res.status).toBe(401);
  expect(((await res.json()) as { code: string }).code).toBe('not_authenticated');
}

/** Raw bytes over a socket, for what fetch refuses to send; resolves with the whole answer. */
function raw(server: MockServer, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(bytes, 'latin1');
  });
}

/** node:http sends any method token (fetch refuses TRACE and CONNECT). */
function send(
  server: MockServer,
  method: string,
  path: string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path: `/api/v1${path}` },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function expectEnvelope(text: string, code: string): void {
  const body = JSON.parse(text) as { success: boolean; message: string; code: string };
  expect(body).toMatchObject({ success: false, code });
  expect(typeof body.message).toBe('string');
  expect(text).not.toMatch(/at .*\.(ts|js|mjs):\d+|node_modules|\/work\/|Error:/);
}

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number, inner: string): string =>
  `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

describe('methods', () => {
  it('answers TRACE and other methods the contract does not define with 405 and Allow', async () => {
    const server = await start();
    for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'PUT', 'DELETE', 'HEAD']) {
      const res = await send(server, method, '/auth/me/');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, PATCH');
      if (method !== 'HEAD') expectEnvelope(res.body, 'method_not_allowed');
      await stillServes(server);
    }
    const wrong = await send(server, 'GET', '/auth/login/');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    const byId = await send(server, 'DELETE', '/bookings/bookings/12/');
    expect(byId.status).toBe(405);
    expect(byId.headers.allow).toBe('GET');
    const sessions = await send(server, 'PUT', '/locations/sessions/3/');
    expect(sessions.headers.allow).toBe('GET, PATCH, DELETE');
  });

  it('keeps 404 for unknown paths and 204 for CORS preflights', async () => {
    const server = await start();
    for (const method of ['GET', 'TRACE', 'PROPFIND']) {
      const res = await send(server, method, '/no/such/path/');
      expect(res.status, method).toBe(404);
      expectEnvelope(res.body, 'not_found');
    }
    // A method HTTP does not know is a request line Node's parser refuses: 400, in the envelope.
    const unknown = await send(server, 'FOO', '/auth/me/');
    expect(unknown.status).toBe(400);
    expectEnvelope(unknown.body, 'bad_request');
    await stillServes(server);
    // No trailing slash: a GET is sent to the path with it (Django's APPEND_SLASH), any other
    // method finds no path.
    expect((await send(server, 'GET', '/auth/me')).status).toBe(301);
    expect((await send(server, 'PATCH', '/auth/me')).status).toBe(404);
    const preflight = await fetch(api(server, '/bookings/bookings/'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('survives CONNECT, odd request lines and odd headers', async () => {
    const server = await start();
    const hostile = [
      `CONNECT 127.0.0.1:${server.port} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      'GARBAGE\r\n\r\n',
      'GET /api/v1/auth/me/ HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /api/v1/%ZZ/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/v1/auth/me/ HTTP/1.1\r\nHost: x\r\nAuthorization: Token \u00ff\u00fe\r\nConnection: close\r\n\r\n',
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      `GET /api/v1/auth/me/ HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
    ];
    for (const bytes of hostile) {
      const answer = await raw(server, bytes);
      expect(answer, bytes.slice(0, 40)).toMatch(/^HTTP\/1\.1 [45]\d\d /);
      expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
      await stillServes(server);
    }
  });
});

describe('unhandled errors', () => {
  it('become a 500 envelope without stack, path or message, and the server keeps serving', async () => {
    const broken = http.untyped.get('*/api/v1/broken/', () => {
      throw new Error('secret detail at /work/mocks/handlers/x.ts:1');
    });
    const brokenInRoute = http.untyped.get(
      '*/api/v1/broken-route/',
      route({ auth: 'none' }, () => {
        throw new TypeError('Cannot read properties of undefined (reading "id")');
      }),
    );
    const server = await start({ extraHandlers: [broken, brokenInRoute] });
    for (const path of ['/broken/', '/broken-route/']) {
      const res = await fetch(api(server, path));
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const text = await res.text();
      expectEnvelope(text, 'server_error');
      expect(text).not.toContain('secret');
      expect(text).not.toContain('Cannot read');
      await stillServes(server);
    }
  });
});

describe('headers', () => {
  it('never says X-Powered-By; nosniff and no-store on every answer', async () => {
    const server = await start();
    const token = await login(server);
    const answers = [
      await fetch(api(server, '/auth/me/'), { headers: { Authorization: `Token ${token}` } }),
      await fetch(api(server, '/subscriptions/packages/')),
      await fetch(api(server, '/no/such/path/')),
      await fetch(api(server, '/auth/login/')),
      await fetch(api(server, '/auth/me/'), { method: 'OPTIONS' }),
      await fetch(`${server.origin}/not-the-api`),
    ];
    for (const res of answers) {
      expect(res.headers.get('x-powered-by'), res.url).toBeNull();
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
      expect(res.headers.get('cache-control'), res.url).toBe('no-store');
    }
  });
});

/** A free court slot two days ahead: the first hour that books. */
async function bookable(server: MockServer, token: string) {
  const auth = { Authorization: `Token ${token}`, 'Content-Type': 'application/json' };
  const locations = (await (
    await fetch(api(server, '/locations/locations/'), { headers: auth })
  ).json()) as { data: { results?: { id: number }[] } | { id: number }[] };
  const list = Array.isArray(locations.data) ? locations.data : (locations.data.results ?? []);
  const location = list[0];
  if (!location) throw new Error('no location');
  const courts = (await (
    await fetch(api(server, `/locations/locations/${location.id}/courts/`), { headers: auth })
  ).json()) as { data: { id: number }[] };
  const court = courts.data[0];
  if (!court) throw new Error('no court');
  const date = addDays(lagosToday(TEST_NOW), 2);
  for (let hour = 9; hour < 20; hour += 1) {
    const body = {
      location_id: location.id,
      court_id: court.id,
      date,
      start_time: `${String(hour).padStart(2, '0')}:00`,
      end_time: `${String(hour + 1).padStart(2, '0')}:00`,
    };
    const res = await fetch(api(server, '/bookings/check-availability/'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { data?: { available?: boolean } };
    if (res.status === 200 && answer.data?.available) return body;
  }
  throw new Error('no free slot');
}

describe('bodies', () => {
  const json = { 'Content-Type': 'application/json' };

  it('answers 400 to deep nesting with an Idempotency-Key, storing and charging nothing', async () => {
    const server = await start();
    const token = await login(server);
    const member = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.member.email }));
    if (!member) throw new Error('no member');
    const wallet = () => db.wallets.findFirst((q) => q.where({ user_id: member.id }));
    const before = { wallet: wallet(), records: db.idempotencyRecords.count() };
    const slot = await bookable(server, token);
    const cases: [string, string][] = [
      ['/subscriptions/purchase/', nestedObject(5000, '1')],
      ['/bookings/bookings/', nestedObject(5000, '1')],
      ['/subscriptions/purchase/', `{"package_id":1,"x":${nested(5000)}}`],
      ['/bookings/bookings/', `{"location_id":1,"x":${nested(REQUEST_JSON_MAX_DEPTH + 1)}}`],
    ];
    for (const [path, body] of cases) {
      const headers = { ...json, Authorization: `Token ${token}`, 'Idempotency-Key': 'deep-1' };
      const res = await fetch(api(server, path), { method: 'POST', headers, body });
      expect(res.status, path).toBe(400);
      expectEnvelope(await res.text(), 'validation_error');
    }
    expect(db.idempotencyRecords.count()).toBe(before.records);
    expect(wallet()).toEqual(before.wallet);
    // The key was not spent: the same key now books, once.
    const headers = { ...json, Authorization: `Token ${token}`, 'Idempotency-Key': 'deep-1' };
    const booked = await fetch(api(server, '/bookings/bookings/'), {
      method: 'POST',
      headers,
      body: JSON.stringify(slot),
    });
    expect(booked.status).toBe(201);
    await stillServes(server);
  });

  it('accepts nesting up to the stated depth', async () => {
    const server = await start();
    const res = await fetch(api(server, '/auth/login/'), {
      method: 'POST',
      headers: json,
      body: `{"email":"a@b.co","password":"x","extra":${nested(REQUEST_JSON_MAX_DEPTH - 1)}}`,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_credentials');
  });

  it('answers 400 to malformed JSON', async () => {
    const server = await start();
    for (const body of ['{', '{"email":', '\u0000', '{"a":1}}']) {
      const res = await fetch(api(server, '/auth/login/'), { method: 'POST', headers: json, body });
      expect(res.status, body).toBe(400);
      expectEnvelope(await res.text(), 'validation_error');
    }
  });

  it('answers 413 to a JSON body over the limit and to a multipart body over its own', async () => {
    const server = await start();
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(REQUEST_JSON_MAX_BYTES) });
    const res = await fetch(api(server, '/auth/login/'), {
      method: 'POST',
      headers: json,
      body: big,
    });
    expect(res.status).toBe(413);
    expectEnvelope(await res.text(), 'request_too_large');
    await stillServes(server);

    const token = await login(server);
    // An avatar a little over its own 1 MB limit still gets the field message, not a 413.
    const form = new FormData();
    form.set('first_name', 'Ada');
    form.set('profile_picture', new File([new Uint8Array(1024 * 1024 + 1)], 'a.jpg'));
    const avatar = await fetch(api(server, '/auth/me/'), {
      method: 'PATCH',
      headers: { Authorization: `Token ${token}` },
      body: form,
    });
    expect(avatar.status).toBe(400);
    const huge = new FormData();
    huge.set('profile_picture', new File([new Uint8Array(REQUEST_MULTIPART_MAX_BYTES)], 'a.jpg'));
    const tooBig = await fetch(api(server, '/auth/me/'), {
      method: 'PATCH',
      headers: { Authorization: `Token ${token}` },
      body: huge,
    });
    expect(tooBig.status).toBe(413);
    expectEnvelope(await tooBig.text(), 'request_too_large');
    await stillServes(server);
  });

  it('answers 415 to a body with a wrong or missing content type', async () => {
    const server = await start();
    const body = JSON.stringify({ email: DEMO_ACCOUNTS.member.email, password: DEMO_PASSWORD });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await fetch(api(server, '/auth/login/'), {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      });
      expect(res.status, type).toBe(415);
      expectEnvelope(await res.text(), 'unsupported_media_type');
    }
    const bytes = new TextEncoder().encode(body);
    const none = await fetch(api(server, '/auth/login/'), { method: 'POST', body: bytes });
    expect(none.status).toBe(415);
    // JSON with a charset, and an empty optional body, are fine.
    const token = await login(server);
    const withCharset = await fetch(api(server, '/auth/logout/'), {
      method: 'POST',
      headers: {
        Authorization: `Token ${token}`,
        'Content-Type': 'application/json; charset=utf-8',
      },
    });
    expect(withCharset.status).toBe(200);
  });
});

describe('login attempts', () => {
  it('are counted per remote address, whatever client address a request claims', async () => {
    const server = await start();
    const attempt = (email: string, password: string, claimed: string) =>
      fetch(api(server, '/auth/login/'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: claimed },
        body: JSON.stringify({ email, password }),
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i += 1) {
      const res = await attempt(`nobody-${i}@example.com`, 'wrong', `10.0.0.${i}`);
      expect(res.status).toBe(400);
    }
    const locked = await attempt(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD, '10.9.9.9');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expectEnvelope(await locked.text(), 'throttled');
  });
});
