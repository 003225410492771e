/**
 * The figures the Admin Overview shows when `GET /admin/dashboard/stats/` fails (SPEC §8 Admin),
 * and the ones its demo-data stories show. decisions §13: they only ever appear beside the notice
 * that says they are demo data, so they are round and plainly illustrative rather than
 * plausible-looking live numbers.
 */
import type { AdminStats } from '../types';

export const DEMO_ADMIN_STATS: AdminStats = {
  users: {
    total: 500,
    active: 420,
    pending: 25,
    suspended: 5,
    new_this_month: 40,
    growth_rate: 10,
  },
  bookings: {
    total: 5000,
    today: 30,
    this_week: 200,
    this_month: 800,
    revenue_this_month: 60_000,
    growth_rate: 5,
  },
  locations: { total: 10, active: 9, maintenance: 1, utilization_rate: 60 },
  coins: { total_distributed: 100_000, total_used: 75_000, revenue_coins: 70_000, usage_rate: 75 },
};
