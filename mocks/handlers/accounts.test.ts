/**
 * Staff account administration: who may use it, the pending approvals, approving and rejecting an
 * account (by path and by body id, over the same data), and the user list with its search,
 * filters and pages. Suspending and reactivating are in accountsSuspension.test.ts.
 */

import { describe, expect, it } from 'vitest';
import { SUCCESS_NOTICES } from '@domain';
import { timestamp } from '../clock';
import { db } from '../db';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { TEST_NOW, setupMockApi } from '../testing';
import { ACCOUNTS_MESSAGES } from './accounts';

const { api, seed } = setupMockApi();

const userRecord = (id: number) => db.users.findFirst((q) => q.where({ id }));

type Call = (
  token: string | undefined,
  id: number,
) => Promise<{ status: number; error: { code?: string } }>;

/** Every staff-only operation, called on a given user id with a valid body. */
const staffOperations: [string, Call][] = [
  ['GET /auth/approval/pending/', (token) => api.get('/auth/approval/pending/', { token })],
  [
    'POST /auth/approval/{id}/approve/',
    (token, id) =>
      api.post('/auth/approval/{id}/approve/', {
        token,
        params: { id },
        body: { action: 'approve' },
      }),
  ],
  [
    'POST /auth/approval/{id}/reject/',
    (token, id) =>
      api.post('/auth/approval/{id}/reject/', {
        token,
        params: { id },
        body: { action: 'reject' },
      }),
  ],
  [
    'POST /auth/users/{id}/suspend/',
    (token, id) =>
      api.post('/auth/users/{id}/suspend/', { token, params: { id }, body: { reason: 'x' } }),
  ],
  [
    'POST /auth/users/{id}/reactivate/',
    (token, id) => api.post('/auth/users/{id}/reactivate/', { token, params: { id } }),
  ],
  ['GET /accounts/users/', (token) => api.get('/accounts/users/', { token })],
  [
    'GET /accounts/pending-approvals/',
    (token) => api.get('/accounts/pending-approvals/', { token }),
  ],
  [
    'POST /accounts/approve-user/',
    (token, id) => api.post('/accounts/approve-user/', { token, body: { user_id: id } }),
  ],
  [
    'POST /accounts/reject-user/',
    (token, id) => api.post('/accounts/reject-user/', { token, body: { user_id: id } }),
  ],
];

describe('access to the account administration', () => {
  it.each(staffOperations)('%s answers 401 without a token', async (_, call) => {
    const res = await call(undefined, seed.users.pending);
    expect(res.status).toBe(401);
    expect(res.error.code).toBe('not_authenticated');
  });

  it.each(staffOperations)('%s answers 403 permission_denied to a member', async (_, call) => {
    for (const role of ['member', 'pending'] as const) {
      const res = await call(await api.tokenFor(role), seed.users.pending);
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({
        message: 'You do not have permission to perform this action.',
        code: 'permission_denied',
      });
    }
    expect(userRecord(seed.users.pending)?.account_status).toBe('PENDING');
  });

  it.each(staffOperations)('%s lets staff and admins past the guard', async (_, call) => {
    for (const role of ['staff', 'admin'] as const) {
      const res = await call(await api.loginAs(role), seed.users.pending);
      expect([401, 403]).not.toContain(res.status);
    }
  });
});

describe('pending approvals', () => {
  it('GET /auth/approval/pending/ lists the PENDING accounts, oldest registration first', async () => {
    const res = await api.get('/auth/approval/pending/', { token: await api.loginAs('admin') });
    expect(res.status).toBe(200);
    const users = res.data;
    expect(users.every((user) => user.account_status === 'PENDING')).toBe(true);
    expect(users.map((user) => user.email)).toContain(DEMO_ACCOUNTS.pending.email);
    const joined = users.map((user) => user.date_joined);
    expect(joined).toEqual([...joined].sort());
    expect(users).toHaveLength(
      db.users.findMany((q) => q.where({ account_status: 'PENDING' })).length,
    );
  });

  it('GET /accounts/pending-approvals/ pages the same data', async () => {
    const token = await api.loginAs('staff');
    const list = await api.get('/auth/approval/pending/', { token });
    const page = await api.get('/accounts/pending-approvals/', { token, query: { page_size: 2 } });
    expect(page.data).toMatchObject({
      count: list.data.length,
      page: 1,
      page_size: 2,
      previous: null,
    });
    expect(page.data.results).toEqual(list.data.slice(0, 2));
    expect(page.data.next).toBe(
      'http://127.0.0.1/api/v1/accounts/pending-approvals/?page_size=2&page=2',
    );
  });
});

describe('approve and reject', () => {
  it('approves a PENDING account by path: ACTIVE, approved, and it can sign in', async () => {
    const res = await api.post('/auth/approval/{id}/approve/', {
      token: await api.loginAs('staff'),
      params: { id: seed.users.pending },
      body: { action: 'approve', reason: 'Referred by an existing member.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: SUCCESS_NOTICES.userApproved });
    expect(res.data).toMatchObject({
      id: seed.users.pending,
      account_status: 'ACTIVE',
      is_approved: true,
    });
    expect(userRecord(seed.users.pending)).toMatchObject({
      status_reason: 'Referred by an existing member.',
      status_changed_by: seed.users.staff,
      status_changed_at: timestamp(TEST_NOW),
    });
    expect(await api.login(DEMO_ACCOUNTS.pending.email)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('rejects a PENDING account by path: REJECTED, and it can still sign in', async () => {
    const res = await api.post('/auth/approval/{id}/reject/', {
      token: await api.loginAs('admin'),
      params: { id: seed.users.pending },
      body: { action: 'reject', reason: 'Referral could not be verified.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: SUCCESS_NOTICES.userRejected });
    expect(res.data).toMatchObject({ account_status: 'REJECTED', is_approved: false });
    expect(await api.login(DEMO_ACCOUNTS.pending.email)).toMatch(/^[0-9a-f]{40}$/);
  });

  it.each([
    ['approve', { action: 'reject' }, [ACCOUNTS_MESSAGES.actionMismatch('approve')]],
    ['approve', {}, ['This field is required.']],
    ['approve', { action: 'maybe' }, ['"maybe" is not a valid choice.']],
    ['reject', { action: 'approve' }, [ACCOUNTS_MESSAGES.actionMismatch('reject')]],
  ] as const)('%s by path refuses the body %j', async (decision, body, messages) => {
    const path =
      decision === 'approve' ? '/auth/approval/{id}/approve/' : '/auth/approval/{id}/reject/';
    const res = await api.post(path, {
      token: await api.loginAs('staff'),
      params: { id: seed.users.pending },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ action: messages });
    expect(userRecord(seed.users.pending)?.account_status).toBe('PENDING');
  });

  it.each(['/auth/approval/{id}/approve/', '/auth/approval/{id}/reject/'] as const)(
    '%s refuses an account that is not PENDING, and answers 404 for an unknown id',
    async (path) => {
      const token = await api.loginAs('staff');
      const action = path.includes('approve') ? 'approve' : 'reject';
      for (const id of [seed.users.member, seed.users.suspended, seed.users.rejected]) {
        const res = await api.post(path, { token, params: { id }, body: { action } });
        expect(res.status).toBe(400);
        expect(res.error).toMatchObject({
          message: ACCOUNTS_MESSAGES.notPending,
          code: 'invalid_state',
        });
      }
      for (const id of [9999, 'abc']) {
        const res = await api.post(path, { token, params: { id }, body: { action } });
        expect(res.status).toBe(404);
        expect(res.error).toMatchObject({ message: 'Not found.', code: 'not_found' });
      }
    },
  );

  it('approves and rejects by body id in the /accounts family, over the same data', async () => {
    const token = await api.loginAs('staff');
    const [first, second] = (await api.get('/auth/approval/pending/', { token })).data;
    if (!first || !second) throw new Error('The seed has at least two pending accounts');
    const approved = await api.post('/accounts/approve-user/', {
      token,
      body: { user_id: first.id },
    });
    expect(approved.body).toMatchObject({ message: SUCCESS_NOTICES.userApproved });
    expect(approved.data.account_status).toBe('ACTIVE');
    const rejected = await api.post('/accounts/reject-user/', {
      token,
      body: { user_id: second.id, reason: 'Incomplete referral.' },
    });
    expect(rejected.body).toMatchObject({ message: SUCCESS_NOTICES.userRejected });
    expect(rejected.data.account_status).toBe('REJECTED');
    const pending = (await api.get('/auth/approval/pending/', { token })).data.map((u) => u.id);
    expect(pending).not.toContain(first.id);
    expect(pending).not.toContain(second.id);
    const again = await api.post('/auth/approval/{id}/reject/', {
      token,
      params: { id: first.id },
      body: { action: 'reject' },
    });
    expect(again.error.code).toBe('invalid_state');
  });

  it.each(['/accounts/approve-user/', '/accounts/reject-user/'] as const)(
    '%s validates user_id, then answers 404, then refuses a non-PENDING account',
    async (path) => {
      const token = await api.loginAs('staff');
      expect((await api.post(path, { token, body: {} })).error.errors).toEqual({
        user_id: ['This field is required.'],
      });
      expect((await api.post(path, { token, body: { user_id: 'abc' } })).error.errors).toEqual({
        user_id: ['A valid integer is required.'],
      });
      expect((await api.post(path, { token, body: { user_id: 0 } })).error.errors).toEqual({
        user_id: ['Ensure this value is greater than or equal to 1.'],
      });
      expect((await api.post(path, { token, body: { user_id: 9999 } })).status).toBe(404);
      const res = await api.post(path, { token, body: { user_id: seed.users.member } });
      expect(res.error).toMatchObject({
        code: 'invalid_state',
        message: ACCOUNTS_MESSAGES.notPending,
      });
    },
  );
});

describe('GET /accounts/users/', () => {
  it('lists every account, newest registration first, 20 per page', async () => {
    const res = await api.get('/accounts/users/', { token: await api.loginAs('staff') });
    expect(res.status).toBe(200);
    const page = res.data;
    expect(page).toMatchObject({ count: db.users.count(), page: 1, page_size: 20, previous: null });
    const joined = page.results.map((user) => user.date_joined);
    expect(joined).toEqual([...joined].sort().reverse());
  });

  it('searches e-mail, names and phone number, case-insensitively', async () => {
    const token = await api.loginAs('staff');
    const byName = await api.get('/accounts/users/', { token, query: { search: 'OKAFOR' } });
    expect(byName.data.results.map((u) => u.email)).toEqual([DEMO_ACCOUNTS.member.email]);
    const byPhone = await api.get('/accounts/users/', { token, query: { search: '0142' } });
    expect(byPhone.data.results.map((u) => u.email)).toEqual([DEMO_ACCOUNTS.pending.email]);
    const byEmail = await api.get('/accounts/users/', {
      token,
      query: { search: '@pitchside.ng' },
    });
    expect(byEmail.data.count).toBe(6);
    const none = await api.get('/accounts/users/', { token, query: { search: 'zzz' } });
    expect(none.data).toMatchObject({ count: 0, results: [], next: null });
  });

  it('finds a member by their full name, each word matching one of the fields', async () => {
    const token = await api.loginAs('staff');
    const emails = async (search: string) =>
      (await api.get('/accounts/users/', { token, query: { search } })).data.results.map(
        (user) => user.email,
      );
    expect(await emails('Kelechi Obi')).toEqual(['kelechi.obi@example.com']);
    expect(await emails('  obi   KELECHI ')).toEqual(['kelechi.obi@example.com']);
    expect(await emails('Kelechi Okafor')).toEqual([]);
  });

  it('filters by account_status, user_type and is_approved', async () => {
    const token = await api.loginAs('staff');
    const suspended = await api.get('/accounts/users/', {
      token,
      query: { account_status: 'SUSPENDED' },
    });
    expect(suspended.data.results.map((u) => u.id)).toEqual([seed.users.suspended]);
    const staff = await api.get('/accounts/users/', { token, query: { user_type: 'STAFF' } });
    expect(staff.data.results.map((u) => u.id)).toEqual([seed.users.staff]);
    const unapproved = await api.get('/accounts/users/', { token, query: { is_approved: false } });
    expect(unapproved.data.results.every((u) => !u.is_approved)).toBe(true);
    expect(unapproved.data.results.map((u) => u.id)).toEqual(
      expect.arrayContaining([seed.users.pending, seed.users.suspended, seed.users.rejected]),
    );
    const both = await api.get('/accounts/users/', {
      token,
      query: { account_status: 'ACTIVE', user_type: 'USER', search: 'adaeze' },
    });
    expect(both.data.results.map((u) => u.id)).toEqual([seed.users.member]);
  });

  it('answers 400 for a bad filter value', async () => {
    const res = await api.get('/accounts/users/', {
      token: await api.loginAs('staff'),
      query: { account_status: 'ASLEEP', is_approved: 'maybe' },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      account_status: ['Select a valid choice. ASLEEP is not one of the available choices.'],
      is_approved: ['Enter a valid boolean.'],
    });
  });

  it('pages with page and page_size, with absolute next and previous links', async () => {
    const token = await api.loginAs('staff');
    const second = await api.get('/accounts/users/', { token, query: { page: 2, page_size: 5 } });
    expect(second.data).toMatchObject({
      page: 2,
      page_size: 5,
      next: 'http://127.0.0.1/api/v1/accounts/users/?page=3&page_size=5',
      previous: 'http://127.0.0.1/api/v1/accounts/users/?page_size=5',
    });
    expect(second.data.results).toHaveLength(5);
    // As DRF's max_page_size: a larger size is served at the most, not refused.
    const tooLarge = await api.get('/accounts/users/', { token, query: { page_size: 1000 } });
    expect(tooLarge.data.page_size).toBe(100);
    const last = await api.get('/accounts/users/', {
      token,
      query: { page: 'last', page_size: 5 },
    });
    expect(last.data.next).toBeNull();
  });

  it('answers 404 for a page past the end or not a number', async () => {
    const token = await api.loginAs('staff');
    for (const page of [99, 0, 'two']) {
      const res = await api.get('/accounts/users/', { token, query: { page } });
      expect(res.status).toBe(404);
      expect(res.error).toMatchObject({ message: 'Invalid page.', code: 'not_found' });
    }
  });
});
