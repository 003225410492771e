// The harness itself: it must catch a response that departs from openapi.yaml and a broken ledger.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { http } from '../http';
import { ContractViolation, setupMockApi } from './index';

const { api, server, seed } = setupMockApi();

describe('the validating test client', () => {
  it('passes a conforming response through', async () => {
    const token = await api.loginAs('member');
    const res = await api.get('/auth/me/', { token });
    expect(res.status).toBe(200);
    expect(res.data.id).toBe(seed.users.member);
    expect(() => res.error).toThrow(/Expected an error envelope/);
  });

  it('fails on a body that does not match the schema', async () => {
    server.use(
      http.untyped.get('*/api/v1/auth/me/', () =>
        HttpResponse.json({ success: true, data: { id: 'x' } }),
      ),
    );
    await expect(api.get('/auth/me/', { token: 'x' })).rejects.toThrow(ContractViolation);
    await expect(api.get('/auth/me/', { token: 'x' })).rejects.toThrow(
      /body\/data\/id must be integer/,
    );
  });

  it('fails on a status the operation does not define', async () => {
    server.use(
      http.untyped.get('*/api/v1/auth/me/', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 404 }),
      ),
    );
    await expect(api.get('/auth/me/')).rejects.toThrow(/status not defined \(defined: 200, 401\)/);
  });

  it('fails on a content type the status does not define', async () => {
    server.use(http.untyped.get('*/api/v1/auth/me/', () => HttpResponse.text('hello')));
    await expect(api.get('/auth/me/')).rejects.toThrow(/content type text\/plain not defined/);
  });

  it('fails when a CSV export lacks its required Content-Disposition header', async () => {
    server.use(
      http.untyped.get(
        '*/api/v1/admin/export/users/',
        () => new HttpResponse('id\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    await expect(api.get('/admin/export/users/')).rejects.toThrow(
      /required header Content-Disposition missing/,
    );
  });

  it('fails after a write that breaks the ledger invariant', async () => {
    server.use(
      http.untyped.post('*/api/v1/auth/logout/', async () => {
        const wallet = db.wallets.findFirst((q) => q.where({ user_id: seed.users.member }));
        await db.wallets.update((q) => q.where({ id: wallet?.id ?? 0 }), {
          data(draft) {
            draft.total_earned += 1;
          },
        });
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    await expect(api.post('/auth/logout/')).rejects.toThrow(/Ledger invariant broken/);
  });
});
