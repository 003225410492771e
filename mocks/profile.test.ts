// The mock's profiles: the full one and SPEC §7's alone, in the Node runtime and over a socket.
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURES } from '@domain';
import { listOperations, openApiDocument } from './testing/responseValidator';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { handlers } from './handlers';
import { ALL_FEATURES, FEATURE_OPERATIONS, handlersOf, operationOf } from './profile';
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

  it('gives every extension a feature', () => {
    expect(marks.filter((op) => op['x-extension'] && !op['x-feature'])).toEqual([]);
  });
});

describe('handlersOf', () => {
  it("serves every operation in the full profile and exactly SPEC §7's in the spec one", () => {
    expect(handlersOf('full', handlers)).toHaveLength(marks.length);
    const spec = handlersOf('spec', handlers).map((handler) => operationOf(handler));
    expect(spec.sort()).toEqual([...specOperations].sort());
  });
});

async function signIn(origin: string): Promise<{ token: string; features: string | null }> {
  const res = await fetch(`${origin}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.member.email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return { token: body.data.token, features: res.headers.get('x-pitchside-features') };
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
    const { token, features } = await signIn(running.origin);
    const auth = { Authorization: `Token ${token}` };

    expect((await fetch(`${api}/subscriptions/wallet/`, { headers: auth })).status).toBe(200);
    const me = await fetch(`${api}/auth/me/`, { headers: auth });

    const waitlist = await fetch(`${api}/bookings/waitlist/`, { headers: auth });
    // A path whose other methods are SPEC's: GET (the extension) is a method it lacks.
    const session = await fetch(`${api}/locations/sessions/1/`, { headers: auth });
    if (profile === 'full') {
      // The sign-in and the session check say what the server offers.
      expect(features).toBe(ALL_FEATURES.join(','));
      expect(me.headers.get('x-pitchside-features')).toBe(ALL_FEATURES.join(','));
      expect(waitlist.status).toBe(200);
      expect(session.status).toBe(200);
      return;
    }
    // A SPEC server says nothing of features, and answers as DRF answers a URL it has no view
    // for, and a method its view lacks: no envelope.
    expect(features).toBeNull();
    expect(me.headers.has('x-pitchside-features')).toBe(false);
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
