/**
 * The test client: real fetch calls to http://127.0.0.1/api/v1/… (answered by msw's Node
 * interceptor, or by a real server when given a base URL). Every response is validated against
 * openapi.yaml (operation, status, content type, body) and a non-conforming one fails the test;
 * after every call that may write, the ledger invariant is asserted.
 *
 *   const token = await api.loginAs('member');
 *   const res = await api.get('/bookings/bookings/{id}/', { token, params: { id: 12 } });
 *   expect(res.status).toBe(200);
 *   expect(res.data.booking_reference).toBe('PSB-12');
 */

import type { paths } from '@domain';
import { findOperation, mediaType, validateResponse } from './responseValidator';
import { createToken } from '../auth';
import { db as defaultDb } from '../db';
import type { Database } from '../db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from '../demoAccounts';
import { assertLedgerInvariant } from '../ledgerInvariant';

export const TEST_ORIGIN = 'http://127.0.0.1';
export const API_PREFIX = '/api/v1';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The contract's paths that have an operation for the method. */
export type PathFor<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type OperationOf<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : never;

/** Every body the operation may answer: its success envelope(s) and ErrorEnvelope. */
export type ResponseBody<P extends keyof paths, M extends Method> = {
  [S in keyof ResponsesOf<OperationOf<P, M>>]: ContentOf<ResponsesOf<OperationOf<P, M>>[S]>;
}[keyof ResponsesOf<OperationOf<P, M>>];

type SuccessData<B> = B extends { success: true; data: infer D } ? D : never;
type ErrorBody<B> = B extends { success: false } ? B : never;

export interface RequestOptions {
  /** Sent as `Authorization: Token <token>`. */
  token?: string | undefined;
  /** Values for the template's `{name}` segments. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** A JSON body (any value: tests send invalid ones too), a FormData, or a raw string. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResult<Body> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (validated against the contract), or the text of a non-JSON one. */
  body: Body;
  text: string;
  /** `data` of a success envelope; throws when the body is not one. */
  readonly data: SuccessData<Body>;
  /** The ErrorEnvelope; throws when the body is a success. */
  readonly error: ErrorBody<Body>;
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

export interface ApiClientOptions {
  /** Origin of the API; the msw-intercepted test origin by default. */
  origin?: string;
  /** The database to check the ledger invariant on; null to skip the check (remote server). */
  database?: Database | null;
}

function buildUrl(origin: string, template: string, options: RequestOptions): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(`${API_PREFIX}${path}`, origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  if (typeof body === 'string') return { body, contentType: 'application/json' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

export function createApiClient(options: ApiClientOptions = {}) {
  const origin = options.origin ?? TEST_ORIGIN;
  const database = options.database === undefined ? defaultDb : options.database;

  async function request<Body>(
    method: Method,
    template: string,
    requestOptions: RequestOptions = {},
  ): Promise<ApiResult<Body>> {
    const url = buildUrl(origin, template, requestOptions);
    const { body, contentType } = encodeBody(requestOptions.body);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (contentType) headers['Content-Type'] = contentType;
    if (requestOptions.token !== undefined) headers.Authorization = `Token ${requestOptions.token}`;
    Object.assign(headers, requestOptions.headers);

    const response = await fetch(url, { method: method.toUpperCase(), headers, body });
    const text = await response.text();
    const isJson = mediaType(response.headers.get('content-type')) === 'application/json';
    let parsed: unknown = text;
    if (isJson) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new ContractViolation(`${method.toUpperCase()} ${template}: invalid JSON: ${text}`);
      }
    }

    const concretePath = new URL(url).pathname.slice(API_PREFIX.length);
    const operation = findOperation(method, concretePath);
    if (!operation || operation.path !== template) {
      throw new ContractViolation(
        `${method.toUpperCase()} ${concretePath} is not the operation ${template} of openapi.yaml`,
      );
    }
    const problems = validateResponse({
      method: method.toUpperCase(),
      path: template,
      status: response.status,
      headers: response.headers,
      body: parsed,
    });
    if (problems.length > 0) {
      throw new ContractViolation(
        `Response does not conform to openapi.yaml:\n${problems.join('\n')}\nBody: ${text}`,
      );
    }
    if (database && method !== 'get') assertLedgerInvariant(database);

    const result = {
      status: response.status,
      headers: response.headers,
      // Validated against the operation's schemas just above: the contract's type holds.
      body: parsed as Body,
      text,
    };
    // Not enumerable, so that printing a result in a failed assertion does not throw.
    Object.defineProperties(result, {
      data: {
        enumerable: false,
        get(): unknown {
          const envelope = parsed as { success?: unknown; data?: unknown } | null;
          if (envelope?.success !== true) {
            throw new Error(`Expected a success envelope, got ${response.status}: ${text}`);
          }
          return envelope.data;
        },
      },
      error: {
        enumerable: false,
        get(): unknown {
          const envelope = parsed as { success?: unknown } | null;
          if (envelope?.success !== false) {
            throw new Error(`Expected an error envelope, got ${response.status}: ${text}`);
          }
          return parsed;
        },
      },
    });
    return result as ApiResult<Body>;
  }

  const api = {
    get: <P extends PathFor<'get'>>(path: P, options?: RequestOptions) =>
      request<ResponseBody<P, 'get'>>('get', path, options),
    post: <P extends PathFor<'post'>>(path: P, options?: RequestOptions) =>
      request<ResponseBody<P, 'post'>>('post', path, options),
    patch: <P extends PathFor<'patch'>>(path: P, options?: RequestOptions) =>
      request<ResponseBody<P, 'patch'>>('patch', path, options),
    delete: <P extends PathFor<'delete'>>(path: P, options?: RequestOptions) =>
      request<ResponseBody<P, 'delete'>>('delete', path, options),
    /** Any operation by its template, untyped: for tests that walk the whole contract. */
    request: (method: Method, path: string, options?: RequestOptions) =>
      request<unknown>(method, path, options),

    /** Signs in with e-mail and password; returns the token (throws unless 200). */
    async login(email: string, password: string = DEMO_PASSWORD): Promise<string> {
      const res = await api.post('/auth/login/', { body: { email, password } });
      if (res.status !== 200) throw new Error(`Login of ${email} failed: ${res.text}`);
      return res.data.token;
    },

    /** Signs in as one of the seed's demo accounts (not 'pending': it cannot sign in). */
    loginAs(role: Exclude<DemoRole, 'pending'>): Promise<string> {
      return api.login(DEMO_ACCOUNTS[role].email);
    },

    /**
     * A token created straight in the database, bypassing sign-in: how tests reach a guard as an
     * account that cannot sign in (PENDING) or as a user made by a factory.
     */
    async tokenFor(who: DemoRole | number): Promise<string> {
      const target = database ?? defaultDb;
      const user =
        typeof who === 'number'
          ? target.users.findFirst((q) => q.where({ id: who }))
          : target.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS[who].email }));
      if (!user) throw new Error(`No user ${String(who)}`);
      return (await createToken(target, user.id)).key;
    },
  };
  return api;
}

export type ApiClient = ReturnType<typeof createApiClient>;
