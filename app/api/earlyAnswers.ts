/**
 * The answers the page's head script asked for before the app's code had arrived
 * (app/prerender/beforePaint.js; docs/prerender.md, "Data starts with the page"). With a stored
 * session, the session check and the first data of the page opened start with the document; the
 * client takes each answer in place of its own request, once, so nothing is asked twice.
 *
 * An early answer stands in only for the same request (method GET, path and query) with the
 * same token, within a short time of the page's start, and only a success: anything else (no
 * answer, a refusal, a 401) is asked again by the client, which handles it as it always does.
 */
import { API_TIMEOUT_MS } from '@domain';
import { EARLY_ANSWER_FOR_MS } from '../prerender/earlyRequests';

/** An answer as the head script keeps it: the status, the body as text, the headers. */
export interface EarlyAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** What the head script leaves on `window.pitchsideEarly`. */
export interface EarlyRequests {
  /** The token the requests were sent with. */
  token: string;
  /** When they were sent (performance.now()). */
  startedAt: number;
  /** By request (path and query, as `earlyRequestKey` writes them): its answer, or its failure. */
  answers: Record<string, Promise<EarlyAnswer> | undefined>;
}

declare global {
  interface Window {
    pitchsideEarly?: EarlyRequests;
  }
}

/** A GET request as the early answers name it: its path, and its query in the order given. */
export function earlyRequestKey(url: string, params?: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** A successful answer parsed as the client reads one. */
export interface TakenAnswer {
  data: unknown;
  status: number;
  headers: Record<string, string>;
}

/**
 * Takes the early answer to `key` for `token` (each is taken once), or null when there is none
 * to take: none was asked for, another token asked, it is too old, or it was not a success.
 */
export async function takeEarlyAnswer(
  key: string,
  token: string | null,
  early: EarlyRequests | undefined = typeof window === 'undefined'
    ? undefined
    : window.pitchsideEarly,
): Promise<TakenAnswer | null> {
  const pending = early?.answers[key];
  if (!early || !pending) return null;
  early.answers[key] = undefined;
  if (token === null || early.token !== token) return null;
  if (performance.now() - early.startedAt > EARLY_ANSWER_FOR_MS) return null;
  // An answer slower than the client's own timeout is not waited for: the client asks itself.
  const waitMs = API_TIMEOUT_MS - (performance.now() - early.startedAt);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    const answer = await Promise.race([pending, late]);
    if (answer === null || answer.status < 200 || answer.status >= 300) return null;
    return {
      data: JSON.parse(answer.body) as unknown,
      status: answer.status,
      headers: answer.headers,
    };
  } catch {
    // No answer, or not JSON: the client asks itself.
    return null;
  } finally {
    clearTimeout(timer);
  }
}
