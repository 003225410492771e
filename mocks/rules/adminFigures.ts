/**
 * The admin figures the staff-only operations answer (mocks/handlers/admin.ts): platform figures
 * computed from the data, revenue over a period, location and package figures, and health.
 *
 * Definitions the contract leaves to the server, used the same way everywhere below:
 * - users are every account, staff included;
 * - a booking counts on the day it was made (its created_at in Lagos), whatever its status;
 * - coins "charged" for a booking are its coin_cost while it is paid (not PENDING, not refunded);
 * - court time is "booked" when a court booking (not cancelled) or a game session (neither
 *   cancelled nor a maintenance slot) covers it, on the day of play; open court time is the
 *   opening hours of every active court of every active location.
 */

import { addDays, lagosDate, lagosToday, startOfWeekMonday, timeToMinutes } from '@domain';
import type {
  AdminStats,
  LocationStats,
  RevenuePeriod,
  RevenueStats,
  SubscriptionStats,
  SystemHealth,
} from '@domain';
import { clock, instant, timestamp } from '../clock';
import { db } from '../db';
import type { LocationRecord } from '../records';
import { chargedCoins, courtDay, madeOn } from '../indexes';
import { ledgerInvariant } from '../ledgerInvariant';
import { comparePackages } from '../serializers';
import { getPaymentMode } from '../settings';

/** Reported by the health check; the mock follows the contract's version. */
export const MOCK_VERSION = '1.0.0-mock';

const startedAt = Date.now();

// ---------------------------------------------------------------------------------------------
// Calendar helpers (Lagos dates 'YYYY-MM-DD').

const firstOfMonth = (date: string): string => `${date.slice(0, 8)}01`;

/** The same day `months` months away, clamped to the end of a shorter month. */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** Whole days from `from` to `to` (both Lagos dates). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const dayOf = (stored: string): string => lagosDate(instant(stored));
const inRange = (date: string, from: string, to: string): boolean => date >= from && date <= to;

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Share as a percentage with one decimal; 0 when there is nothing to share. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round1((part / whole) * 100) : 0;
}

/** Percentage change against the previous figure; from nothing, any growth reads as 100%. */
export function growthRate(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return round1(((current - previous) / previous) * 100);
}

// ---------------------------------------------------------------------------------------------
// Figures.

/** Coins a booking has been charged and not given back. */

function paidPurchases() {
  return db.purchases
    .findMany((q) => q.where({ status: 'PAID' }))
    .map((purchase) => ({ ...purchase, day: dayOf(purchase.paid_at ?? purchase.created_at) }));
}

const hoursOf = (range: { start_time: string; end_time: string }): number =>
  (timeToMinutes(range.end_time) - timeToMinutes(range.start_time)) / 60;

interface CourtHours {
  booked: number;
  open: number;
}

/** Booked and open court-hours of one location between two dates (inclusive). */
function courtHours(location: LocationRecord, from: string, to: string): CourtHours {
  if (!location.is_active) return { booked: 0, open: 0 };
  const courts = db.courts.findMany((q) => q.where({ location_id: location.id, is_active: true }));
  const courtIds = new Set(courts.map((court) => court.id));
  const days = daysBetween(from, to) + 1;
  const open =
    courts.length *
    days *
    hoursOf({
      start_time: location.opening_time,
      end_time: location.closing_time,
    });
  // Court by court and day by day from the index: the cost follows the period, not history.
  let bookedByBookings = 0;
  for (const court of courts) {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const occupying = db.indexes.courtDayBookings.get(courtDay(court.id, day));
      for (const booking of occupying?.values() ?? []) bookedByBookings += hoursOf(booking);
    }
  }
  const bookedBySessions = db.sessions
    .findMany((q) =>
      q.where({
        location_id: location.id,
        status: (status) => status !== 'cancelled' && status !== 'maintenance',
        session_date: (date) => inRange(date, from, to),
      }),
    )
    .filter((session) => courtIds.has(session.court_id))
    .reduce((sum, session) => sum + hoursOf(session), 0);
  return { booked: Math.min(open, bookedByBookings + bookedBySessions), open };
}

interface Month {
  today: string;
  first: string;
  last: string;
}

function currentMonth(): Month {
  const today = lagosToday(clock.now());
  const first = firstOfMonth(today);
  return { today, first, last: addDays(addMonths(first, 1), -1) };
}

function locationFigures(month: Month) {
  const locations = db.locations.all();
  const maintenanceToday = new Set(
    db.maintenanceBlocks
      .findMany((q) => q.where({ date: month.today }))
      .map((block) => block.location_id),
  );
  const perLocation = locations.map((location) => ({
    location,
    hours: courtHours(location, month.first, month.last),
  }));
  const booked = perLocation.reduce((sum, { hours }) => sum + hours.booked, 0);
  const open = perLocation.reduce((sum, { hours }) => sum + hours.open, 0);
  return {
    total: locations.length,
    active: locations.filter((location) => location.is_active).length,
    maintenance: locations.filter((location) => maintenanceToday.has(location.id)).length,
    utilization_rate: percent(booked, open),
    perLocation,
  };
}

export function dashboardStats(): AdminStats {
  const month = currentMonth();
  const previousFirst = addMonths(month.first, -1);
  const previousLast = addDays(month.first, -1);
  const weekStart = startOfWeekMonday(month.today);

  const users = db.users.all();
  const joined = users.map((user) => dayOf(user.date_joined));
  const newThisMonth = joined.filter((day) => inRange(day, month.first, month.today)).length;
  const newLastMonth = joined.filter((day) => inRange(day, previousFirst, previousLast)).length;

  // Running totals by day (indexes.ts): the cost depends on the days asked for, not on history.
  const totals = db.indexes.bookingTotals;
  const made = (from: string, to: string) => {
    let count = 0;
    let charged = 0;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const figures = totals.days.get(day);
      count += figures?.count ?? 0;
      charged += figures?.charged ?? 0;
    }
    return { count, charged };
  };
  const thisMonth = made(month.first, month.today);
  const lastMonth = made(previousFirst, previousLast);

  const wallets = db.wallets.all();
  const distributed = wallets.reduce((sum, wallet) => sum + wallet.total_earned, 0);
  const used = wallets.reduce((sum, wallet) => sum + wallet.total_spent, 0);
  const spentOnBookings = totals.spent;

  const locations = locationFigures(month);
  return {
    users: {
      total: users.length,
      active: users.filter((user) => user.account_status === 'ACTIVE').length,
      pending: users.filter((user) => user.account_status === 'PENDING').length,
      suspended: users.filter((user) => user.account_status === 'SUSPENDED').length,
      new_this_month: newThisMonth,
      growth_rate: growthRate(newThisMonth, newLastMonth),
    },
    bookings: {
      total: totals.total,
      today: made(month.today, month.today).count,
      this_week: made(weekStart, month.today).count,
      this_month: thisMonth.count,
      revenue_this_month: thisMonth.charged,
      growth_rate: growthRate(thisMonth.count, lastMonth.count),
    },
    locations: {
      total: locations.total,
      active: locations.active,
      maintenance: locations.maintenance,
      utilization_rate: locations.utilization_rate,
    },
    coins: {
      total_distributed: distributed,
      total_used: used,
      revenue_coins: spentOnBookings,
      usage_rate: percent(used, distributed),
    },
  };
}

/** The first day of a period ending today: the last 7 days, the last month, 3 months, a year. */
function periodStart(period: RevenuePeriod, today: string): string {
  switch (period) {
    case 'today':
      return today;
    case 'week':
      return addDays(today, -6);
    case 'month':
      return addDays(addMonths(today, -1), 1);
    case 'quarter':
      return addDays(addMonths(today, -3), 1);
    case 'year':
      return addDays(addMonths(today, -12), 1);
  }
}

/** Buckets of the series: one per day, or one per calendar month (quarter and year). */
function buckets(period: RevenuePeriod, from: string, to: string): { from: string; to: string }[] {
  const result: { from: string; to: string }[] = [];
  if (period === 'quarter' || period === 'year') {
    for (let first = from; first <= to; first = firstOfMonth(addMonths(first, 1))) {
      const monthEnd = addDays(addMonths(firstOfMonth(first), 1), -1);
      result.push({ from: first, to: monthEnd < to ? monthEnd : to });
    }
  } else {
    for (let day = from; day <= to; day = addDays(day, 1)) result.push({ from: day, to: day });
  }
  return result;
}

export function revenueStats(period: RevenuePeriod): RevenueStats {
  const today = lagosToday(clock.now());
  const start = periodStart(period, today);
  const length = daysBetween(start, today) + 1;
  const previousStart = addDays(start, -length);
  const previousEnd = addDays(start, -1);

  const purchases = paidPurchases();
  const within = (from: string, to: string) =>
    purchases.filter((purchase) => inRange(purchase.day, from, to));
  const current = within(start, today);
  const revenue = (list: { amount: number }[]) => list.reduce((sum, p) => sum + p.amount, 0);
  const coins = (list: { coins: number }[]) => list.reduce((sum, p) => sum + p.coins, 0);

  return {
    period,
    start_date: start,
    end_date: today,
    currency: 'NGN',
    total_revenue: revenue(current),
    purchases_count: current.length,
    coins_sold: coins(current),
    coins_spent_on_bookings: db.bookings
      .all()
      .filter((booking) => inRange(madeOn(booking), start, today))
      .reduce((sum, booking) => sum + chargedCoins(booking), 0),
    growth_rate: growthRate(revenue(current), revenue(within(previousStart, previousEnd))),
    series: buckets(period, start, today).map((bucket) => {
      const points = within(bucket.from, bucket.to);
      return {
        date: bucket.from,
        revenue: revenue(points),
        purchases: points.length,
        coins_sold: coins(points),
      };
    }),
  };
}

export function locationStats(): LocationStats {
  const month = currentMonth();
  const figures = locationFigures(month);
  const bookings = db.bookings
    .all()
    .filter((booking) => inRange(madeOn(booking), month.first, month.today));
  const rows = figures.perLocation.map(({ location, hours }) => {
    const here = bookings.filter((booking) => booking.location_id === location.id);
    return {
      id: location.id,
      name: location.name,
      city: location.city,
      bookings_this_month: here.length,
      utilization_rate: percent(hours.booked, hours.open),
      revenue_coins: here.reduce((sum, booking) => sum + chargedCoins(booking), 0),
      rating: location.rating,
    };
  });
  rows.sort(
    (a, b) =>
      b.bookings_this_month - a.bookings_this_month ||
      b.utilization_rate - a.utilization_rate ||
      a.name.localeCompare(b.name, 'en'),
  );
  return {
    total: figures.total,
    active: figures.active,
    maintenance: figures.maintenance,
    utilization_rate: figures.utilization_rate,
    locations: rows,
  };
}

export function subscriptionStats(): SubscriptionStats {
  const purchases = paidPurchases();
  const packages = db.packages.all().sort(comparePackages);
  return {
    total_purchases: purchases.length,
    total_revenue: purchases.reduce((sum, purchase) => sum + purchase.amount, 0),
    coins_sold: purchases.reduce((sum, purchase) => sum + purchase.coins, 0),
    active_wallets: db.wallets
      .all()
      .filter((wallet) => wallet.available_balance + wallet.reserved_balance > 0).length,
    packages: packages.map((pkg) => {
      const sold = purchases.filter((purchase) => purchase.package_id === pkg.id);
      return {
        package_id: pkg.id,
        name: pkg.name,
        package_type: pkg.package_type,
        purchases: sold.length,
        revenue: sold.reduce((sum, purchase) => sum + purchase.amount, 0),
        coins_sold: sold.reduce((sum, purchase) => sum + purchase.coins, 0),
      };
    }),
  };
}

const HEALTH_ORDER = ['ok', 'degraded', 'down'] as const;

export function systemHealth(): SystemHealth {
  const began = performance.now();
  const records = db.users.all().length + db.bookings.all().length + db.wallets.all().length;
  const databaseLatency = Math.round(performance.now() - began);
  // The ledger is the mock's one invariant worth watching: a broken one means coins were lost.
  const problems = ledgerInvariant(db);
  const checks: SystemHealth['checks'] = [
    {
      name: 'database',
      status: 'ok',
      latency_ms: databaseLatency,
      detail: `${records} user, booking and wallet records in memory`,
    },
    {
      name: 'ledger',
      status: problems.length === 0 ? 'ok' : 'down',
      latency_ms: null,
      detail:
        problems.length === 0
          ? null
          : `${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems[0]}`,
    },
    {
      name: 'payment_provider',
      status: 'ok',
      latency_ms: null,
      detail:
        getPaymentMode() === 'demo'
          ? 'Demo mode: purchases are granted at once'
          : 'Simulated card checkout (provider mode)',
    },
    { name: 'email', status: 'ok', latency_ms: null, detail: 'Messages are stored, not sent' },
  ];
  const worst = checks.reduce(
    (status, check) =>
      HEALTH_ORDER.indexOf(check.status) > HEALTH_ORDER.indexOf(status) ? check.status : status,
    'ok' as SystemHealth['status'],
  );
  return {
    status: worst,
    version: MOCK_VERSION,
    server_time: timestamp(clock.now()),
    uptime_seconds: Math.max(0, Math.floor((Date.now() - startedAt) / 1000)),
    checks,
  };
}
