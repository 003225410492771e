/**
 * The mock's two profiles, in all three runtimes:
 *
 * - `full` (the default): every operation of openapi.yaml, the extensions included, every
 *   feature listed in the `X-Pitchside-Features` header of the sign-in and session answers;
 * - `spec`: SPEC §7's operations only, as the club's Django backend may serve them, and no such
 *   header. Every extension operation is absent: its path answers 404
 *   `{"detail": "Not found."}`, or 405 `{"detail": "Method \"GET\" not allowed."}` with `Allow`
 *   where the path has SPEC methods, in DRF's own body, not the contract's envelope.
 *
 * Chosen with `MOCK_PROFILE=spec` (`npm run mock:server`, `npm start`, Node tests), or
 * `setupMockApi({ profile: 'spec' })` in a test file. Each runtime says which it serves
 * (`serveProfile`), so that the handlers answer as that server would.
 */

import { HttpResponse, type HttpHandler } from 'msw';
import { FEATURES_HEADER, type Feature } from '@domain';
import { API_BASE_URL, MESSAGES_HTTP, methodNotAllowed, notFound } from './http';

export type MockProfile = 'full' | 'spec';

/** The profile MOCK_PROFILE names (Node, or a build's define); `full` when unset or unknown. */
export function profileOf(value: string | undefined): MockProfile {
  return value === 'spec' ? 'spec' : 'full';
}

/**
 * The operations of each extension feature, as openapi.yaml's `x-feature` marks them
 * (profile.test.ts holds the two together).
 */
export const FEATURE_OPERATIONS: Readonly<Record<Feature, readonly string[]>> = {
  password_reset: ['POST /auth/password/reset/', 'POST /auth/password/reset/confirm/'],
  contact: ['POST /support/contact/'],
  member_pages: ['GET /accounts/users/{id}/'],
  no_show: ['POST /bookings/bookings/{id}/no-show/'],
  audit_log: ['GET /admin/audit/', 'GET /admin/export/audit/'],
  reschedule_quote: ['POST /bookings/bookings/{id}/reschedule-quote/'],
  calendar: [
    'GET /bookings/bookings/{id}/calendar/',
    'GET /bookings/calendar-feed/',
    'POST /bookings/calendar-feed/reset/',
    'GET /calendar/{token}.ics',
  ],
  session_links: ['GET /locations/sessions/{id}/'],
  waitlist: [
    'POST /bookings/sessions/{id}/waitlist/',
    'DELETE /bookings/sessions/{id}/waitlist/',
    'GET /bookings/waitlist/',
  ],
  wallet_history: ['GET /subscriptions/transactions/'],
  notifications: [
    'GET /notifications/',
    'GET /notifications/unread-count/',
    'POST /notifications/{id}/read/',
    'POST /notifications/read-all/',
  ],
  notification_preferences: [
    'GET /accounts/notification-preferences/',
    'PATCH /accounts/notification-preferences/',
  ],
  closures: [
    'GET /locations/closures/',
    'POST /locations/closures/',
    'GET /locations/closures/overlaps/',
    'DELETE /locations/closures/{id}/',
  ],
};

/** The features a full server offers: every one the contract names. */
export const ALL_FEATURES = Object.keys(FEATURE_OPERATIONS) as Feature[];

const EXTENSION_OPERATIONS = new Set(Object.values(FEATURE_OPERATIONS).flat());

let served: MockProfile = 'full';

/** Says which profile this runtime serves. */
export function serveProfile(profile: MockProfile): void {
  served = profile;
}

/** The headers of a sign-in or session answer: the features offered, none for a SPEC server. */
export function featureHeaders(): Record<string, string> {
  return served === 'full' ? { [FEATURES_HEADER]: ALL_FEATURES.join(',') } : {};
}

/** 'GET /bookings/bookings/{id}/' of a handler ('*\/api/v1/bookings/bookings/:id/'). */
export function operationOf(handler: HttpHandler): string | undefined {
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') return undefined;
  if (!path.startsWith(API_BASE_URL)) return undefined;
  const template = path.slice(API_BASE_URL.length).replace(/:([A-Za-z_]\w*)/g, '{$1}');
  return `${method.toUpperCase()} ${template}`;
}

/** The handlers a profile serves: all of them, or those of SPEC §7's operations. */
export function handlersOf(profile: MockProfile, handlers: readonly HttpHandler[]): HttpHandler[] {
  if (profile === 'full') return [...handlers];
  return handlers.filter((handler) => !EXTENSION_OPERATIONS.has(operationOf(handler) ?? ''));
}

/** The answer to a path no operation of the profile has. */
export function unknownPath(profile: MockProfile): Response {
  if (profile === 'full') return notFound();
  return HttpResponse.json({ detail: MESSAGES_HTTP.notFound }, { status: 404 });
}

/** The answer to a method the path does not have, with the path's methods in `Allow`. */
export function wrongMethod(
  profile: MockProfile,
  method: string,
  allowed: readonly string[],
): Response {
  if (profile === 'full') return methodNotAllowed(method, allowed);
  return HttpResponse.json(
    { detail: MESSAGES_HTTP.methodNotAllowed(method) },
    { status: 405, headers: { Allow: allowed.join(', ') } },
  );
}
