import { describe, expect, it } from 'vitest';
import {
  earlyRequestKey,
  takeEarlyAnswer,
  type EarlyAnswer,
  type EarlyRequests,
} from './earlyAnswers';

const wallet: EarlyAnswer = {
  status: 200,
  body: '{"success":true,"data":{"available_balance":40}}',
  headers: { 'content-type': 'application/json' },
};

function early(answers: Record<string, Promise<EarlyAnswer>>, startedAt = performance.now()) {
  return { token: 'tok-1', startedAt, answers } satisfies EarlyRequests;
}

describe('the answers the head script asked for early', () => {
  it('are named by path and query as the client sends them', () => {
    expect(earlyRequestKey('/subscriptions/wallet/')).toBe('/subscriptions/wallet/');
    expect(earlyRequestKey('/locations/locations/', { page_size: 100 })).toBe(
      '/locations/locations/?page_size=100',
    );
    expect(earlyRequestKey('/x/', { a: 1, b: undefined, c: null })).toBe('/x/?a=1');
  });

  it('stand in once for the same request with the same token', async () => {
    const asked = early({ '/subscriptions/wallet/': Promise.resolve(wallet) });
    const taken = await takeEarlyAnswer('/subscriptions/wallet/', 'tok-1', asked);
    expect(taken).toEqual({
      data: { success: true, data: { available_balance: 40 } },
      status: 200,
      headers: wallet.headers,
    });
    expect(await takeEarlyAnswer('/subscriptions/wallet/', 'tok-1', asked)).toBeNull();
  });

  it('are not taken for another token, when old, or when not a success', async () => {
    const other = early({ '/auth/me/': Promise.resolve(wallet) });
    expect(await takeEarlyAnswer('/auth/me/', 'tok-2', other)).toBeNull();
    const old = early({ '/auth/me/': Promise.resolve(wallet) }, performance.now() - 60_000);
    expect(await takeEarlyAnswer('/auth/me/', 'tok-1', old)).toBeNull();
    const refused = early({ '/auth/me/': Promise.resolve({ ...wallet, status: 401 }) });
    expect(await takeEarlyAnswer('/auth/me/', 'tok-1', refused)).toBeNull();
    const lost = early({ '/auth/me/': Promise.reject(new TypeError('Failed to fetch')) });
    expect(await takeEarlyAnswer('/auth/me/', 'tok-1', lost)).toBeNull();
    expect(await takeEarlyAnswer('/auth/me/', 'tok-1', undefined)).toBeNull();
  });
});
