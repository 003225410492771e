/**
 * Staff running the club, on the server: a member's page, the coin adjustment's limits, no-shows and the audit
 * log, with the roles each operation admits.
 */
import { describe, expect, it } from 'vitest';
import {
  STAFF_ADJUSTMENT_LIMIT,
  noShowState,
  noShowWindowClosedMessage,
  staffAdjustmentLimitText,
} from '@domain';
import { db } from '../db';
import { TEST_NOW, setupMockApi } from '../testing';

const { api, seed } = setupMockApi();

const member = () => seed.users.member;
const memberName = () => {
  const record = db.users.findFirst((q) => q.where({ id: member() }));
  return `${record?.first_name} ${record?.last_name}`;
};
const bookingsOf = (userId: number) => db.bookings.findMany((q) => q.where({ user_id: userId }));
const bookingIn = (state: ReturnType<typeof noShowState>) => {
  const found = bookingsOf(member()).find((booking) => noShowState(booking, TEST_NOW) === state);
  if (!found) throw new Error(`The seed has no booking in no-show state ${state}`);
  return found;
};

describe('a member token gets 403 from every new operation', () => {
  it.each([
    [
      'GET /accounts/users/{id}/',
      (token: string) => api.get('/accounts/users/{id}/', { token, params: { id: member() } }),
    ],
    [
      'POST /bookings/bookings/{id}/no-show/',
      (token: string) =>
        api.post('/bookings/bookings/{id}/no-show/', { token, params: { id: 1 }, body: {} }),
    ],
    ['GET /admin/audit/', (token: string) => api.get('/admin/audit/', { token })],
    ['GET /admin/export/audit/', (token: string) => api.get('/admin/export/audit/', { token })],
  ] as const)('%s', async (_, call) => {
    const res = await call(await api.tokenFor('member'));
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('permission_denied');
  });

  it('staff too are refused the audit log, which is for admins', async () => {
    const token = await api.tokenFor('staff');
    for (const res of [
      await api.get('/admin/audit/', { token }),
      await api.get('/admin/export/audit/', { token }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({
        code: 'permission_denied',
        message: 'Only an admin can perform this action.',
      });
    }
  });
});

describe('GET /accounts/users/{id}/', () => {
  it("answers the member's profile, balances, whole ledger, bookings and no-shows", async () => {
    const res = await api.get('/accounts/users/{id}/', {
      token: await api.tokenFor('staff'),
      params: { id: member() },
    });
    expect(res.status).toBe(200);
    const detail = res.data;
    expect(detail.user.email).toBe('member@pitchside.ng');
    const ledger = db.transactions.findMany((q) => q.where({ user_id: member() }));
    expect(detail.transactions).toHaveLength(ledger.length);
    expect(detail.transactions[0]?.balance_after).toBe(detail.available_balance);
    expect(detail.bookings).toHaveLength(bookingsOf(member()).length);
    expect(detail.no_show_count).toBe(
      bookingsOf(member()).filter((booking) => booking.status === 'NO_SHOW').length,
    );
  });

  it('shows the suspended account its reason, and the history who decided it and when', async () => {
    const res = await api.get('/accounts/users/{id}/', {
      token: await api.tokenFor('staff'),
      params: { id: seed.users.suspended },
    });
    const { user, status_history } = res.data;
    expect(user.status_reason).toBe('Repeated no-shows at Wuse Sports Hub.');
    expect(status_history.map((entry) => entry.action)).toEqual(['suspend', 'approve']);
    expect(status_history[0]).toMatchObject({
      actor_email: 'admin@pitchside.ng',
      reason: 'Repeated no-shows at Wuse Sports Hub.',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await api.get('/accounts/users/{id}/', {
      token: await api.tokenFor('staff'),
      params: { id: 999_999 },
    });
    expect(res.status).toBe(404);
  });
});

describe('suspend, reject and reactivate', () => {
  it('the suspended member reads the reason on their own account', async () => {
    const staff = await api.tokenFor('staff');
    const memberToken = await api.tokenFor('member');
    const me = await api.get('/auth/me/', { token: memberToken });
    expect(me.data.status_reason).toBeNull();
    await api.post('/auth/users/{id}/suspend/', {
      token: staff,
      params: { id: member() },
      body: { reason: 'Damaged the nets at Lekki.' },
    });
    const after = await api.post('/auth/login/', {
      body: { email: 'member@pitchside.ng', password: 'Pitchside#2026' },
    });
    expect(after.data.user.status_reason).toBe('Damaged the nets at Lekki.');
  });

  it('a rejected account can be reactivated, and staff cannot reactivate an admin', async () => {
    const staff = await api.tokenFor('staff');
    const res = await api.post('/auth/users/{id}/reactivate/', {
      token: staff,
      params: { id: seed.users.rejected },
    });
    expect(res.status).toBe(200);
    expect(res.data.account_status).toBe('ACTIVE');
    expect(res.data.status_reason).toBeNull();

    const admin = await api.tokenFor('admin');
    await api.post('/auth/users/{id}/suspend/', {
      token: admin,
      params: { id: seed.users.staff },
      body: { reason: 'Left the club.' },
    });
    const other = await api.post('/auth/users/{id}/reactivate/', {
      token: await api.tokenFor('admin'),
      params: { id: seed.users.staff },
    });
    expect(other.status).toBe(200);
  });
});

describe('POST /subscriptions/admin/add-coins/ limits', () => {
  const adjust = async (
    who: 'staff' | 'admin',
    userId: number,
    amount: number,
    reason = 'Tournament prize',
  ) =>
    api.post('/subscriptions/admin/add-coins/', {
      token: await api.tokenFor(who),
      body: { user_id: userId, amount, transaction_type: 'credit', reason },
    });

  it('refuses staff their own wallet (403) and leaves it unchanged', async () => {
    const before = db.wallets.findFirst((q) => q.where({ user_id: seed.users.staff }));
    const res = await adjust('staff', seed.users.staff, 1000, 'self');
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({
      code: 'permission_denied',
      message: 'You cannot adjust your own coins.',
    });
    expect(db.wallets.findFirst((q) => q.where({ user_id: seed.users.staff }))).toEqual(before);
    expect((await adjust('admin', seed.users.admin, 10)).status).toBe(403);
  });

  it('lets staff adjust up to the limit; above it needs an admin', async () => {
    expect((await adjust('staff', member(), STAFF_ADJUSTMENT_LIMIT)).status).toBe(200);
    const over = await adjust('staff', member(), STAFF_ADJUSTMENT_LIMIT + 1);
    expect(over.status).toBe(403);
    expect(over.error.message).toBe(staffAdjustmentLimitText());
    expect((await adjust('admin', member(), STAFF_ADJUSTMENT_LIMIT + 1)).status).toBe(200);
  });
});

describe('POST /bookings/bookings/{id}/no-show/', () => {
  it('marks an ended booking inside the window and keeps its coins', async () => {
    const booking = bookingIn('open');
    const ledgerBefore = db.transactions.findMany((q) => q.where({ user_id: member() })).length;
    const res = await api.post('/bookings/bookings/{id}/no-show/', {
      token: await api.tokenFor('staff'),
      params: { id: booking.id },
      body: { reason: 'Court stood empty' },
    });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('NO_SHOW');
    expect(res.data.payment_status).toBe(booking.payment_status);
    expect(db.transactions.findMany((q) => q.where({ user_id: member() }))).toHaveLength(
      ledgerBefore,
    );
    const mine = await api.get('/bookings/bookings/{id}/', {
      token: await api.tokenFor('member'),
      params: { id: booking.id },
    });
    expect(mine.data.status).toBe('NO_SHOW');
  });

  it('refuses a booking that has not ended, and one past the window', async () => {
    const token = await api.tokenFor('staff');
    const upcoming = await api.post('/bookings/bookings/{id}/no-show/', {
      token,
      params: { id: bookingIn('not_ended').id },
    });
    expect(upcoming.status).toBe(400);
    expect(upcoming.error.code).toBe('invalid_state');
    const old = await api.post('/bookings/bookings/{id}/no-show/', {
      token,
      params: { id: bookingIn('window_closed').id },
    });
    expect(old.status).toBe(400);
    expect(old.error).toMatchObject({
      code: 'no_show_window_closed',
      message: noShowWindowClosedMessage(),
    });
  });
});

describe('the audit log', () => {
  it('records every staff action with actor, target and reason; an admin filters and exports it', async () => {
    const staff = await api.tokenFor('staff');
    await api.post('/auth/users/{id}/suspend/', {
      token: staff,
      params: { id: member() },
      body: { reason: 'Unpaid guest fees.' },
    });
    await api.post('/auth/users/{id}/reactivate/', { token: staff, params: { id: member() } });
    await api.post('/subscriptions/admin/add-coins/', {
      token: staff,
      body: { user_id: member(), amount: 20, transaction_type: 'bonus', reason: 'Volunteered' },
    });
    await api.post('/bookings/bookings/{id}/no-show/', {
      token: staff,
      params: { id: bookingIn('open').id },
    });

    const admin = await api.tokenFor('admin');
    const res = await api.get('/admin/audit/', {
      token: admin,
      query: { target_user_id: member() },
    });
    expect(res.status).toBe(200);
    const actions = res.data.results.map((entry) => entry.action);
    expect(actions.slice(0, 4)).toEqual(['no_show', 'coin_adjustment', 'reactivate', 'suspend']);
    const [, adjustment, , suspension] = res.data.results;
    expect(suspension).toMatchObject({
      actor_email: 'staff@pitchside.ng',
      target_type: 'user',
      target_id: member(),
      target_label: memberName(),
      reason: 'Unpaid guest fees.',
    });
    expect(adjustment?.details).toMatch(/^bonus \+20 coins; available \d+ → \d+$/);

    const suspensions = await api.get('/admin/audit/', {
      token: admin,
      query: { action: 'suspend' },
    });
    expect(suspensions.data.results.every((entry) => entry.action === 'suspend')).toBe(true);

    const csv = await api.get('/admin/export/audit/', {
      token: admin,
      query: { action: 'suspend' },
    });
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,action,actor_email,actor_name,target_type,target_id,target_label,reason,details',
    );
    expect(lines).toHaveLength(suspensions.data.count + 1);
    expect(lines[1]).toContain('Unpaid guest fees.');
  });

  it('records session changes', async () => {
    const staff = await api.tokenFor('staff');
    const session = db.sessions.findFirst((q) => q.where({ status: 'available' }));
    if (!session) throw new Error('no session');
    await api.delete('/locations/sessions/{id}/', { token: staff, params: { id: session.id } });
    const res = await api.get('/admin/audit/', {
      token: await api.tokenFor('admin'),
      query: { action: 'session_delete' },
    });
    expect(res.data.results[0]).toMatchObject({
      target_type: 'session',
      target_id: session.id,
      actor_email: 'staff@pitchside.ng',
    });
  });

  it('answers 400 for a bad filter', async () => {
    const res = await api.get('/admin/audit/', {
      token: await api.tokenFor('admin'),
      query: { date_from: 'yesterday' },
    });
    expect(res.status).toBe(400);
  });
});
