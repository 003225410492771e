/**
 * Staff account administration (the `accounts` tag): pending approvals, approve, reject, suspend,
 * reactivate and the user list. The /auth/approval, /auth/users and /accounts families are served
 * over the same data and the same transitions (decisions §8).
 */

import { noticeAccountDecided } from '../rules/notices';
import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  SUCCESS_NOTICES,
  USER_TYPES,
  staffActionsFor,
  type AccountStatus,
  MAX_LENGTH,
} from '@domain';
import { recordStaffAction, serializeAuditEntry, statusHistory } from '../audit';
import { revokeUserTokens } from '../auth';
import { clock, timestamp } from '../clock';
import { db } from '../db';
import type { UserRecord } from '../records';
import {
  badRequest,
  fields,
  http,
  mapPage,
  notFound,
  ok,
  paginate,
  parseBody,
  pathId,
  permissionDenied,
  readQuery,
  readJsonObject,
  route,
  type ErrorResponse,
  type Parsed,
} from '../http';
import {
  serializeBooking,
  serializeTransaction,
  serializeUser,
  serializeWallet,
  userTransactions,
} from '../serializers';

export const ACCOUNTS_MESSAGES = {
  approved: SUCCESS_NOTICES.userApproved,
  rejected: SUCCESS_NOTICES.userRejected,
  suspended: 'User suspended successfully',
  reactivated: 'User reactivated successfully',
  notPending: 'User is not pending approval.',
  notActive: 'Only an active account can be suspended.',
  ownAccount: 'You cannot suspend your own account.',
  alreadyActive: 'User is already active.',
  stillPending: 'User is pending approval: approve or reject the application instead.',
  staffOnlyByAdmin: 'Only an admin can suspend a staff account.',
  reactivateStaffByAdmin: 'Only an admin can reactivate a staff account.',
  actionMismatch: (expected: 'approve' | 'reject') =>
    `The action must be "${expected}" for this endpoint.`,
} as const;

type Decision = 'approve' | 'reject';

const byJoinedOldestFirst = (a: UserRecord, b: UserRecord) =>
  a.date_joined === b.date_joined ? a.id - b.id : a.date_joined < b.date_joined ? -1 : 1;

function pendingUsers(): UserRecord[] {
  return db.users.findMany((q) => q.where({ account_status: 'PENDING' })).sort(byJoinedOldestFirst);
}

function findUser(id: number | undefined): UserRecord | undefined {
  return id === undefined ? undefined : db.users.findFirst((q) => q.where({ id }));
}

/** Records a staff decision on an account: its new state, why, when and by whom. */
async function setStatus(
  user: UserRecord,
  status: AccountStatus,
  staff: UserRecord,
  reason: string | undefined,
): Promise<UserRecord> {
  const updated = await db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      draft.account_status = status;
      draft.is_approved = status === 'ACTIVE';
      draft.status_reason = reason?.trim() || null;
      draft.status_changed_at = timestamp(clock.now());
      draft.status_changed_by = staff.id;
    },
  });
  return updated ?? user;
}

/** Approve or reject a PENDING account: 400 `invalid_state` for any other. */
async function decide(
  user: UserRecord,
  decision: Decision,
  staff: UserRecord,
  reason: string | undefined,
): Promise<Parsed<UserRecord>> {
  if (user.account_status !== 'PENDING') {
    return { ok: false, response: badRequest(ACCOUNTS_MESSAGES.notPending, 'invalid_state') };
  }
  const status = decision === 'approve' ? 'ACTIVE' : 'REJECTED';
  const updated = await setStatus(user, status, staff, reason);
  await recordStaffAction({
    action: decision,
    actor: staff,
    target: { type: 'user', user },
    reason,
  });
  await noticeAccountDecided(updated, decision === 'approve', updated.status_reason);
  return { ok: true, value: updated };
}

const reasonField = fields.string({ blank: true, max: MAX_LENGTH.reason }).optional();

const approvalActionSchema = (expected: Decision) =>
  z.object({
    action: fields.choice(['approve', 'reject'] as const).refine((action) => action === expected, {
      message: ACCOUNTS_MESSAGES.actionMismatch(expected),
    }),
    reason: reasonField,
  });

const accountsDecisionSchema = z.object({
  user_id: fields.integer({ min: 1 }),
  reason: reasonField,
});

const suspendSchema = z.object({ reason: fields.string({ max: MAX_LENGTH.reason }) });

/** The /auth/approval/{id}/approve|reject/ handler: 404, then the body, then the state. */
function approvalByPath(decision: Decision) {
  return async (
    request: Request,
    staff: UserRecord,
    id: string | readonly string[] | undefined,
  ): Promise<Parsed<UserRecord>> => {
    const user = findUser(pathId(id));
    if (!user) return { ok: false, response: notFound() };
    const body = await parseBody(request, approvalActionSchema(decision));
    if (!body.ok) return body;
    return decide(user, decision, staff, body.value.reason);
  };
}

/** The /accounts/approve-user|reject-user/ handler: the body, then 404, then the state. */
function approvalByBody(decision: Decision) {
  return async (request: Request, staff: UserRecord): Promise<Parsed<UserRecord>> => {
    const body = await parseBody(request, accountsDecisionSchema);
    if (!body.ok) return body;
    const user = findUser(body.value.user_id);
    if (!user) return { ok: false, response: notFound() };
    return decide(user, decision, staff, body.value.reason);
  };
}

function suspendError(staff: UserRecord, user: UserRecord): ErrorResponse | undefined {
  if (user.id === staff.id) return badRequest(ACCOUNTS_MESSAGES.ownAccount, 'invalid_state');
  // A staff member cannot lock out a colleague or an admin; only an admin can (domain/roles.ts).
  const allowed = staffActionsFor(staff, { ...user, account_status: 'ACTIVE' });
  if (!allowed.suspend) return permissionDenied(ACCOUNTS_MESSAGES.staffOnlyByAdmin);
  if (user.account_status !== 'ACTIVE')
    return badRequest(ACCOUNTS_MESSAGES.notActive, 'invalid_state');
  return undefined;
}

function reactivateError(staff: UserRecord, user: UserRecord): ErrorResponse | undefined {
  const allowed = staffActionsFor(staff, { ...user, account_status: 'SUSPENDED' });
  if (!allowed.reactivate) return permissionDenied(ACCOUNTS_MESSAGES.reactivateStaffByAdmin);
  if (user.account_status === 'ACTIVE') {
    return badRequest(ACCOUNTS_MESSAGES.alreadyActive, 'invalid_state');
  }
  if (user.account_status === 'PENDING') {
    return badRequest(ACCOUNTS_MESSAGES.stillPending, 'invalid_state');
  }
  return undefined;
}

const searchable = (user: UserRecord): string[] => [
  user.email,
  user.first_name,
  user.last_name,
  user.phone_number,
];

/**
 * As DRF's SearchFilter matches: the search is split at spaces, and every word must appear in one
 * of the searchable fields, so a full name ('Kelechi Obi') finds the member as either name does.
 */
function matchesSearch(user: UserRecord, search: string): boolean {
  const fields = searchable(user).map((value) => value.toLowerCase());
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => fields.some((value) => value.includes(word)));
}

const approveByPath = approvalByPath('approve');
const rejectByPath = approvalByPath('reject');
const approveByBody = approvalByBody('approve');
const rejectByBody = approvalByBody('reject');

export const accountsHandlers = [
  http.get(
    '/auth/approval/pending/',
    route({ auth: 'staff' }, ({ response }) => {
      return response(200).json(ok(pendingUsers().map(serializeUser)));
    }),
  ),

  http.post(
    '/auth/approval/{id}/approve/',
    route({ auth: 'staff' }, async ({ request, params, response, user }) => {
      const result = await approveByPath(request, user, params.id);
      if (!result.ok) return result.response;
      return response(200).json(ok(serializeUser(result.value), ACCOUNTS_MESSAGES.approved));
    }),
  ),

  http.post(
    '/auth/approval/{id}/reject/',
    route({ auth: 'staff' }, async ({ request, params, response, user }) => {
      const result = await rejectByPath(request, user, params.id);
      if (!result.ok) return result.response;
      return response(200).json(ok(serializeUser(result.value), ACCOUNTS_MESSAGES.rejected));
    }),
  ),

  http.post(
    '/auth/users/{id}/suspend/',
    route({ auth: 'staff' }, async ({ request, params, response, user: staff }) => {
      const user = findUser(pathId(params.id));
      if (!user) return notFound();
      const body = await parseBody(request, suspendSchema);
      if (!body.ok) return body.response;
      const refusal = suspendError(staff, user);
      if (refusal) return refusal;
      const suspended = await setStatus(user, 'SUSPENDED', staff, body.value.reason);
      await recordStaffAction({
        action: 'suspend',
        actor: staff,
        target: { type: 'user', user },
        reason: body.value.reason,
      });
      // Signed out everywhere; upcoming bookings are kept (the contract says so).
      revokeUserTokens(db, user.id);
      return response(200).json(ok(serializeUser(suspended), ACCOUNTS_MESSAGES.suspended));
    }),
  ),

  http.post(
    '/auth/users/{id}/reactivate/',
    route({ auth: 'staff' }, async ({ request, params, response, user: staff }) => {
      const user = findUser(pathId(params.id));
      if (!user) return notFound();
      // No body is defined; one that is sent must still be JSON, as DRF's parser insists.
      const body = await readJsonObject(request, { allowEmpty: true });
      if (!body.ok) return body.response;
      const refusal = reactivateError(staff, user);
      if (refusal) return refusal;
      const reactivated = await setStatus(user, 'ACTIVE', staff, undefined);
      await recordStaffAction({
        action: 'reactivate',
        actor: staff,
        target: { type: 'user', user },
      });
      return response(200).json(ok(serializeUser(reactivated), ACCOUNTS_MESSAGES.reactivated));
    }),
  ),

  http.get(
    '/accounts/users/',
    route({ auth: 'staff' }, ({ request, response }) => {
      const q = readQuery(request);
      const search = q.string('search');
      const status = q.choice('account_status', ACCOUNT_STATUSES);
      const userType = q.choice('user_type', USER_TYPES);
      const approved = q.bool('is_approved');
      if (q.failed) return q.response();
      const users = db.users
        .findMany((query) =>
          query.where(
            (user) =>
              (status === undefined || user.account_status === status) &&
              (userType === undefined || user.user_type === userType) &&
              (approved === undefined || user.is_approved === approved) &&
              (search === undefined || matchesSearch(user, search)),
          ),
        )
        .sort((a, b) => byJoinedOldestFirst(b, a));
      const page = paginate(request, users);
      if (!page.ok) return page.response;
      return response(200).json(ok(mapPage(page.value, serializeUser)));
    }),
  ),

  http.get(
    '/accounts/users/{id}/',
    route({ auth: 'staff' }, ({ params, response }) => {
      const user = findUser(pathId(params.id));
      if (!user) return notFound();
      const wallet = serializeWallet(db, user.id);
      const bookings = db.bookings
        .findMany((q) => q.where({ user_id: user.id }))
        .sort((a, b) =>
          a.date === b.date
            ? b.start_time.localeCompare(a.start_time) || b.id - a.id
            : a.date < b.date
              ? 1
              : -1,
        );
      return response(200).json(
        ok({
          user: serializeUser(user),
          status_history: statusHistory(user.id).map(serializeAuditEntry),
          no_show_count: bookings.filter((booking) => booking.status === 'NO_SHOW').length,
          available_balance: wallet.available_balance,
          reserved_balance: wallet.reserved_balance,
          transactions: userTransactions(db, user.id).map(serializeTransaction),
          bookings: bookings.map((booking) => serializeBooking(db, booking)),
        }),
      );
    }),
  ),

  http.get(
    '/accounts/pending-approvals/',
    route({ auth: 'staff' }, ({ request, response }) => {
      const page = paginate(request, pendingUsers());
      if (!page.ok) return page.response;
      return response(200).json(ok(mapPage(page.value, serializeUser)));
    }),
  ),

  http.post(
    '/accounts/approve-user/',
    route({ auth: 'staff' }, async ({ request, response, user }) => {
      const result = await approveByBody(request, user);
      if (!result.ok) return result.response;
      return response(200).json(ok(serializeUser(result.value), ACCOUNTS_MESSAGES.approved));
    }),
  ),

  http.post(
    '/accounts/reject-user/',
    route({ auth: 'staff' }, async ({ request, response, user }) => {
      const result = await rejectByBody(request, user);
      if (!result.ok) return result.response;
      return response(200).json(ok(serializeUser(result.value), ACCOUNTS_MESSAGES.rejected));
    }),
  ),
];
