// Every request example of openapi.yaml is true: sent to a freshly seeded database at the tests'
// pinned clock by a role allowed to call it, it gets the success the contract documents, with a
// body that conforms (the test client validates every response against the contract).
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { noShowState } from '@domain';
import { TEST_NOW, setupMockApi } from '../../mocks/testing';
import type { SeedSummary } from '../../mocks/seed';
import { contractOperations } from './operations';

const { api, seed } = setupMockApi();

/**
 * Path ids have no examples (a shared `{id}` parameter cannot name a different record per
 * operation): each is the seeded record the example body is meant for.
 */
const PATH_IDS: Record<string, (summary: SeedSummary) => number> = {
  'POST /auth/approval/{id}/approve/': (s) => s.users.pending,
  'POST /auth/approval/{id}/reject/': (s) => s.users.pending,
  'POST /auth/users/{id}/suspend/': (s) => s.users.member,
  'PATCH /locations/sessions/{id}/': () =>
    firstId(db.sessions.findMany((q) => q.where({ status: 'available' }))),
  'POST /bookings/bookings/{id}/cancel/': (s) =>
    firstId(
      db.bookings
        .findMany((q) => q.where({ user_id: s.users.member, status: 'CONFIRMED' }))
        .filter((b) => b.session_id === null),
    ),
  // A booking of the member that ended within the no-show window at the pinned clock.
  'POST /bookings/bookings/{id}/no-show/': (s) =>
    firstId(
      db.bookings
        .findMany((q) => q.where({ user_id: s.users.member }))
        .filter((b) => noShowState(b, TEST_NOW) === 'open'),
    ),
  // The examples move (and price moving) the member's place in session 85 (basketball, Yaba,
  // Sunday) to session 104, another basketball session.
  'POST /bookings/bookings/{id}/reschedule/': (s) =>
    firstId(db.bookings.findMany((q) => q.where({ user_id: s.users.member, session_id: 85 }))),
  'POST /bookings/bookings/{id}/reschedule-quote/': (s) =>
    firstId(db.bookings.findMany((q) => q.where({ user_id: s.users.member, session_id: 85 }))),
};

/**
 * What an example needs that no seed has: a reset link is e-mailed, never seeded, so the example's
 * token is the one the member was just sent.
 */
const PREPARE: Record<string, (summary: SeedSummary, body: unknown) => Promise<void>> = {
  'POST /auth/password/reset/confirm/': async (s, body) => {
    const { token } = body as { token: string };
    const member = db.users.findFirst((q) => q.where({ id: s.users.member }));
    if (!member) throw new Error('The seed has no member');
    await api.post('/auth/password/reset/', { body: { email: member.email } });
    await db.passwordResets.update((q) => q.where({ user_id: member.id }), {
      data(draft) {
        draft.token = token;
      },
    });
  },
};

function firstId(records: readonly { id: number }[]): number {
  const [first] = records;
  if (!first) throw new Error('The seed has no record for this example');
  return first.id;
}

const withExamples = contractOperations().filter(
  (operation) =>
    operation.body?.example !== undefined ||
    operation.parameters.some((parameter) => parameter.example !== undefined),
);

describe('the request examples of openapi.yaml', () => {
  it('cover the operations that take a body', () => {
    expect(withExamples.length).toBeGreaterThanOrEqual(20);
  });

  it.each(withExamples.map((operation) => [operation.key, operation] as const))(
    '%s',
    async (_, operation) => {
      const token = operation.role === 'anonymous' ? undefined : await api.loginAs(operation.role);
      const params: Record<string, number> = {};
      if (operation.path.includes('{id}')) {
        const pick = PATH_IDS[operation.key];
        if (!pick) throw new Error(`No path id chosen for ${operation.key}`);
        params.id = pick(seed);
      }
      await PREPARE[operation.key]?.(seed, operation.body?.example);
      const headers: Record<string, string> = {};
      const query: Record<string, string> = {};
      for (const parameter of operation.parameters) {
        if (parameter.example === undefined) continue;
        if (parameter.in === 'header') headers[parameter.name] = String(parameter.example);
        if (parameter.in === 'query') query[parameter.name] = String(parameter.example);
      }
      const method = operation.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
      const res = await api.request(method, operation.path, {
        token,
        params,
        query,
        headers,
        body: operation.body?.example,
      });
      expect(res.status, res.text).toBe(operation.success);
    },
  );
});
