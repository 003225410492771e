/**
 * The admin's audit log, /staff/audit, over the real mock backend (tests/app/renderApp.tsx): a
 * new filter keeps the entries shown until the server has answered it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@domain';
import { AUDIT_LOG_COPY } from '@ui/Screens/AuditLog';
import { holdAnswers, renderApp, setupAppTests } from './renderApp';

const { api, seed, server } = setupAppTests();

describe('the audit log', () => {
  it('keeps the entries on screen while a new filter loads, then shows what it selects', async () => {
    const token = await api.loginAs('staff');
    const params = { id: seed.users.member };
    await api.post('/auth/users/{id}/suspend/', { token, params, body: { reason: 'Unpaid fee' } });
    await api.post('/auth/users/{id}/reactivate/', { token, params });

    const adminToken = await api.loginAs('admin');
    const count = async (query: Record<string, string>) =>
      (await api.get('/admin/audit/', { token: adminToken, query })).data.count;
    const all = Math.min(await count({}), AUDIT_PAGE_SIZE);
    const reactivations = await count({ action: 'reactivate' });
    expect(reactivations).toBeLessThan(all);

    const user = userEvent.setup();
    await renderApp('/staff/audit', { as: 'admin' });
    const entries = () => screen.getByRole('list', { name: AUDIT_LOG_COPY.entries });
    await waitFor(() => expect(within(entries()).getAllByRole('listitem')).toHaveLength(all), {
      timeout: 10_000,
    });

    const release = holdAnswers(server, '/admin/audit/');
    await user.selectOptions(screen.getByLabelText(AUDIT_LOG_COPY.action), 'reactivate');
    expect(within(entries()).getAllByRole('listitem')).toHaveLength(all);
    expect(screen.queryByText(AUDIT_LOG_COPY.loading)).toBeNull();

    release();
    await waitFor(() =>
      expect(within(entries()).getAllByRole('listitem')).toHaveLength(reactivations),
    );
  }, 30_000);
});
