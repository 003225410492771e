// The conformance kit against the mock's HTTP runtime, in process: both profiles pass with the
// data-changing rules, and a server that breaks a rule fails, naming the operation.
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_FEATURES } from '../../mocks/profile';
import { startMockServer, type MockServer } from '../../mocks/server';
import { TEST_NOW } from '../../mocks/testing';
import { runConformance, type Credentials } from './kit';
import accounts from './mockAccounts.json';
import { formatReport } from './report';

let running: MockServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function check(server: MockServer) {
  return runConformance({
    baseUrl: `${server.origin}/api/v1`,
    credentials: accounts as Credentials,
    mutations: true,
    now: TEST_NOW,
  });
}

describe('the conformance kit', () => {
  it.each(['full', 'spec'] as const)(
    'passes the mock in its %s profile, every rule checked',
    async (profile) => {
      running = await startMockServer({ port: 0, now: TEST_NOW, profile, log: () => undefined });
      const report = await check(running);
      const table = formatReport(report);
      console.warn(table.split('\n').slice(-14).join('\n'));
      expect(report.operations.filter((r) => r.verdict === 'non-conforming')).toEqual([]);
      const missing = report.operations.filter((r) => r.verdict === 'missing');
      if (profile === 'full') expect(missing).toEqual([]);
      else expect(missing.every((r) => !r.operation.spec)).toBe(true);
      expect(missing.length).toBe(profile === 'spec' ? 27 : 0);
      expect(report.rules.map((r) => [r.rule, r.verdict])).toEqual(
        report.rules.map((r) => [r.rule, 'passed']),
      );
      // The full profile lists every feature it implements; the SPEC one sends no header.
      if (profile === 'full') expect(report.features.listed).toEqual([...ALL_FEATURES]);
      else expect(report.features.listed).toBeUndefined();
      expect(report.features.notes).toEqual([]);
      expect(report.ok).toBe(true);
      // No secret leaves the kit: its report names tokens by placeholder only.
      expect(JSON.stringify(report)).not.toContain(accounts.member.password);
    },
    120_000,
  );

  it('fails a server that breaks a rule, naming the operation, with a curl that reproduces it', async () => {
    running = await startMockServer({
      port: 0,
      now: TEST_NOW,
      log: () => undefined,
      extraHandlers: [
        // The wallet without a token; a cancellation that refunds nothing and ignores the cut-off.
        http.get('*/api/v1/subscriptions/wallet/', ({ request }) =>
          request.headers.has('Authorization')
            ? undefined
            : HttpResponse.json({ success: true, data: null }),
        ),
        http.post('*/api/v1/bookings/bookings/:id/cancel/', () =>
          HttpResponse.json({ success: true, data: null }),
        ),
        // A coin adjustment that ignores its Idempotency-Key: sent on without it.
        http.post('*/api/v1/subscriptions/admin/add-coins/', async ({ request }) => {
          if (!request.headers.has('Idempotency-Key')) return undefined;
          const headers = new Headers(request.headers);
          headers.delete('Idempotency-Key');
          return fetch(request.url, { method: 'POST', headers, body: await request.text() });
        }),
      ],
    });
    const report = await check(running);
    expect(report.ok).toBe(false);
    const wallet = report.operations.find((r) => r.operation.key === 'GET /subscriptions/wallet/');
    expect(wallet?.verdict).toBe('non-conforming');
    expect(wallet?.failures.map((f) => f.what)).toContain('anonymous: expected 401, got 200');
    expect(wallet?.failures[0]?.curl).toMatch(/^curl -sS -i -X GET '.+\/subscriptions\/wallet\/'$/);
    const rules = Object.fromEntries(report.rules.map((r) => [r.rule, r.verdict]));
    expect(rules['ledger invariant after a booking and its cancellation']).toBe('failed');
    expect(rules['no cancellation within the cut-off before the start']).toBe('failed');
    expect(rules['one coin adjustment per Idempotency-Key']).toBe('failed');
    const table = formatReport(report);
    expect(table).toContain('FAIL');
    expect(table).toMatch(/✗ GET \/subscriptions\/wallet\/: anonymous: expected 401, got 200/);
    // The failing calls of a signed-in caller name the token, never show it.
    expect(table).toContain('$MEMBER_TOKEN');
  }, 120_000);

  it('fails a server that lists a feature but lacks one of its operations, naming it', async () => {
    running = await startMockServer({
      port: 0,
      now: TEST_NOW,
      log: () => undefined,
      // Waitlists are listed on the sign-in, but their list is answered as a missing view.
      extraHandlers: [
        http.get('*/api/v1/bookings/waitlist/', () =>
          HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
        ),
      ],
    });
    const report = await runConformance({
      baseUrl: `${running.origin}/api/v1`,
      credentials: accounts as Credentials,
    });
    expect(report.ok).toBe(false);
    expect(report.features.failures.map((f) => [f.operation, f.what])).toEqual([
      [
        'GET /bookings/waitlist/',
        'the server lists waitlist but lacks this operation: the app would show an error',
      ],
    ]);
    expect(formatReport(report)).toMatch(/✗ GET \/bookings\/waitlist\/: the server lists waitlist/);
  }, 120_000);
});
