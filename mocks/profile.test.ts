// The mock's profiles: the full one and SPEC §7's alone, in the Node runtime and over a socket.
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURES } from '@domain';
import { listOperations, openApiDocument } from '../tests/contract/responseValidator';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { handlers } from './handlers';
import {
  ALL_FEATURES,
  CAPABILITIES_OPERATION,
  FEATURE_OPERATIONS,
  handlersOf,
  operationOf,
} from './profile';
import { startMockServer, type MockServer } from './server';
import { TEST_NOW } from './testing/setupMockApi';

type Marked = { 'x-extension'?: boolean; 'x-feature'?: string };
const marks = listOperations().map((op) => ({
  key: `${op.method} ${op.path}`,
  ...(openApiDocument.paths[op.path]?.[op.method.toLowerCase()] as Marked),
}));
const specOperations = marks.filter((op) => !op['x-extension']).map((op) => op.key);

describe('FEATURE_OPERATIONS', () => {
  it("is openapi.yaml's x-feature marks, feature by feature", () => {
    const fromContract: Record<string, string[]> = {};
    for (const op of marks)
      if (op['x-feature']) (fromContract[op['x-feature']] ??= []).push(op.key);
    const mirrored = Object.fromEntries(
      Object.entries(FEATURE_OPERATIONS).map(([feature, keys]) => [feature, [...keys].sort()]),
    );
    for (const keys of Object.values(fromContract)) keys.sort();
    expect(mirrored).toEqual(fromContract);
    expect([...ALL_FEATURES].sort()).toEqual([...FEATURES].sort());
  });

  it('leaves out of the features only the capabilities call among the extensions', () => {
    const unfeatured = marks.filter((op) => op['x-extension'] && !op['x-feature']);
    expect(unfeatured.map((op) => op.key)).toEqual([CAPABILITIES_OPERATION]);
  });
});

describe('handlersOf', () => {
  it("serves every operation in the full profile and exactly SPEC §7's in the spec one", () => {
    expect(handlersOf('full', handlers)).toHaveLength(marks.length);
    const spec = handlersOf('spec', handlers).map((handler) => operationOf(handler));
    expect(spec.sort()).toEqual([...specOperations].sort());
  });
});

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.member.email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

describe.each(['full', 'spec'] as const)('the HTTP runtime in the %s profile', (profile) => {
  let running: MockServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('answers SPEC §7 operations alike, and extensions only in the full profile', async () => {
    running = await startMockServer({ port: 0, now: TEST_NOW, profile, log: () => undefined });
    const api = `${running.origin}/api/v1`;
    const token = await signIn(running.origin);
    const auth = { Authorization: `Token ${token}` };

    expect((await fetch(`${api}/subscriptions/wallet/`, { headers: auth })).status).toBe(200);

    const capabilities = await fetch(`${api}/meta/capabilities/`);
    const waitlist = await fetch(`${api}/bookings/waitlist/`, { headers: auth });
    // A path whose other methods are SPEC's: GET (the extension) is a method it lacks.
    const session = await fetch(`${api}/locations/sessions/1/`, { headers: auth });
    if (profile === 'full') {
      expect(capabilities.status).toBe(200);
      expect(await capabilities.json()).toEqual({
        success: true,
        data: { features: [...ALL_FEATURES] },
      });
      expect(waitlist.status).toBe(200);
      expect(session.status).toBe(200);
      return;
    }
    // As DRF answers a URL it has no view for, and a method its view lacks: no envelope.
    expect(capabilities.status).toBe(404);
    expect(await capabilities.json()).toEqual({ detail: 'Not found.' });
    expect(waitlist.status).toBe(404);
    expect(await waitlist.json()).toEqual({ detail: 'Not found.' });
    expect(session.status).toBe(405);
    expect(session.headers.get('allow')).toBe('PATCH, DELETE');
    expect(await session.json()).toEqual({ detail: 'Method "GET" not allowed.' });
  });

  it('redirects a GET of a path without its trailing slash, as APPEND_SLASH does', async () => {
    running = await startMockServer({ port: 0, now: TEST_NOW, profile, log: () => undefined });
    const res = await fetch(`${running.origin}/api/v1/subscriptions/packages?page=1`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      `${running.origin}/api/v1/subscriptions/packages/?page=1`,
    );
    const post = await fetch(`${running.origin}/api/v1/auth/login`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe('GET /meta/capabilities/', () => {
  let running: MockServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('is public, but refuses a stale token as DRF refuses it on every view', async () => {
    running = await startMockServer({ port: 0, now: TEST_NOW, log: () => undefined });
    const url = `${running.origin}/api/v1/meta/capabilities/`;
    const token = await signIn(running.origin);
    expect((await fetch(url, { headers: { Authorization: `Token ${token}` } })).status).toBe(200);
    const stale = await fetch(url, { headers: { Authorization: `Token ${'f'.repeat(40)}` } });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'authentication_failed' });
  });
});
