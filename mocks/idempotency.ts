/**
 * Idempotency-Key (decisions §14) for POST /bookings/bookings/ and POST /subscriptions/purchase/.
 * Keys are remembered per user and operation for 24 hours (lifecycle.ts forgets older ones):
 * the same key with the same body replays the first answer (same status and body, with
 * `Idempotent-Replayed: true`) and changes nothing; with a different body it is a 409
 * `idempotency_key_reused`.
 *
 *   return withIdempotency(request, auth.user.id, 'POST /bookings/bookings/', body, async () => {
 *     ... create the booking ...
 *     return response(201).json(ok(serializeBooking(db, booking)));
 *   });
 */

import { HttpResponse, type JsonBodyType } from 'msw';
import { MAX_LENGTH } from '@domain';
import { clock, timestamp } from './clock';
import { db as defaultDb, nextId } from './db';
import type { Database } from './db';
import { conflict, validationError, type ErrorResponse } from './http';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = MAX_LENGTH['Idempotency-Key'];

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was already used with a different request.',
  tooLong: `Ensure this value has at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
} as const;

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs `perform` once per (user, operation, Idempotency-Key). Without the header it simply runs.
 * `body` is the request body as read (before validation), so that a retry of an invalid request
 * replays its 400 as well. Answers of 5xx are not remembered: the client may retry those.
 */
export async function withIdempotency<Body extends JsonBodyType>(
  request: Request,
  userId: number,
  operation: string,
  body: unknown,
  perform: () => Promise<HttpResponse<Body> | ErrorResponse>,
  database: Database = defaultDb,
): Promise<HttpResponse<Body> | ErrorResponse> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return perform();
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    return validationError({ [IDEMPOTENCY_HEADER]: [IDEMPOTENCY_MESSAGES.tooLong] });
  }
  const fingerprint = canonicalJson(body);
  const previous = database.idempotencyRecords.findFirst((q) =>
    q.where({ user_id: userId, operation, key }),
  );
  if (previous) {
    if (previous.request_fingerprint !== fingerprint) {
      return conflict(IDEMPOTENCY_MESSAGES.reused, 'idempotency_key_reused');
    }
    // The stored body is exactly what this operation answered the first time, so it has the
    // operation's response type; the store only loses that type, not the shape.
    const replay: Body = JSON.parse(previous.response_body);
    return HttpResponse.json<Body>(replay, {
      status: previous.status,
      headers: { [REPLAYED_HEADER]: 'true' },
    });
  }
  const answer = await perform();
  if (answer.status < 500) {
    await database.idempotencyRecords.create({
      id: nextId(database, 'idempotencyRecords'),
      user_id: userId,
      key,
      operation,
      request_fingerprint: fingerprint,
      status: answer.status,
      response_body: await answer.clone().text(),
      created_at: timestamp(clock.now()),
    });
  }
  return answer;
}
