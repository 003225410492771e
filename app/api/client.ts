/**
 * The one HTTP client of the app (SPEC §7): base `/api/v1` (or the build's VITE_API_BASE_URL),
 * SPEC's timeout (API_TIMEOUT_MS), JSON, `Authorization: Token …` when a token is stored, bodies
 * read from `data.data` falling back to `data`, and the network messages of SPEC §8. What happens
 * on a 401 is the app's business: it is passed in, never imported.
 *
 * It reads what a Django REST Framework server sends as well as the contract's envelope
 * (docs/backend-conformance.md): a bare object or list for a success, DRF's own page
 * `{count, next, previous, results}`, and failures as `{"detail": "…"}` or as field errors
 * `{"field": ["…"], "non_field_errors": ["…"]}`.
 */
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { API_BASE_PATH, API_TIMEOUT_MS, NETWORK_ERROR, type paths } from '@domain';
import { earlyRequestKey, type TakenAnswer } from './earlyAnswers';
import {
  ApiError,
  NO_ANSWER,
  numberedPage,
  toApiError,
  unreadable,
  unwrap,
  type ApiResult,
} from './answer';

export type Method = 'get' | 'post' | 'patch' | 'delete';

// Types of one operation of the contract, read from the generated `paths`.
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessBody<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 ? JsonOf<R[S]> : never }[keyof R]
  : never;
type PathParams<O> = O extends { parameters: { path: infer X } } ? X : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type RequestBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;

/** The paths that have an operation for this method. */
export type PathsFor<M extends Method> = {
  [P in keyof paths]: [paths[P][M]] extends [undefined] ? never : P;
}[keyof paths];

/** What a successful call answers in its envelope's `data`. */
export type ResponseData<P extends PathsFor<M>, M extends Method> =
  SuccessBody<Operation<P, M>> extends { data: infer D } ? D : never;

export type RequestOptions<P extends PathsFor<M>, M extends Method> = {
  query?: QueryParams<Operation<P, M>>;
  body?: RequestBody<Operation<P, M>>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The server does the call's action once however often it gets it (a join, a cancellation, a
   * mark of notifications as read: a repeat is refused as done, or does nothing new), so a lost
   * answer may be asked for again as one with an Idempotency-Key is (`requestResending`).
   */
  repeatable?: boolean;
} & ([PathParams<Operation<P, M>>] extends [never] | [undefined]
  ? { path?: undefined }
  : { path: PathParams<Operation<P, M>> });

const RESEND_DELAYS_MS = [1_000, 3_000] as const;

function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export interface ApiClientOptions {
  /** Where the API lives; defaults to the same origin's /api/v1. */
  baseURL?: string;
  getToken: () => string | null;
  /**
   * Called on a 401 to a request sent with the current token, after which the call still fails
   * with its error.
   */
  onUnauthorized?: () => void;
  timeoutMs?: number;
  /**
   * The waits before each resend of an unanswered request that carries an Idempotency-Key (see
   * `requestResending`); RESEND_DELAYS_MS unless given.
   */
  resendDelaysMs?: readonly number[];
  /**
   * Settles when the API can be reached (the demo's mock worker has started). Requests wait for
   * it; the page itself does not, so a public page paints before the worker is up.
   */
  ready?: Promise<unknown>;
  /**
   * Takes an answer the page's head script asked for early (app/api/earlyAnswers.ts), for a GET
   * of `key` with `token`; null when there is none to take. Only the build for a real backend
   * passes it: the demo's head script asks nothing.
   */
  takeEarly?: (key: string, token: string | null) => Promise<TakenAnswer | null>;
}

/**
 * Whether the server answered the latest request the client sent (docs/offline.md), for
 * `useSyncExternalStore`: false from a request that got no answer (timed out, or the connection
 * dropped) until the next answer of any kind, an error's included. Not while the browser knows it
 * is offline: that is said by the browser's own state, and the requests it fails are no news.
 */
function answerWatch() {
  let answering = true;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: (): boolean => answering,
    heard(answered: boolean) {
      if (!answered && typeof navigator !== 'undefined' && navigator.onLine === false) return;
      if (answered === answering) return;
      answering = answered;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The requests the client is waiting on the answers of, and who waits for there to be none
 * (`settled`).
 */
function waitingWatch() {
  let waiting = 0;
  let whenNone: (() => void)[] = [];
  return {
    track<T>(request: Promise<T>): Promise<T> {
      waiting += 1;
      return request.finally(() => {
        waiting -= 1;
        if (waiting > 0) return;
        const settled = whenNone;
        whenNone = [];
        for (const resolve of settled) resolve();
      });
    },
    settled(): Promise<void> {
      return waiting === 0 ? Promise.resolve() : new Promise((resolve) => whenNone.push(resolve));
    },
  };
}

export function createApiClient(options: ApiClientOptions) {
  const baseURL = options.baseURL ?? API_BASE_PATH;
  const timeout = options.timeoutMs ?? API_TIMEOUT_MS;
  const resendDelays = options.resendDelaysMs ?? RESEND_DELAYS_MS;
  const answers = answerWatch();
  const waiting = waitingWatch();
  let instance: Promise<AxiosInstance> | undefined;

  /**
   * The axios instance, made on the first request: axios is loaded then, not with the first page,
   * since a visitor's public pages call nothing.
   */
  function http(): Promise<AxiosInstance> {
    instance ??= import('axios').then(({ default: axios }) => {
      const created = axios.create({ baseURL, timeout, headers: { Accept: 'application/json' } });
      created.interceptors.request.use(async (config) => {
        await options.ready;
        const token = options.getToken();
        if (token) config.headers.set('Authorization', `Token ${token}`);
        return config;
      });
      created.interceptors.response.use(
        (response) => {
          answers.heard(true);
          return response;
        },
        (error: unknown) => {
          // Only the session that sent the request ends: an answer that arrives after a logout or
          // another sign-in speaks of a token that is no longer the app's.
          if (axios.isAxiosError(error) && error.response?.status === 401) {
            const current = options.getToken();
            const sent = error.config?.headers?.get('Authorization');
            if (current !== null && sent === `Token ${current}`) options.onUnauthorized?.();
          }
          const failure = toApiError(error, axios.isAxiosError);
          if (failure.code === NO_ANSWER) answers.heard(false);
          else if (axios.isAxiosError(error) && error.response) answers.heard(true);
          return Promise.reject(failure);
        },
      );
      return created;
    });
    return instance;
  }

  /**
   * A request that moves coins carries an Idempotency-Key, and the server answers a repeat of the
   * key with the first result (docs/decisions.md). When such a request gets no answer (timed out,
   * or the connection dropped after it left), it is sent again with the same key, so that a
   * purchase or a booking that went through is reported, charged once, and one that did not is
   * made. So is a call that does the same however often it is done (`repeatable`). Not while the
   * browser knows it is offline, and not once the caller gave up on it.
   */
  async function requestResending(
    client: AxiosInstance,
    config: AxiosRequestConfig,
    repeatable: boolean,
  ) {
    const resendable =
      repeatable ||
      Object.keys(config.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
    for (let resends = 0; ; resends += 1) {
      try {
        return await client.request<unknown>(config);
      } catch (error) {
        const wait = resendDelays[resends];
        const lost = error instanceof ApiError && error.code === NO_ANSWER;
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        if (!resendable || !lost || wait === undefined || offline || config.signal?.aborted) {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  function send(config: AxiosRequestConfig, repeatable = false) {
    return waiting.track(answerOf(config, repeatable));
  }

  async function answerOf(
    config: AxiosRequestConfig,
    repeatable: boolean,
  ): Promise<{ data: unknown; status: number; headers: Record<string, string> }> {
    if (options.takeEarly && (config.method ?? 'get') === 'get' && config.url !== undefined) {
      const params = config.params as Record<string, unknown> | undefined;
      const early = await options.takeEarly(
        earlyRequestKey(config.url, params),
        options.getToken(),
      );
      if (early) {
        answers.heard(true);
        return early;
      }
    }
    let client: AxiosInstance;
    try {
      client = await http();
    } catch {
      // The client's own code could not be loaded: as far as the member can tell, the network.
      throw new ApiError(NETWORK_ERROR, { networkWording: true });
    }
    const response = await requestResending(client, config, repeatable);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    return { data: response.data, status: response.status, headers };
  }

  async function call<M extends Method, P extends PathsFor<M>>(
    method: M,
    path: P,
    ...[options]: RequestOptions<P, M> extends { path: infer X }
      ? undefined extends X
        ? [RequestOptions<P, M>?]
        : [RequestOptions<P, M>]
      : [RequestOptions<P, M>?]
  ): Promise<ApiResult<ResponseData<P, M>>> {
    const { data, status, headers } = await send(
      {
        method,
        url: fillPath(path, options?.path as Record<string, unknown> | undefined),
        params: options?.query,
        data: options?.body,
        headers: options?.headers,
        signal: options?.signal,
      },
      options?.repeatable,
    );
    const result = unwrap<ResponseData<P, M>>(data, status);
    return {
      ...result,
      data: numberedPage(result.data, options?.query) as ResponseData<P, M>,
      headers,
    };
  }

  /**
   * Sends a multipart form (a new avatar with the profile's fields, the contract's second body
   * of `authMeUpdate`) through the same instance, so the token, timeout and errors are the same.
   */
  async function sendForm<P extends PathsFor<M>, M extends 'post' | 'patch'>(
    method: M,
    path: P,
    form: FormData,
  ): Promise<ApiResult<ResponseData<P, M>>> {
    const { data, status } = await send({ method, url: path, data: form });
    return unwrap<ResponseData<P, M>>(data, status);
  }

  /** A file download (the CSV exports, a booking's .ics): the raw text, not an envelope. */
  async function download(
    path: PathsFor<'get'>,
    params?: Readonly<Record<string, string | number>>,
    pathParams?: Readonly<Record<string, string | number>>,
  ): Promise<string> {
    const url = fillPath(path, pathParams);
    const { data } = await send({ method: 'get', url, params, responseType: 'text' });
    if (typeof data !== 'string') throw unreadable();
    return data;
  }

  return {
    http,
    call,
    sendForm,
    download,
    /** Whether the server answered the latest request sent: see `answerWatch`. */
    answering: { subscribe: answers.subscribe, current: answers.current },
    /**
     * Settles once no request sent is waiting for its answer (at once when none is): an answer,
     * an error and a request that gave up all count as over.
     */
    settled: waiting.settled,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
