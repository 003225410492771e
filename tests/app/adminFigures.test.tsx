/**
 * The Admin Overview's venue, package and health panels, wired to the mock backend: each shows
 * the API's figures, and a failed call shows its own error (never demo figures) and retries.
 */
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOverviewOpenAtom } from '@app/state/adminOverview';
import { useAdminOverview } from '@app/routes/useAdminOverview';
import { renderAppHook, setupAppTests, startTestApp } from './renderApp';

const { api, server } = setupAppTests();

async function openOverview(as: 'staff' | 'admin') {
  const store = await startTestApp(as);
  // The overview's calls start once a staff member opens it.
  store.set(adminOverviewOpenAtom, true);
  return renderAppHook(() => useAdminOverview(), { store });
}

describe('venue utilisation, package sales and system health', () => {
  it.each(['staff', 'admin'] as const)('show the API figures to %s', async (role) => {
    const token = await api.loginAs(role);
    const venues = (await api.get('/admin/locations/stats/', { token })).data;
    const sales = (await api.get('/admin/subscriptions/stats/', { token })).data;
    const { result } = await openOverview(role);
    await waitFor(() => {
      expect(result.current.locationFigures).toEqual({ status: 'success', data: venues });
      expect(result.current.packageSales).toEqual({ status: 'success', data: sales });
      expect(result.current.health.status).toBe('success');
    });
  });

  it('show a failed call as its error, with no figures, and load again on retry', async () => {
    let down = true;
    server.use(
      http.get('*/api/v1/admin/locations/stats/', () =>
        down ? HttpResponse.json({ success: false }, { status: 500 }) : undefined,
      ),
    );
    const { result } = await openOverview('staff');
    await waitFor(
      () =>
        expect(result.current.locationFigures).toEqual({
          status: 'error',
          message: 'Server error: 500',
        }),
      { timeout: 6000 },
    );
    // The other figures are live, so nothing says "demo".
    expect(result.current.demoFigures).toBe(false);
    expect(result.current.packageSales.status).toBe('success');

    down = false;
    act(() => result.current.onRetryLocationFigures?.());
    await waitFor(() => expect(result.current.locationFigures.status).toBe('success'));
  }, 15_000);
});
