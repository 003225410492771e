/**
 * Declaring a handler: the contract-typed `http`, and `route()`, which runs each request alone, after
 * the clock's time-driven changes, and turns an unexpected error into a bare 500.
 */

import type { paths } from '@domain';
import { createOpenApiHttp } from 'openapi-msw';
import { clock } from '../clock';
import { advanceTo } from '../lifecycle';
import { noticeExpiringCoins } from '../notifications';
import { authenticate, requireAdmin, requireApproved, requireStaff } from '../auth';
import type { Guarded } from '../auth';
import type { TokenRecord, UserRecord } from '../records';
import { MESSAGES_HTTP, fail } from './responses';
import type { ErrorResponse } from './responses';

/** Matches the API on any origin: same-origin in the browser, any host in Node and the server. */
export const API_BASE_URL = '*/api/v1';

export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE_URL });

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs tasks one after another. Handlers await between reading and writing (@msw/data writes are
 * async), so two overlapping requests could otherwise both take the last free slot or spend the
 * same coins; serialising them is the mock's equivalent of a database transaction.
 */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Where an unexpected error is reported (never to the client); the HTTP runtime logs it. */
let reportUnexpected: (error: unknown) => void = (error) => console.error(error);

export function onUnexpectedError(report: (error: unknown) => void): void {
  reportUnexpected = report;
}

/**
 * The answer to an error no handler expected: a 500 envelope that says nothing about the error
 * (no message, stack or file path), which is reported on the server's side instead.
 */
export function internalError(error: unknown): ErrorResponse {
  try {
    reportUnexpected(error);
  } catch {
    // A failing reporter must not turn the 500 into a crash.
  }
  return fail(500, MESSAGES_HTTP.serverError, { code: 'server_error' });
}

/**
 * Who may call an operation, checked before the handler runs, with the guards of auth.ts:
 * `none` (public), `signed-in` (any valid token), `approved` (members whose account is approved,
 * and staff), `staff`, `admin`.
 */
export type AuthLevel = 'none' | 'signed-in' | 'approved' | 'staff' | 'admin';

const guards: Record<Exclude<AuthLevel, 'none'>, (request: Request) => Guarded> = {
  'signed-in': (request) => authenticate(request),
  approved: (request) => requireApproved(request),
  staff: (request) => requireStaff(request),
  admin: (request) => requireAdmin(request),
};

/** What a handler that declares an auth level is given: the caller and their token. */
export type Caller = { user: UserRecord; token: TokenRecord };

/**
 * Wraps a resolver: requests run one at a time, and `advanceTo(clock.now())` runs before each, so
 * completed bookings and expired coins are up to date before the handler reads anything; then the
 * declared access is checked (401/403 as auth.ts answers them, before the body or query is read),
 * and the handler gets the caller. A thrown error becomes `internalError()`, in every runtime (msw
 * would otherwise answer it with the stack). The resolver's own type (and with it openapi-msw's
 * typing of params, query and response) is kept.
 *
 *   route({ auth: 'staff' }, ({ request, response, user }) => …)
 */
export function route<Info extends { request: Request }, Result>(
  access: { auth: 'none' },
  resolver: (info: Info) => Promise<Result> | Result,
): (info: Info) => Promise<Result | ErrorResponse>;
export function route<Info extends { request: Request }, Result>(
  access: { auth: Exclude<AuthLevel, 'none'> },
  resolver: (info: Info & Caller) => Promise<Result> | Result,
): (info: Info) => Promise<Result | ErrorResponse>;
export function route<Info extends { request: Request }, Result>(
  access: { auth: AuthLevel },
  resolver: (info: Info & Partial<Caller>) => Promise<Result> | Result,
): (info: Info) => Promise<Result | ErrorResponse> {
  return (info) =>
    exclusive(async () => {
      try {
        await advanceTo(clock.now());
        await noticeExpiringCoins(clock.now());
        if (access.auth === 'none') return await resolver(info);
        const caller = guards[access.auth](info.request);
        if (!caller.ok) return caller.response;
        return await resolver({ ...info, user: caller.user, token: caller.token });
      } catch (error) {
        return internalError(error);
      }
    });
}
