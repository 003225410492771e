import { useCallback, useRef } from 'react';
import { ApiError } from '../api/answer';

/**
 * Whether a failed attempt got the server's final word. A refusal (4xx) is final; with no answer
 * (offline, timed out, dropped) or a server error the request may have been carried out, so
 * only then is the next try the same request.
 */
function final(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 500;
}

/**
 * Sends a request that moves coins (a booking, a move, a purchase, a staff adjustment) with its
 * Idempotency-Key, one key per request the user asks for. While the fate of an attempt is unknown
 * its key is kept: trying the same request again sends the same key, and the server answers it
 * with the first attempt's outcome instead of charging twice. A success or a refusal ends the
 * attempt, so the next try (a second purchase of the same package, say) is a new request with a
 * new key.
 */
export function useAttemptKey(): <T>(
  request: unknown,
  send: (key: string) => Promise<T>,
) => Promise<T> {
  const pending = useRef<{ request: string; key: string } | null>(null);
  return useCallback(async (request, send) => {
    const fingerprint = JSON.stringify(request);
    const attempt =
      pending.current?.request === fingerprint
        ? pending.current
        : { request: fingerprint, key: crypto.randomUUID() };
    pending.current = attempt;
    try {
      const answer = await send(attempt.key);
      pending.current = null;
      return answer;
    } catch (error) {
      if (final(error)) pending.current = null;
      throw error;
    }
  }, []);
}
