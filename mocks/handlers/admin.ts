/**
 * The staff-only admin operations: platform figures, revenue over a period, location and package
 * figures, health, the audit log and CSV exports. What they compute lives in mocks/rules/
 * (adminFigures.ts, exports.ts).
 */

import { AUDIT_ACTIONS, REVENUE_PERIODS, lagosToday } from '@domain';
import { auditEntries, serializeAuditEntry, type AuditFilter } from '../audit';
import { clock } from '../clock';
import { http, mapPage, ok, paginate, readQuery, route, type QueryReader } from '../http';
import {
  dashboardStats,
  locationStats,
  revenueStats,
  subscriptionStats,
  systemHealth,
} from '../rules/adminFigures';
import { auditCsv, bookingsCsv, usersCsv } from '../rules/exports';

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
