/**
 * Token authentication as DRF's TokenAuthentication does it (`Authorization: Token <key>`), the
 * guards every handler starts with, and password hashing.
 *
 *   route({ auth: 'approved' }, …)   // http/route.ts runs the guard first: 401, or 403
 */

import { isAdmin, isApproved, isStaff } from '@domain';
import { clock, timestamp } from './clock';
import { db as defaultDb } from './db';
import type { Database } from './db';
import type { TokenRecord, UserRecord } from './records';
import {
  MESSAGES_HTTP,
  accountNotApproved,
  notAuthenticated,
  permissionDenied,
  type ErrorResponse,
} from './http/responses';

export type Authenticated = { ok: true; user: UserRecord; token: TokenRecord };
export type Guarded = Authenticated | { ok: false; response: ErrorResponse };

/** The token key of a request, or why there is none, as DRF's TokenAuthentication reads it. */
export function tokenKey(
  request: Request,
): { key: string } | { missing: true } | { malformed: string } {
  const parts = request.headers.get('Authorization')?.trim().split(/\s+/) ?? [];
  // Another scheme (or none) is no Token credential at all; the keyword is matched in any case.
  if (parts[0]?.toLowerCase() !== 'token') return { missing: true };
  if (parts.length === 1) return { malformed: MESSAGES_HTTP.invalidTokenHeader };
  if (parts.length > 2) return { malformed: MESSAGES_HTTP.tokenWithSpaces };
  return { key: parts[1] ?? '' };
}

/**
 * The signed-in user: 401 `not_authenticated` without a Token header (another scheme counts as
 * none, as in DRF), 401 `authentication_failed` for a malformed header or an unknown or revoked
 * token. Approval is not checked.
 */
export function authenticate(request: Request, database: Database = defaultDb): Guarded {
  const found = tokenKey(request);
  if ('missing' in found) return { ok: false, response: notAuthenticated() };
  if ('malformed' in found) {
    return { ok: false, response: notAuthenticated(found.malformed, 'authentication_failed') };
  }
  const token = database.tokens.findFirst((q) => q.where({ key: found.key }));
  const user = token && database.users.findFirst((q) => q.where({ id: token.user_id }));
  if (!token || !user) {
    return {
      ok: false,
      response: notAuthenticated(MESSAGES_HTTP.invalidToken, 'authentication_failed'),
    };
  }
  return { ok: true, user, token };
}

/** The user behind a valid token, or undefined; for public operations that note the sender. */
export function optionalUser(
  request: Request,
  database: Database = defaultDb,
): UserRecord | undefined {
  const auth = authenticate(request, database);
  return auth.ok ? auth.user : undefined;
}

/**
 * Member features: 401 without a valid token; 403 `account_not_approved` for PENDING, SUSPENDED
 * and REJECTED accounts. Staff pass.
 */
export function requireApproved(request: Request, database: Database = defaultDb): Guarded {
  const auth = authenticate(request, database);
  if (!auth.ok) return auth;
  if (!isApproved(auth.user) && !isStaff(auth.user)) {
    return { ok: false, response: accountNotApproved() };
  }
  return auth;
}

/** Staff-only operations: 401 without a valid token; 403 `permission_denied` for members. */
export function requireStaff(request: Request, database: Database = defaultDb): Guarded {
  const auth = authenticate(request, database);
  if (!auth.ok) return auth;
  if (!isStaff(auth.user)) return { ok: false, response: permissionDenied() };
  return auth;
}

export const ADMIN_ONLY_MESSAGE = 'Only an admin can perform this action.';

/** Admin-only operations (the audit log): 401 without a valid token; 403 for staff and members. */
export function requireAdmin(request: Request, database: Database = defaultDb): Guarded {
  const auth = authenticate(request, database);
  if (!auth.ok) return auth;
  if (!isAdmin(auth.user)) return { ok: false, response: permissionDenied(ADMIN_ONLY_MESSAGE) };
  return auth;
}

// ---------------------------------------------------------------------------------------------
// Tokens.

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new 40-hex-digit token for the user (DRF's key length). */
export async function createToken(
  database: Database,
  userId: number,
  at: Date = clock.now(),
): Promise<TokenRecord> {
  return database.tokens.create({ key: randomHex(20), user_id: userId, created_at: timestamp(at) });
}

export function revokeToken(database: Database, key: string): void {
  database.tokens.delete((q) => q.where({ key }));
}

/** Signs the user out everywhere (password change, suspension). */
export function revokeUserTokens(database: Database, userId: number): void {
  database.tokens.deleteMany((q) => q.where({ user_id: userId }));
}

/** An unguessable random string (payment references, reset tokens). */
export function randomToken(bytes = 16): string {
  return randomHex(bytes);
}

// ---------------------------------------------------------------------------------------------
// Passwords.

/**
 * A salted digest of a password. The mock has no secrets to protect and must hash synchronously in
 * the browser, so this is FNV-1a, not a password hash: it only keeps demo passwords out of plain
 * sight in a persisted database. A real backend uses PBKDF2 or Argon2.
 */
export function hashPassword(password: string, salt: string = 'pitchside'): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const char of `${salt}:${password}`) {
    const code = char.codePointAt(0) ?? 0;
    h1 = Math.imul(h1 ^ code, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ (code + 0x9e37), 0x85ebca6b) >>> 0;
  }
  return `fnv1a$${salt}$${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

export function verifyPassword(password: string, hash: string): boolean {
  const salt = hash.split('$')[1];
  return salt !== undefined && hashPassword(password, salt) === hash;
}

/** Case-insensitive e-mail lookup, as Django's auth backends do in practice. */
export function findUserByEmail(database: Database, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return database.users.findFirst((q) =>
    q.where({ email: (value) => value.toLowerCase() === wanted }),
  );
}
