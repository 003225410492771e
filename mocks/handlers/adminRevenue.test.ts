/**
 * Revenue over a period (GET /admin/revenue/stats/) and package sales (GET
 * /admin/subscriptions/stats/), checked against the paid purchases and the bookings they count.
 */

import { addDays, lagosDate, lagosToday } from '@domain';
import type { RevenuePeriod } from '@domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, instant, timestamp } from '../clock';
import { db, nextId } from '../db';
import { createBooking, createMember } from '../factories';
import { credit } from '../ledger';
import { TEST_NOW, setupMockApi } from '../testing';
import { growthRate } from '../rules/adminFigures';

const { api, seed } = setupMockApi();

const TODAY = lagosToday(TEST_NOW); // 2026-01-15, a Thursday
const dayOf = (stored: string) => lagosDate(instant(stored));

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
