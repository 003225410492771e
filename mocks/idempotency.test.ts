// withIdempotency behind a stand-in handler for POST /bookings/bookings/, so that the rules are
// tested here whatever the bookings handler does.
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, clock } from './clock';
import { db } from './db';
import { badRequest, http, readJsonObject, route } from './http';
import { IDEMPOTENCY_MESSAGES, canonicalJson, withIdempotency } from './idempotency';
import { serializeBooking } from './serializers';
import { setupMockApi } from './testing';

const { api, server } = setupMockApi();

let performed = 0;

/** Answers 201 with an ever-increasing id, or 400 when asked to, through withIdempotency. */
function useStandIn() {
  performed = 0;
  server.use(
    http.post(
      '/bookings/bookings/',
      route({ auth: 'approved' }, async ({ request, response, user }) => {
        const body = await readJsonObject(request);
        if (!body.ok) return body.response;
        return withIdempotency(
          request,
          user.id,
          'POST /bookings/bookings/',
          body.value,
          async () => {
            performed += 1;
            if (body.value.fail) return badRequest('Refused on purpose.', 'invalid_state');
            const booking = db.bookings.findFirst((q) => q.where({ id: performed }));
            if (!booking) throw new Error('The seed has bookings');
            return response(201).json({ success: true, data: serializeBooking(db, booking) });
          },
        );
      }),
    ),
  );
}

const post = (token: string, body: unknown, key?: string) =>
  api.post('/bookings/bookings/', {
    token,
    body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

describe('Idempotency-Key', () => {
  it('runs every request without a key', async () => {
    useStandIn();
    const token = await api.loginAs('member');
    await post(token, { a: 1 });
    await post(token, { a: 1 });
    expect(performed).toBe(2);
  });

  it('replays the first answer for the same key and body, with Idempotent-Replayed', async () => {
    useStandIn();
    const token = await api.loginAs('member');
    const first = await post(token, { a: 1, b: [1, 2] }, 'key-1');
    const replay = await post(token, { b: [1, 2], a: 1 }, 'key-1');
    expect(performed).toBe(1);
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('replays a refusal too', async () => {
    useStandIn();
    const token = await api.loginAs('member');
    const first = await post(token, { fail: true }, 'key-2');
    const replay = await post(token, { fail: true }, 'key-2');
    expect(first.status).toBe(400);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(first.body);
    expect(performed).toBe(1);
  });

  it('refuses the same key with a different body: 409 idempotency_key_reused', async () => {
    useStandIn();
    const token = await api.loginAs('member');
    await post(token, { a: 1 }, 'key-3');
    const reused = await post(token, { a: 2 }, 'key-3');
    expect(reused.status).toBe(409);
    expect(reused.error).toEqual({
      success: false,
      message: IDEMPOTENCY_MESSAGES.reused,
      code: 'idempotency_key_reused',
    });
    expect(performed).toBe(1);
  });

  it('keeps keys per user', async () => {
    useStandIn();
    await post(await api.loginAs('member'), { a: 1 }, 'shared-key');
    await post(await api.loginAs('staff'), { a: 1 }, 'shared-key');
    expect(performed).toBe(2);
  });

  it('forgets keys after 24 hours', async () => {
    useStandIn();
    const token = await api.loginAs('member');
    await post(token, { a: 1 }, 'key-4');
    clock.advance(DAY_MS - HOUR_MS);
    await post(token, { a: 1 }, 'key-4');
    expect(performed).toBe(1);
    clock.advance(2 * HOUR_MS);
    await post(token, { a: 1 }, 'key-4');
    expect(performed).toBe(2);
  });

  it('refuses a key longer than 255 characters', async () => {
    useStandIn();
    const res = await post(await api.loginAs('member'), { a: 1 }, 'k'.repeat(256));
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.tooLong] });
    expect(performed).toBe(0);
  });
});

describe('canonicalJson', () => {
  it('ignores key order and undefined members, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe('{"a":{"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});
