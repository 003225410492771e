/**
 * The Admin Overview's venue, package and health panels, wired to the mock backend: each shows
 * the API's figures, and a failed call shows its own error (never demo figures) and retries.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAdminOverview } from '@app/routes/useAdminOverview';
import { renderApp, renderAppHook, setupAppTests, startTestApp } from './renderApp';

const { api, server } = setupAppTests();

async function openOverview(as: 'staff' | 'admin') {
  const store = await startTestApp(as);
  // Open, as on the overview's own tab.
  return renderAppHook(() => useAdminOverview(true), { store });
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

describe("the Admin Overview's calls", () => {
  it('start the first time staff open its tab, not with their own dashboard', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/*', ({ request }) => {
        const path = new URL(request.url).pathname;
        if (/\/(admin|auth\/approval|accounts\/users)\//.test(path)) asked.push(path);
        return undefined;
      }),
    );
    await renderApp('/dashboard', { as: 'admin' });
    const overview = await screen.findByRole(
      'tab',
      { name: 'Admin Overview' },
      { timeout: 10_000 },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked).toEqual([]);

    await userEvent.setup().click(overview);
    await waitFor(() => expect(asked).toContain('/api/v1/admin/dashboard/stats/'), {
      timeout: 10_000,
    });
    expect(window.location.search).toBe('?tab=admin');
  }, 30_000);
});
