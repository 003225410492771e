/**
 * Staff suspending an ACTIVE account (with a reason; a staff account by an admin only) and
 * reactivating a suspended or rejected one.
 */

import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { createMember, createStaff } from '../factories';
import { setupMockApi } from '../testing';
import { ACCOUNTS_MESSAGES } from './accounts';

const { api, seed } = setupMockApi();

const userRecord = (id: number) => db.users.findFirst((q) => q.where({ id }));

describe('suspend and reactivate', () => {
  it('suspends an ACTIVE account, signs it out, and lets it sign in again to see its banner', async () => {
    const memberToken = await api.loginAs('member');
    const res = await api.post('/auth/users/{id}/suspend/', {
      token: await api.loginAs('staff'),
      params: { id: seed.users.member },
      body: { reason: 'Three no-shows in a row.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: ACCOUNTS_MESSAGES.suspended });
    expect(res.data).toMatchObject({ account_status: 'SUSPENDED', is_approved: false });
    expect(userRecord(seed.users.member)?.status_reason).toBe('Three no-shows in a row.');
    expect((await api.get('/auth/me/', { token: memberToken })).status).toBe(401);
    const again = await api.loginAs('member');
    expect((await api.get('/auth/me/', { token: again })).data.account_status).toBe('SUSPENDED');
    // Upcoming bookings are kept.
    const upcoming = db.bookings.findMany((q) =>
      q.where({ user_id: seed.users.member, status: 'CONFIRMED' }),
    );
    expect(upcoming.length).toBeGreaterThan(0);
  });

  it('needs a reason', async () => {
    const token = await api.loginAs('staff');
    const params = { id: seed.users.member };
    expect(
      (await api.post('/auth/users/{id}/suspend/', { token, params, body: {} })).error.errors,
    ).toEqual({
      reason: ['This field is required.'],
    });
    const blank = await api.post('/auth/users/{id}/suspend/', {
      token,
      params,
      body: { reason: '  ' },
    });
    expect(blank.error.errors).toEqual({ reason: ['This field may not be blank.'] });
    expect(userRecord(seed.users.member)?.account_status).toBe('ACTIVE');
  });

  it('refuses to suspend an account that is not ACTIVE, or one’s own', async () => {
    const token = await api.loginAs('staff');
    for (const id of [seed.users.pending, seed.users.suspended, seed.users.rejected]) {
      const res = await api.post('/auth/users/{id}/suspend/', {
        token,
        params: { id },
        body: { reason: 'x' },
      });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        code: 'invalid_state',
        message: ACCOUNTS_MESSAGES.notActive,
      });
    }
    const own = await api.post('/auth/users/{id}/suspend/', {
      token,
      params: { id: seed.users.staff },
      body: { reason: 'x' },
    });
    expect(own.error).toMatchObject({
      code: 'invalid_state',
      message: ACCOUNTS_MESSAGES.ownAccount,
    });
    const unknown = await api.post('/auth/users/{id}/suspend/', {
      token,
      params: { id: 9999 },
      body: { reason: 'x' },
    });
    expect(unknown.status).toBe(404);
  });

  it('lets only an admin suspend a staff account', async () => {
    const colleague = await createStaff();
    const byStaff = await api.post('/auth/users/{id}/suspend/', {
      token: await api.loginAs('staff'),
      params: { id: seed.users.admin },
      body: { reason: 'x' },
    });
    expect(byStaff.status).toBe(403);
    expect(byStaff.error).toMatchObject({
      code: 'permission_denied',
      message: ACCOUNTS_MESSAGES.staffOnlyByAdmin,
    });
    const byAdmin = await api.post('/auth/users/{id}/suspend/', {
      token: await api.loginAs('admin'),
      params: { id: colleague.id },
      body: { reason: 'Left the company.' },
    });
    expect(byAdmin.data.account_status).toBe('SUSPENDED');
  });

  it.each(['suspended', 'rejected'] as const)(
    'reactivates a %s account to ACTIVE',
    async (role) => {
      const res = await api.post('/auth/users/{id}/reactivate/', {
        token: await api.loginAs('staff'),
        params: { id: seed.users[role] },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: ACCOUNTS_MESSAGES.reactivated });
      expect(res.data).toMatchObject({ account_status: 'ACTIVE', is_approved: true });
    },
  );

  it('refuses to reactivate an ACTIVE or PENDING account, and answers 404 for an unknown one', async () => {
    const token = await api.loginAs('staff');
    const active = await api.post('/auth/users/{id}/reactivate/', {
      token,
      params: { id: seed.users.member },
    });
    expect(active.error).toMatchObject({
      code: 'invalid_state',
      message: ACCOUNTS_MESSAGES.alreadyActive,
    });
    const pending = await api.post('/auth/users/{id}/reactivate/', {
      token,
      params: { id: seed.users.pending },
    });
    expect(pending.error).toMatchObject({
      code: 'invalid_state',
      message: ACCOUNTS_MESSAGES.stillPending,
    });
    expect(
      (await api.post('/auth/users/{id}/reactivate/', { token, params: { id: 9999 } })).status,
    ).toBe(404);
  });

  it('round-trips: suspend then reactivate restores access', async () => {
    const token = await api.loginAs('admin');
    const member = await createMember({ email: 'round.trip@example.com' });
    await api.post('/auth/users/{id}/suspend/', {
      token,
      params: { id: member.id },
      body: { reason: 'Check' },
    });
    const res = await api.post('/auth/users/{id}/reactivate/', {
      token,
      params: { id: member.id },
    });
    expect(res.data.account_status).toBe('ACTIVE');
    expect(userRecord(member.id)?.status_reason).toBeNull();
  });
});
