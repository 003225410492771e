/**
 * The figures the Admin Overview shows when `GET /admin/dashboard/stats/` fails (SPEC §8 Admin),
 * always beside the notice that they are demo data (decisions §13). The figures themselves are demo
 * records (domain/demo), shared with the stories that show this state.
 */
export { DEMO_ADMIN_STATS } from '@domain/demo';
