/**
 * The staff-only admin operations: platform figures computed from the data, revenue over a
 * period, location and package figures, health, and CSV exports of bookings and users.
 *
 * Definitions the contract leaves to the server, used the same way everywhere below:
 * - users are every account, staff included;
 * - a booking counts on the day it was made (its created_at in Lagos), whatever its status;
 * - coins "charged" for a booking are its coin_cost while it is paid (not PENDING, not refunded);
 * - court time is "booked" when a court booking (not cancelled) or a game session (neither
 *   cancelled nor a maintenance slot) covers it, on the day of play; open court time is the
 *   opening hours of every active court of every active location.
 */

import {
  AUDIT_ACTIONS,
  REVENUE_PERIODS,
  addDays,
  durationHours,
  lagosDate,
  lagosToday,
  startOfWeekMonday,
  timeToMinutes,
} from '@domain';
import type {
  AdminStats,
  LocationStats,
  RevenuePeriod,
  RevenueStats,
  SubscriptionStats,
  SystemHealth,
} from '@domain';
import { auditEntries, serializeAuditEntry, type AuditFilter } from '../audit';
import { clock, instant, timestamp } from '../clock';
import { db } from '../db';
import type { LocationRecord } from '../db';
import { http, mapPage, ok, paginate, readQuery, route, type QueryReader } from '../http';
import { chargedCoins, courtDay, madeOn } from '../indexes';
import { ledgerInvariant } from '../ledger';
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

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180).

type Cell = string | number | boolean | null;

/**
 * One field: quoted when it holds a comma, a quote or a line break, quotes doubled. A text that
 * starts with `=`, `@`, a tab or a carriage return is prefixed with `'` so that a spreadsheet
 * does not run it as a formula (member names come from the public registration form); `+` and `-`
 * are left alone because phone numbers and negative numbers start with them.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

export const BOOKING_CSV_COLUMNS = [
  'booking_reference',
  'member_email',
  'location',
  'court',
  'facility',
  'date',
  'start_time',
  'end_time',
  'duration_hours',
  'coin_cost',
  'status',
  'payment_status',
  'created_at',
] as const;

export const USER_CSV_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'city',
  'state',
  'user_type',
  'account_status',
  'is_approved',
  'date_joined',
  'last_login',
] as const;

const newestFirst =
  <T extends { id: number }>(at: (record: T) => string) =>
  (a: T, b: T): number =>
    at(a) === at(b) ? b.id - a.id : at(a) < at(b) ? 1 : -1;

export function bookingsCsv(): string {
  const emails = new Map(db.users.all().map((user) => [user.id, user.email]));
  const locations = new Map(db.locations.all().map((location) => [location.id, location.name]));
  const courts = new Map(db.courts.all().map((court) => [court.id, court]));
  const rows = db.bookings
    .all()
    .sort(newestFirst((booking) => instant(booking.created_at).toISOString()))
    .map((booking): Cell[] => {
      const court = courts.get(booking.court_id);
      return [
        booking.booking_reference,
        emails.get(booking.user_id) ?? null,
        locations.get(booking.location_id) ?? null,
        court?.name ?? null,
        court?.court_type ?? null,
        booking.date,
        booking.start_time,
        booking.end_time,
        durationHours(booking.start_time, booking.end_time),
        booking.coin_cost,
        booking.status,
        booking.payment_status,
        booking.created_at,
      ];
    });
  return toCsv(BOOKING_CSV_COLUMNS, rows);
}

/** Only the columns above: never a password hash, a token or a staff note. */
export function usersCsv(): string {
  const rows = db.users
    .all()
    .sort(newestFirst((user) => instant(user.date_joined).toISOString()))
    .map((user): Cell[] => [
      user.id,
      user.email,
      user.first_name,
      user.last_name,
      user.phone_number,
      user.city,
      user.state,
      user.user_type,
      user.account_status,
      user.is_approved,
      user.date_joined,
      user.last_login,
    ]);
  return toCsv(USER_CSV_COLUMNS, rows);
}

export const AUDIT_CSV_COLUMNS = [
  'id',
  'created_at',
  'action',
  'actor_email',
  'actor_name',
  'target_type',
  'target_id',
  'target_label',
  'reason',
  'details',
] as const;

export function auditCsv(filter: AuditFilter): string {
  const rows = auditEntries(filter).map((entry): Cell[] => [
    entry.id,
    entry.created_at,
    entry.action,
    entry.actor_email,
    entry.actor_name,
    entry.target_type,
    entry.target_id,
    entry.target_label,
    entry.reason,
    entry.details,
  ]);
  return toCsv(AUDIT_CSV_COLUMNS, rows);
}

/** The audit log's filters, shared by the list and the export. */
function auditFilter(query: QueryReader): AuditFilter {
  return {
    action: query.choice('action', AUDIT_ACTIONS),
    actorId: query.int('actor_id', { min: 1 }),
    targetUserId: query.int('target_user_id', { min: 1 }),
    from: query.date('date_from'),
    to: query.date('date_to'),
  };
}

function csvHeaders(name: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="pitchside-${name}-${lagosToday(clock.now())}.csv"`,
  };
}

// ---------------------------------------------------------------------------------------------
// Handlers.

export const adminHandlers = [
  http.get(
    '/admin/dashboard/stats/',
    route({ auth: 'staff' }, ({ response }) => {
      return response(200).json(ok(dashboardStats()));
    }),
  ),

  http.get(
    '/admin/revenue/stats/',
    route({ auth: 'staff' }, ({ request, response }) => {
      const query = readQuery(request);
      const period = query.choice('period', REVENUE_PERIODS) ?? 'week';
      if (query.failed) return query.response();
      return response(200).json(ok(revenueStats(period)));
    }),
  ),

  http.get(
    '/admin/locations/stats/',
    route({ auth: 'staff' }, ({ response }) => {
      return response(200).json(ok(locationStats()));
    }),
  ),

  http.get(
    '/admin/subscriptions/stats/',
    route({ auth: 'staff' }, ({ response }) => {
      return response(200).json(ok(subscriptionStats()));
    }),
  ),

  http.get(
    '/admin/system/health/',
    route({ auth: 'staff' }, ({ response }) => {
      return response(200).json(ok(systemHealth()));
    }),
  ),

  http.get(
    '/admin/export/bookings/',
    route({ auth: 'staff' }, ({ response }) => {
      return response(200).text(bookingsCsv(), { headers: csvHeaders('bookings') });
    }),
  ),

  http.get(
    '/admin/audit/',
    route({ auth: 'admin' }, ({ request, response }) => {
      const query = readQuery(request);
      const filter = auditFilter(query);
      if (query.failed) return query.response();
      const page = paginate(request, auditEntries(filter));
      if (!page.ok) return page.response;
      return response(200).json(ok(mapPage(page.value, serializeAuditEntry)));
    }),
  ),

  http.get(
    '/admin/export/audit/',
    route({ auth: 'admin' }, ({ request, response }) => {
      const query = readQuery(request);
      const filter = auditFilter(query);
      if (query.failed) return query.response();
      return response(200).text(auditCsv(filter), { headers: csvHeaders('audit') });
    }),
  ),

  http.get(
    '/admin/export/users/',
    route({ auth: 'staff' }, ({ response }) => {
      return response(200).text(usersCsv(), { headers: csvHeaders('users') });
    }),
  ),
];
