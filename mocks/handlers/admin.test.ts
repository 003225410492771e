/**
 * The staff-only admin operations: who may call them, the figures of the dashboard and of each
 * location checked against the data they count, the platform's health, and the arithmetic of
 * rules/adminFigures.ts. Revenue and package sales are in adminRevenue.test.ts, the CSV exports in
 * adminExports.test.ts.
 */

import { addDays, lagosDate, lagosToday } from '@domain';
import { describe, expect, it } from 'vitest';
import { instant } from '../clock';
import { db } from '../db';
import {
  createBooking,
  createCourt,
  createLocation,
  createMaintenanceBlock,
  createMember,
} from '../factories';
import { setPaymentMode } from '../settings';
import { TEST_NOW, setupMockApi } from '../testing';
import { addMonths, growthRate, percent } from '../rules/adminFigures';

const { api, seed } = setupMockApi();

const TODAY = lagosToday(TEST_NOW); // 2026-01-15, a Thursday
const dayOf = (stored: string) => lagosDate(instant(stored));

type AdminPath =
  | '/admin/dashboard/stats/'
  | '/admin/revenue/stats/'
  | '/admin/locations/stats/'
  | '/admin/subscriptions/stats/'
  | '/admin/system/health/'
  | '/admin/export/bookings/'
  | '/admin/export/users/';

const ADMIN_PATHS: AdminPath[] = [
  '/admin/dashboard/stats/',
  '/admin/revenue/stats/',
  '/admin/locations/stats/',
  '/admin/subscriptions/stats/',
  '/admin/system/health/',
  '/admin/export/bookings/',
  '/admin/export/users/',
];

describe('access', () => {
  it.each(ADMIN_PATHS)('%s needs a token and staff', async (path) => {
    const anonymous = await api.get(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, code: 'not_authenticated' });
    for (const token of [
      await api.loginAs('member'),
      await api.tokenFor('pending'),
      await api.loginAs('suspended'),
    ]) {
      const refused = await api.get(path, { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'permission_denied' });
    }
    for (const role of ['staff', 'admin'] as const) {
      const allowed = await api.get(path, { token: await api.loginAs(role) });
      expect(allowed.status).toBe(200);
    }
  });
});

describe('GET /admin/dashboard/stats/', () => {
  it('counts users from the data', async () => {
    const token = await api.loginAs('staff');
    const { users } = (await api.get('/admin/dashboard/stats/', { token })).data;
    const all = db.users.all();
    const count = (status: string) => all.filter((u) => u.account_status === status).length;
    expect(users).toMatchObject({
      total: all.length,
      active: count('ACTIVE'),
      pending: count('PENDING'),
      suspended: count('SUSPENDED'),
      new_this_month: all.filter((u) => dayOf(u.date_joined) >= '2026-01-01').length,
    });
    expect(users.pending).toBeGreaterThanOrEqual(3);
  });

  it('moves one user from pending to active on approval', async () => {
    const token = await api.loginAs('admin');
    const before = (await api.get('/admin/dashboard/stats/', { token })).data.users;
    const approved = await api.post('/auth/approval/{id}/approve/', {
      token,
      params: { id: seed.users.pending },
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    const after = (await api.get('/admin/dashboard/stats/', { token })).data.users;
    expect(after.pending).toBe(before.pending - 1);
    expect(after.active).toBe(before.active + 1);
    expect(after.total).toBe(before.total);
  });

  it('counts a registration as new this month and measures growth against last month', async () => {
    const token = await api.loginAs('staff');
    const before = (await api.get('/admin/dashboard/stats/', { token })).data.users;
    await api.post('/auth/register/', {
      body: {
        email: 'amaka.nwankwo@example.com',
        password: 'Jollof-2026!',
        password_confirm: 'Jollof-2026!',
        first_name: 'Amaka',
        last_name: 'Nwankwo',
        phone_number: '+234 809 555 0199',
      },
    });
    const after = (await api.get('/admin/dashboard/stats/', { token })).data.users;
    expect(after.total).toBe(before.total + 1);
    expect(after.pending).toBe(before.pending + 1);
    expect(after.new_this_month).toBe(before.new_this_month + 1);
    const lastMonth = db.users
      .all()
      .filter(
        (u) => dayOf(u.date_joined) >= '2025-12-01' && dayOf(u.date_joined) <= '2025-12-31',
      ).length;
    expect(after.growth_rate).toBe(growthRate(after.new_this_month, lastMonth));
  });

  it('counts bookings by the day they were made, and the coins they charged', async () => {
    const token = await api.loginAs('staff');
    const before = (await api.get('/admin/dashboard/stats/', { token })).data.bookings;
    const madeToday = db.bookings.all().filter((b) => dayOf(b.created_at) === TODAY).length;
    expect(before.today).toBe(madeToday);
    expect(before.total).toBe(db.bookings.count());

    const member = await createMember({ coins: 200 });
    const booking = await createBooking({ user_id: member.id, court_id: 1 });
    await createBooking({ user_id: member.id, court_id: 2, status: 'CANCELLED' });
    const after = (await api.get('/admin/dashboard/stats/', { token })).data.bookings;
    expect(after.total).toBe(before.total + 2);
    expect(after.today).toBe(before.today + 2);
    expect(after.this_week).toBe(before.this_week + 2);
    expect(after.this_month).toBe(before.this_month + 2);
    // The cancelled one was refunded: only the confirmed one's coins were charged.
    expect(after.revenue_this_month).toBe(before.revenue_this_month + booking.coin_cost);
  });

  it('counts this week from Monday and this month from the 1st', async () => {
    const member = await createMember({ coins: 500 });
    const monday = new Date('2026-01-12T12:00:00+01:00');
    const sunday = new Date('2026-01-11T12:00:00+01:00');
    const token = await api.loginAs('staff');
    const before = (await api.get('/admin/dashboard/stats/', { token })).data.bookings;
    await createBooking({ user_id: member.id, court_id: 1, at: monday });
    await createBooking({ user_id: member.id, court_id: 2, at: sunday });
    await createBooking({
      user_id: member.id,
      court_id: 4,
      at: new Date('2025-12-31T12:00:00+01:00'),
    });
    const after = (await api.get('/admin/dashboard/stats/', { token })).data.bookings;
    expect(after.today).toBe(before.today);
    expect(after.this_week).toBe(before.this_week + 1);
    expect(after.this_month).toBe(before.this_month + 2);
    expect(after.total).toBe(before.total + 3);
    const lastMonth = db.bookings
      .all()
      .filter(
        (b) => dayOf(b.created_at) >= '2025-12-01' && dayOf(b.created_at) <= '2025-12-31',
      ).length;
    expect(after.growth_rate).toBe(growthRate(after.this_month, lastMonth));
  });

  it('sums the coins of every wallet', async () => {
    const token = await api.loginAs('staff');
    const { coins } = (await api.get('/admin/dashboard/stats/', { token })).data;
    const wallets = db.wallets.all();
    const earned = wallets.reduce((sum, w) => sum + w.total_earned, 0);
    const spent = wallets.reduce((sum, w) => sum + w.total_spent, 0);
    expect(coins).toMatchObject({
      total_distributed: earned,
      total_used: spent,
      usage_rate: percent(spent, earned),
    });
    expect(coins.revenue_coins).toBeGreaterThan(0);
    expect(coins.revenue_coins).toBeLessThanOrEqual(coins.total_used);

    await createMember({ coins: 75 });
    const after = (await api.get('/admin/dashboard/stats/', { token })).data.coins;
    expect(after.total_distributed).toBe(earned + 75);
  });

  it('counts locations, those with maintenance today, and court use', async () => {
    const token = await api.loginAs('staff');
    const before = (await api.get('/admin/dashboard/stats/', { token })).data.locations;
    // Kano's pitch is closed for maintenance today in the seed.
    expect(before).toMatchObject({ total: 9, active: 8, maintenance: 1 });
    expect(before.utilization_rate).toBeGreaterThan(0);
    expect(before.utilization_rate).toBeLessThanOrEqual(100);

    await createMaintenanceBlock({
      court_id: 1,
      date: TODAY,
      start_time: '20:00',
      end_time: '22:00',
    });
    const member = await createMember({ coins: 5000 });
    // About 1% of the month's open court time, enough to show at one decimal.
    for (let day = 1; day <= 8; day += 1) {
      await createBooking({
        user_id: member.id,
        court_id: 4,
        date: addDays(TODAY, day),
        start_time: '07:00',
        end_time: '23:00',
      });
    }
    const after = (await api.get('/admin/dashboard/stats/', { token })).data.locations;
    expect(after.maintenance).toBe(2);
    expect(after.utilization_rate).toBeGreaterThan(before.utilization_rate);
  });
});

describe('GET /admin/locations/stats/', () => {
  it('agrees with the dashboard and lists every location, busiest first', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/locations/stats/', { token });
    const dashboard = (await api.get('/admin/dashboard/stats/', { token })).data.locations;
    expect(res.data).toMatchObject(dashboard);
    expect(res.data.locations).toHaveLength(9);
    const busy = res.data.locations.map((row) => row.bookings_this_month);
    expect(busy).toEqual([...busy].sort((a, b) => b - a));
    for (const row of res.data.locations) {
      const made = db.bookings
        .findMany((q) => q.where({ location_id: row.id }))
        .filter((b) => dayOf(b.created_at) >= '2026-01-01');
      expect(row.bookings_this_month).toBe(made.length);
    }
    const surulere = res.data.locations.find((row) => row.id === seed.locations.surulere);
    expect(surulere).toMatchObject({ utilization_rate: 0, name: 'Surulere Futsal Dome' });
  });

  it('adds a booking to its location', async () => {
    const token = await api.loginAs('staff');
    const row = async () =>
      (await api.get('/admin/locations/stats/', { token })).data.locations.find(
        (r) => r.id === seed.locations.enugu,
      );
    const before = await row();
    const member = await createMember({ coins: 200 });
    const booking = await createBooking({
      user_id: member.id,
      court_id: 22,
      start_time: '08:00',
      end_time: '10:00',
    });
    const after = await row();
    expect(after?.bookings_this_month).toBe((before?.bookings_this_month ?? 0) + 1);
    expect(after?.revenue_coins).toBe((before?.revenue_coins ?? 0) + booking.coin_cost);
    expect(after?.utilization_rate).toBeGreaterThan(before?.utilization_rate ?? 0);
  });

  it('computes utilisation as booked over open court-hours this month', async () => {
    const location = await createLocation({
      name: 'Utilisation Test',
      opening_time: '08:00',
      closing_time: '18:00',
    });
    const court = await createCourt({ location_id: location.id });
    const member = await createMember({ coins: 1000 });
    // January has 31 days of 10 open hours: 310 court-hours; 31 booked is 10%.
    for (let day = 1; day <= 31; day += 1) {
      const date = `2026-01-${String(day).padStart(2, '0')}`;
      await createBooking({
        user_id: member.id,
        court_id: court.id,
        date,
        start_time: '09:00',
        end_time: '10:00',
        coin_cost: 1,
      });
    }
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/locations/stats/', { token });
    expect(res.data.locations.find((row) => row.id === location.id)?.utilization_rate).toBe(10);
  });
});

describe('GET /admin/system/health/', () => {
  it('reports each check and the worst status', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/system/health/', { token });
    expect(res.data).toMatchObject({ status: 'ok', server_time: '2026-01-15T09:30:00+01:00' });
    expect(res.data.checks.map((check) => check.name)).toEqual([
      'database',
      'ledger',
      'payment_provider',
      'email',
    ]);
    expect(res.data.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(res.data.checks.find((check) => check.name === 'payment_provider')?.detail).toBe(
      'Demo mode: purchases are granted at once',
    );
    setPaymentMode('provider');
    const provider = await api.get('/admin/system/health/', { token });
    expect(provider.data.checks.find((check) => check.name === 'payment_provider')?.detail).toBe(
      'Simulated card checkout (provider mode)',
    );
  });

  it('reports the platform down when the ledger no longer adds up', async () => {
    // Signed in first: the client checks the ledger after every POST, sign-in included.
    const token = await api.loginAs('staff');
    await db.wallets.update((q) => q.where({ user_id: seed.users.member }), {
      data(draft) {
        draft.available_balance += 1;
      },
    });
    const res = await api.get('/admin/system/health/', { token });
    expect(res.data.status).toBe('down');
    const ledger = res.data.checks.find((check) => check.name === 'ledger');
    expect(ledger?.status).toBe('down');
    expect(ledger?.detail).toContain(`wallet of user ${seed.users.member}`);
    // Put it back, so that nothing else sees a broken ledger.
    await db.wallets.update((q) => q.where({ user_id: seed.users.member }), {
      data(draft) {
        draft.available_balance -= 1;
      },
    });
  });
});

describe('helpers', () => {
  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('rounds rates to one decimal and starts growth from nothing at 100%', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(5, 0)).toBe(0);
    expect(growthRate(12, 10)).toBe(20);
    expect(growthRate(5, 8)).toBe(-37.5);
    expect(growthRate(3, 0)).toBe(100);
    expect(growthRate(0, 0)).toBe(0);
  });
});
