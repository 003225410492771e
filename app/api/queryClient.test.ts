// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from './answer';
import { createQueryClient } from './queryClient';

async function attempts(error: Error): Promise<number> {
  let calls = 0;
  await createQueryClient()
    .fetchQuery({
      queryKey: ['probe'],
      retryDelay: 0,
      queryFn: () => {
        calls += 1;
        return Promise.reject(error);
      },
    })
    .catch(() => undefined);
  return calls;
}

describe('createQueryClient', () => {
  it('keeps data fresh for 5 minutes and does not refetch on window focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('retries a failed query once', async () => {
    expect(await attempts(new ApiError('Server error: 503', { status: 503 }))).toBe(2);
    expect(await attempts(new ApiError('No response from server.'))).toBe(2);
  });

  it('does not retry a refusal such as 403 or 404', async () => {
    expect(await attempts(new ApiError('Forbidden', { status: 403 }))).toBe(1);
    expect(await attempts(new ApiError('Not found', { status: 404 }))).toBe(1);
  });
});
