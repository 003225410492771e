/**
 * The Admin Overview's user list over the real mock backend (tests/app/renderApp.tsx): a new
 * filter keeps the rows shown until the server has answered it.
 */
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdminOverview } from '@app/routes/useAdminOverview';
import { holdAnswers, renderAppHook, setupAppTests, startTestApp } from './renderApp';

const { server } = setupAppTests();

describe("the Admin Overview's user list", () => {
  it('keeps the rows on screen while a new filter loads, then shows what it selects', async () => {
    const store = await startTestApp('admin');
    const { result } = await renderAppHook(() => useAdminOverview(true), { store });
    await waitFor(() => expect(result.current.users.status).toBe('success'), { timeout: 10_000 });
    const before = result.current.users;

    const release = holdAnswers(server, '/accounts/users/');
    act(() => result.current.onUserFiltersChange({ search: '', status: 'SUSPENDED', role: '' }));
    // The filter is sent once the change is over (no typing to wait for): the list asks for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.users).toEqual(before);

    release();
    await waitFor(() => {
      const { users } = result.current;
      const statuses =
        users.status === 'success' ? users.data.results.map((row) => row.account_status) : [];
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 'SUSPENDED')).toEqual([]);
    });
  }, 30_000);
});
