import { addDays, durationHours, lagosDate, lagosToday } from '@domain';
import type { RevenuePeriod } from '@domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, instant, timestamp } from '../clock';
import { db, nextId } from '../db';
import {
  createBooking,
  createCourt,
  createLocation,
  createMaintenanceBlock,
  createMember,
  createUser,
} from '../factories';
import { credit } from '../ledger';
import { setPaymentMode } from '../settings';
import { TEST_NOW, setupMockApi } from '../testing';
import { addMonths, growthRate, percent } from '../rules/adminFigures';
import { BOOKING_CSV_COLUMNS, USER_CSV_COLUMNS, csvField } from '../rules/exports';

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

/** A paid package purchase as the purchase flow leaves it: the record and its ledger credit. */
async function buyPackage(userId: number, packageId: number, at: Date) {
  const pkg = db.packages.findFirst((q) => q.where({ id: packageId }));
  if (!pkg) throw new Error(`No package ${packageId}`);
  const id = nextId(db, 'purchases');
  const reference = `PSP-TEST-${id}`;
  const purchase = await db.purchases.create({
    id,
    reference,
    user_id: userId,
    package_id: pkg.id,
    payment_method: 'demo',
    amount: pkg.discounted_price ?? pkg.price,
    coins: pkg.coins,
    status: 'PAID',
    created_at: timestamp(at),
    paid_at: timestamp(at),
  });
  await credit(db, {
    userId,
    amount: pkg.coins,
    type: 'purchase',
    description: `Purchase of ${pkg.name}`,
    reference,
    expiresAt: new Date(at.getTime() + pkg.validity_days * DAY_MS),
    at,
  });
  return purchase;
}

/** A minimal RFC 4180 reader, enough to check what the exports write. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

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

describe('GET /admin/revenue/stats/', () => {
  const paidIn = (from: string, to: string) =>
    db.purchases
      .findMany((q) => q.where({ status: 'PAID' }))
      .filter((p) => {
        const day = dayOf(p.paid_at ?? p.created_at);
        return day >= from && day <= to;
      });

  it('reports the last 7 days by default, one point a day, from the purchases', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/revenue/stats/', { token });
    const start = addDays(TODAY, -6);
    expect(res.data).toMatchObject({
      period: 'week',
      start_date: start,
      end_date: TODAY,
      currency: 'NGN',
    });
    expect(res.data.series.map((point) => point.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(start, i)),
    );
    const paid = paidIn(start, TODAY);
    const revenue = paid.reduce((sum, p) => sum + p.amount, 0);
    expect(res.data.total_revenue).toBe(revenue);
    expect(res.data.purchases_count).toBe(paid.length);
    expect(res.data.coins_sold).toBe(paid.reduce((sum, p) => sum + p.coins, 0));
    expect(res.data.series.reduce((sum, point) => sum + point.revenue, 0)).toBe(revenue);
    const previous = paidIn(addDays(start, -7), addDays(start, -1)).reduce(
      (s, p) => s + p.amount,
      0,
    );
    expect(res.data.growth_rate).toBe(growthRate(revenue, previous));
  });

  it('adds a purchase to today, and leaves out unpaid ones', async () => {
    const token = await api.loginAs('staff');
    const before = (await api.get('/admin/revenue/stats/', { token, query: { period: 'today' } }))
      .data;
    const member = await createMember();
    await buyPackage(member.id, seed.packages.gold, TEST_NOW);
    await db.purchases.create({
      id: nextId(db, 'purchases'),
      reference: 'PSP-UNPAID',
      user_id: member.id,
      package_id: seed.packages.bronze,
      payment_method: 'paystack',
      amount: 5000,
      coins: 50,
      status: 'PENDING',
      created_at: timestamp(TEST_NOW),
      paid_at: null,
    });
    const after = (await api.get('/admin/revenue/stats/', { token, query: { period: 'today' } }))
      .data;
    expect(after.series).toHaveLength(1);
    expect(after.total_revenue).toBe(before.total_revenue + 20_000);
    expect(after.purchases_count).toBe(before.purchases_count + 1);
    expect(after.coins_sold).toBe(before.coins_sold + 300);
    expect(after.series[0]).toEqual({
      date: TODAY,
      revenue: after.total_revenue,
      purchases: after.purchases_count,
      coins_sold: after.coins_sold,
    });
  });

  it('counts the coins charged for bookings made in the period', async () => {
    const token = await api.loginAs('staff');
    const before = (await api.get('/admin/revenue/stats/', { token })).data;
    const member = await createMember({ coins: 100 });
    const booking = await createBooking({ user_id: member.id, court_id: 7 });
    const after = (await api.get('/admin/revenue/stats/', { token })).data;
    expect(after.coins_spent_on_bookings).toBe(before.coins_spent_on_bookings + booking.coin_cost);
  });

  it.each([
    ['month', '2025-12-16', 31],
    ['quarter', '2025-10-16', 4],
    ['year', '2025-01-16', 13],
  ] as [RevenuePeriod, string, number][])(
    'reports %s from %s in %i points',
    async (period, start, points) => {
      const token = await api.loginAs('admin');
      const res = await api.get('/admin/revenue/stats/', { token, query: { period } });
      expect(res.data).toMatchObject({ period, start_date: start, end_date: TODAY });
      expect(res.data.series).toHaveLength(points);
      expect(res.data.series[0]?.date).toBe(start);
      const paid = paidIn(start, TODAY);
      expect(res.data.total_revenue).toBe(paid.reduce((sum, p) => sum + p.amount, 0));
      expect(res.data.series.reduce((sum, point) => sum + point.purchases, 0)).toBe(paid.length);
    },
  );

  it('dates monthly points at the start of each month', async () => {
    const token = await api.loginAs('admin');
    const res = await api.get('/admin/revenue/stats/', { token, query: { period: 'quarter' } });
    expect(res.data.series.map((point) => point.date)).toEqual([
      '2025-10-16',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
    ]);
  });

  it('refuses an unknown period', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/revenue/stats/', { token, query: { period: 'decade' } });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      period: ['Select a valid choice. decade is not one of the available choices.'],
    });
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

describe('GET /admin/subscriptions/stats/', () => {
  it('totals paid purchases per package, in package order', async () => {
    const token = await api.loginAs('staff');
    const before = (await api.get('/admin/subscriptions/stats/', { token })).data;
    expect(before.packages.map((p) => p.package_type)).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
    ]);
    expect(before.total_purchases).toBe(before.packages.reduce((sum, p) => sum + p.purchases, 0));
    expect(before.total_revenue).toBe(before.packages.reduce((sum, p) => sum + p.revenue, 0));
    expect(before.coins_sold).toBe(before.packages.reduce((sum, p) => sum + p.coins_sold, 0));
    expect(before.total_purchases).toBe(
      db.purchases.findMany((q) => q.where({ status: 'PAID' })).length,
    );
    expect(before.active_wallets).toBe(
      db.wallets.all().filter((w) => w.available_balance + w.reserved_balance > 0).length,
    );

    const member = await createMember();
    await buyPackage(member.id, seed.packages.platinum, new Date(TEST_NOW.getTime() - HOUR_MS));
    const after = (await api.get('/admin/subscriptions/stats/', { token })).data;
    const platinum = after.packages.find((p) => p.package_id === seed.packages.platinum);
    const platinumBefore = before.packages.find((p) => p.package_id === seed.packages.platinum);
    expect(platinum).toMatchObject({
      purchases: (platinumBefore?.purchases ?? 0) + 1,
      revenue: (platinumBefore?.revenue ?? 0) + 40_500,
      coins_sold: (platinumBefore?.coins_sold ?? 0) + 600,
    });
    expect(after.active_wallets).toBe(before.active_wallets + 1);
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

describe('GET /admin/export/bookings/', () => {
  it('downloads every booking as CSV, newest first', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/export/bookings/', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="pitchside-bookings-2026-01-15.csv"',
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...BOOKING_CSV_COLUMNS]);
    expect(rows).toHaveLength(db.bookings.count());
    const created = rows.map((row) => instant(row[12] ?? '').getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const booking = db.bookings.findFirst((q) =>
      q.where({ user_id: seed.users.member, status: 'COMPLETED' }),
    );
    const row = rows.find((r) => r[0] === booking?.booking_reference);
    if (!row || !booking) throw new Error('seed has no completed booking of the member');
    expect(row).toEqual([
      booking.booking_reference,
      'member@pitchside.ng',
      db.locations.findFirst((q) => q.where({ id: booking.location_id }))?.name,
      db.courts.findFirst((q) => q.where({ id: booking.court_id }))?.name,
      db.courts.findFirst((q) => q.where({ id: booking.court_id }))?.court_type,
      booking.date,
      booking.start_time,
      booking.end_time,
      String(durationHours(booking.start_time, booking.end_time)),
      String(booking.coin_cost),
      'COMPLETED',
      booking.payment_status,
      booking.created_at,
    ]);
  });

  it('quotes fields that hold commas, quotes or line breaks', async () => {
    const location = await createLocation({ name: 'The "Cage", Surulere' });
    const court = await createCourt({ location_id: location.id, name: 'Court\nOne' });
    const member = await createMember({ coins: 100 });
    const booking = await createBooking({ user_id: member.id, court_id: court.id });
    const token = await api.loginAs('admin');
    const res = await api.get('/admin/export/bookings/', { token });
    expect(res.text).toContain(
      `${booking.booking_reference},${member.email},"The ""Cage"", Surulere","Court\nOne",`,
    );
    const rows = parseCsv(res.text);
    expect(rows[1]?.slice(0, 4)).toEqual([
      booking.booking_reference,
      member.email,
      'The "Cage", Surulere',
      'Court\nOne',
    ]);
  });
});

describe('GET /admin/export/users/', () => {
  it('downloads every account as CSV, newest registration first, without secrets', async () => {
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/export/users/', { token });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="pitchside-users-2026-01-15.csv"',
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...USER_CSV_COLUMNS]);
    expect(rows).toHaveLength(db.users.count());
    const joined = rows.map((row) => instant(row[10] ?? '').getTime());
    expect(joined).toEqual([...joined].sort((a, b) => b - a));

    const member = rows.find((row) => row[1] === 'member@pitchside.ng');
    expect(member).toEqual([
      String(seed.users.member),
      'member@pitchside.ng',
      'Adaeze',
      'Okafor',
      '+234 803 123 4567',
      'Lagos',
      'Lagos',
      'USER',
      'ACTIVE',
      'true',
      expect.any(String),
      expect.any(String),
    ]);
    const pending = rows.find((row) => row[1] === 'pending@pitchside.ng');
    expect(pending?.slice(8, 10)).toEqual(['PENDING', 'false']);

    for (const secret of [
      ...db.users.all().map((user) => user.password_hash),
      ...db.tokens.all().map((t) => t.key),
    ]) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.text).not.toMatch(/password|token/i);
  });

  it('leaves last_login empty for an account that never signed in', async () => {
    const fresh = await createUser({ status: 'PENDING', at: TEST_NOW });
    const token = await api.loginAs('staff');
    const rows = parseCsv((await api.get('/admin/export/users/', { token })).text);
    const row = rows.find((r) => r[0] === String(fresh.id));
    expect(row?.[11]).toBe('');
  });

  it('neutralises a formula and quotes a comma in a member-typed name', async () => {
    const sneaky = await createMember({
      first_name: '=HYPERLINK("http://evil.example","Click")',
      last_name: 'Okoro, Jr.',
      at: new Date(TEST_NOW.getTime() + 1000),
    });
    const token = await api.loginAs('staff');
    const res = await api.get('/admin/export/users/', { token });
    const rows = parseCsv(res.text);
    expect(rows[1]?.slice(0, 4)).toEqual([
      String(sneaky.id),
      sneaky.email,
      `'=HYPERLINK("http://evil.example","Click")`,
      'Okoro, Jr.',
    ]);
  });

  it('answers failures as the JSON error envelope', async () => {
    const res = await api.get('/admin/export/users/');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.error.message).toBe('Authentication credentials were not provided.');
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

  it('writes CSV fields as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField('+234 803 000 0000')).toBe('+234 803 000 0000');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
