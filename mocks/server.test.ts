// The standalone runtime over a real socket: no msw interception in this file, only fetch.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { build } from 'esbuild';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { startMockServer, type MockServer } from './server';
import { TEST_NOW } from './testing/setupMockApi';
import { createApiClient } from './testing/apiClient';

const root = fileURLToPath(new URL('..', import.meta.url));

let running: MockServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('mock server (in process)', () => {
  it('serves the API on 127.0.0.1, logs one line per request without tokens, and stops', async () => {
    const lines: string[] = [];
    running = await startMockServer({ port: 0, now: TEST_NOW, log: (line) => lines.push(line) });
    expect(running.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    // The contract-validating client works against a real origin too (no ledger check: the
    // server's database is the same module here, but a remote one would not be).
    const api = createApiClient({ origin: running.origin, database: null });
    const token = await api.login(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    const me = await api.get('/auth/me/', { token });
    expect(me.data.email).toBe(DEMO_ACCOUNTS.member.email);
    const unknown = await fetch(`${running.origin}/api/v1/no/such/path/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      message: 'Not found.',
      code: 'not_found',
    });

    expect(lines).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/auth\/login\/ 200 \d+ms$/),
      expect.stringMatching(/^GET \/api\/v1\/auth\/me\/ 200 \d+ms$/),
      expect.stringMatching(/^GET \/api\/v1\/no\/such\/path\/ 404 \d+ms$/),
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('answers CORS preflights so a browser on another port can call it', async () => {
    running = await startMockServer({ port: 0, now: TEST_NOW, log: () => undefined });
    const res = await fetch(`${running.origin}/api/v1/auth/me/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});

describe('mock server (the mock:server command)', () => {
  // One file per run: two checkouts sharing node_modules (or two runs at once) must not collide.
  const outfile = `${root}node_modules/.cache/pitchside/mock-server.test-${process.pid}.mjs`;
  beforeAll(async () => {
    await build({
      entryPoints: [`${root}mocks/server.ts`],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile,
      logLevel: 'warning',
    });
  });
  afterAll(() => rmSync(outfile, { force: true }));

  /** Starts the bundled server as `npm run mock:server` does, with `env` added. */
  function startProgram(env: Record<string, string> = {}) {
    const child = spawn(process.execPath, [outfile], {
      cwd: root,
      env: { ...process.env, MOCK_PORT: '0', MOCK_NOW: TEST_NOW.toISOString(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const origin = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No start line:\n${output}`)), 20_000);
      child.stdout.on('data', () => {
        const match = /Pitchside mock API on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    return { child, exited, origin, output: () => output };
  }

  it('builds, starts on the port given, answers, and stops cleanly on SIGTERM', async () => {
    const program = startProgram();
    const login = await fetch(`${await program.origin}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    program.child.kill('SIGTERM');
    expect(await program.exited).toBe(0);
    expect(program.output()).toMatch(/POST \/api\/v1\/auth\/login\/ 200 \d+ms/);
    expect(program.output()).toContain('SIGTERM: stopping the mock API');
    expect(program.output()).not.toContain(data.token);
  }, 60_000);

  it('stops by itself once MOCK_LIFETIME_SECONDS have passed, whoever started it', async () => {
    const program = startProgram({ MOCK_LIFETIME_SECONDS: '1' });
    // It answers until then (the packages ask for a sign-in).
    const packages = await fetch(`${await program.origin}/api/v1/subscriptions/packages/`);
    expect(packages.status).toBe(401);
    expect(await program.exited).toBe(0);
    expect(program.output()).toContain('time limit: stopping the mock API');
  }, 60_000);
});
