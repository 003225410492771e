/**
 * The audit log of staff actions: every handler that lets staff change an account, a
 * wallet, a booking, a session or a location calls `recordStaffAction` once its change is stored,
 * so the log holds what happened, never what was only attempted. Entries keep the names as they
 * read at the time: a member renamed later still shows in old entries as they were.
 */

import type { AuditAction, AuditEntry } from '@domain';
import { clock, instant, timestamp } from './clock';
import { db as defaultDb, nextId } from './db';
import type { AuditEntryRecord, UserRecord } from './records';
import type { Database } from './db';

export type AuditTarget =
  | { type: 'user'; user: UserRecord }
  | { type: 'booking'; id: number; userId: number; label: string }
  | { type: 'session'; id: number; label: string }
  | { type: 'location'; id: number; label: string };

export interface StaffAction {
  action: AuditAction;
  actor: UserRecord;
  target: AuditTarget;
  reason?: string | null;
  details?: string | null;
}

const fullName = (user: UserRecord): string => `${user.first_name} ${user.last_name}`.trim();

/** Stores one entry of the audit log and returns it. */
export async function recordStaffAction(
  { action, actor, target, reason = null, details = null }: StaffAction,
  database: Database = defaultDb,
): Promise<AuditEntryRecord> {
  const subject =
    target.type === 'user'
      ? { id: target.user.id, userId: target.user.id, label: fullName(target.user) }
      : target.type === 'booking'
        ? { id: target.id, userId: target.userId, label: target.label }
        : { id: target.id, userId: null, label: target.label };
  return database.auditEntries.create({
    id: nextId(database, 'auditEntries'),
    action,
    created_at: timestamp(clock.now()),
    actor_id: actor.id,
    actor_email: actor.email,
    actor_name: fullName(actor),
    target_type: target.type,
    target_id: subject.id,
    target_user_id: subject.userId,
    target_label: subject.label,
    reason: reason?.trim() || null,
    details,
  });
}

export interface AuditFilter {
  action?: AuditAction | undefined;
  actorId?: number | undefined;
  targetUserId?: number | undefined;
  /** Lagos dates, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const STATUS_ACTIONS: readonly AuditAction[] = ['approve', 'reject', 'suspend', 'reactivate'];

/** Entries matching the filter, newest first. */
export function auditEntries(
  filter: AuditFilter = {},
  database: Database = defaultDb,
): AuditEntryRecord[] {
  return database.auditEntries
    .findMany((q) =>
      q.where(
        (entry) =>
          (filter.action === undefined || entry.action === filter.action) &&
          (filter.actorId === undefined || entry.actor_id === filter.actorId) &&
          (filter.targetUserId === undefined || entry.target_user_id === filter.targetUserId) &&
          (filter.from === undefined || lagosDay(entry.created_at) >= filter.from) &&
          (filter.to === undefined || lagosDay(entry.created_at) <= filter.to),
      ),
    )
    .sort(
      (a, b) => instant(b.created_at).getTime() - instant(a.created_at).getTime() || b.id - a.id,
    );
}

/** The account's approvals, rejections, suspensions and reactivations, newest first. */
export function statusHistory(userId: number, database: Database = defaultDb): AuditEntryRecord[] {
  return auditEntries({ targetUserId: userId }, database).filter(
    (entry) => entry.target_type === 'user' && STATUS_ACTIONS.includes(entry.action),
  );
}

// Stored timestamps carry Lagos' offset (clock.ts), so the date part is the Lagos day.
const lagosDay = (stored: string): string => stored.slice(0, 10);

export function serializeAuditEntry(entry: AuditEntryRecord): AuditEntry {
  return {
    id: entry.id,
    action: entry.action,
    created_at: entry.created_at,
    actor_id: entry.actor_id,
    actor_email: entry.actor_email,
    actor_name: entry.actor_name,
    target_type: entry.target_type,
    target_id: entry.target_id,
    target_user_id: entry.target_user_id,
    target_label: entry.target_label,
    reason: entry.reason,
    details: entry.details,
  };
}
