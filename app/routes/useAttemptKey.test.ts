import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/answer';
import { useAttemptKey } from './useAttemptKey';

const NO_ANSWER = new ApiError('No response from server', { code: 'no_answer' });
const REFUSED = new ApiError('Insufficient coins', { status: 400 });
const SERVER_ERROR = new ApiError('Server error', { status: 503 });

/** Sends `request` through the hook, failing with `failure` if given; the key it was sent with. */
function sender() {
  const { result } = renderHook(() => useAttemptKey());
  return async (request: unknown, failure?: Error): Promise<string> => {
    let sent = '';
    await result
      .current(request, async (key) => {
        sent = key;
        if (failure) throw failure;
      })
      .catch(() => undefined);
    return sent;
  };
}

describe('useAttemptKey', () => {
  it('sends a retry of a request that got no answer, or a server error, with the same key', async () => {
    const send = sender();
    const first = await send({ packageId: 1 }, NO_ANSWER);
    expect(await send({ packageId: 1 }, SERVER_ERROR)).toBe(first);
    expect(await send({ packageId: 1 })).toBe(first);
  });

  it('gives a new key once an attempt succeeded or was refused', async () => {
    const send = sender();
    const bought = await send({ packageId: 1 });
    const again = await send({ packageId: 1 }, REFUSED);
    expect(again).not.toBe(bought);
    expect(await send({ packageId: 1 })).not.toBe(again);
  });

  it('gives a new key to a different request, even after one that got no answer', async () => {
    const send = sender();
    const first = await send({ packageId: 1 }, NO_ANSWER);
    expect(await send({ packageId: 2 })).not.toBe(first);
  });

  it('passes the answer and the failure on to the caller', async () => {
    const { result } = renderHook(() => useAttemptKey());
    await expect(result.current('r', async () => 'booked')).resolves.toBe('booked');
    await expect(result.current('r', () => Promise.reject(REFUSED))).rejects.toBe(REFUSED);
  });
});
