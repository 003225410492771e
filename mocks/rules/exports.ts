/**
 * The CSV exports of the staff-only admin operations (mocks/handlers/admin.ts): bookings, users
 * and the audit log, RFC 4180, with only the columns below.
 */

import { durationHours } from '@domain';
import { auditEntries, type AuditFilter } from '../audit';
import { db } from '../db';
import { instant } from '../clock';

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
