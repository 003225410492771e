// Checks openapi.yaml against the product specification (SPEC §7 calls, §3 enums) and the
// design decisions (decisions §15 envelope, §12 extensions, §14 idempotency), and proves that
// every example in it validates against its schema.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  schema?: Json;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, Response>;
  'x-extension'?: boolean;
  'x-feature'?: string;
}

const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  openapi: string;
  security?: unknown[];
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, Json & { enum?: string[] }>;
    responses: Record<string, Response>;
    parameters: Record<string, Parameter>;
    securitySchemes: Record<string, Json>;
  };
};

// SPEC §7, written out literally: the operations every server implements.
const SPEC_CALLS: [string, string][] = [
  // Authentication and accounts
  ['POST', '/auth/register/'],
  ['POST', '/auth/login/'],
  ['POST', '/auth/logout/'],
  ['GET', '/auth/me/'],
  ['PATCH', '/auth/me/'],
  ['POST', '/auth/password/change/'],
  ['GET', '/auth/approval/pending/'],
  ['POST', '/auth/approval/{id}/approve/'],
  ['POST', '/auth/approval/{id}/reject/'],
  ['POST', '/auth/users/{id}/suspend/'],
  ['POST', '/auth/users/{id}/reactivate/'],
  ['GET', '/accounts/users/'],
  ['GET', '/accounts/pending-approvals/'],
  ['POST', '/accounts/approve-user/'],
  ['POST', '/accounts/reject-user/'],
  // Locations and sessions
  ['GET', '/locations/locations/'],
  ['GET', '/locations/locations/{id}/'],
  ['GET', '/locations/locations/{id}/courts/'],
  ['GET', '/locations/locations/{id}/sessions/'],
  ['GET', '/locations/sessions/'],
  ['GET', '/locations/sessions/search/'],
  ['GET', '/locations/available-sessions/'],
  ['GET', '/locations/session-availability/'],
  ['GET', '/locations/search/'],
  ['POST', '/locations/nearby/'],
  ['POST', '/locations/sessions/'],
  ['PATCH', '/locations/sessions/{id}/'],
  ['DELETE', '/locations/sessions/{id}/'],
  // Bookings
  ['GET', '/bookings/user-bookings/'],
  ['GET', '/bookings/bookings/'],
  ['POST', '/bookings/bookings/'],
  ['GET', '/bookings/bookings/{id}/'],
  ['POST', '/bookings/bookings/{id}/cancel/'],
  ['POST', '/bookings/bookings/{id}/reschedule/'],
  ['POST', '/bookings/sessions/{id}/join/'],
  ['POST', '/bookings/sessions/{id}/leave/'],
  ['GET', '/bookings/available-slots/'],
  ['POST', '/bookings/check-availability/'],
  ['GET', '/bookings/history/'],
  ['GET', '/bookings/stats/'],
  ['GET', '/bookings/daily-schedule/{id}/'],
  // Subscriptions and wallet
  ['GET', '/subscriptions/packages/'],
  ['GET', '/subscriptions/wallet/'],
  ['POST', '/subscriptions/purchase/'],
  ['POST', '/subscriptions/payment/verify/'],
  ['POST', '/subscriptions/admin/add-coins/'],
  // Administration
  ['GET', '/admin/dashboard/stats/'],
  ['GET', '/admin/revenue/stats/'],
  ['GET', '/admin/locations/stats/'],
  ['GET', '/admin/subscriptions/stats/'],
  ['GET', '/admin/system/health/'],
  ['GET', '/admin/export/bookings/'],
  ['GET', '/admin/export/users/'],
];

// The extensions: every other operation, with the feature it belongs to (`x-feature`).
const EXTENSIONS: [string, string, string][] = [
  ['POST', '/support/contact/', 'contact'],
  ['POST', '/auth/password/reset/', 'password_reset'],
  ['POST', '/auth/password/reset/confirm/', 'password_reset'],
  ['GET', '/accounts/users/{id}/', 'member_pages'],
  ['POST', '/bookings/bookings/{id}/no-show/', 'no_show'],
  ['GET', '/admin/audit/', 'audit_log'],
  ['GET', '/admin/export/audit/', 'audit_log'],
  ['POST', '/bookings/bookings/{id}/reschedule-quote/', 'reschedule_quote'],
  ['GET', '/subscriptions/transactions/', 'wallet_history'],
  ['GET', '/notifications/', 'notifications'],
  ['GET', '/notifications/unread-count/', 'notifications'],
  ['POST', '/notifications/{id}/read/', 'notifications'],
  ['POST', '/notifications/read-all/', 'notifications'],
  ['GET', '/accounts/notification-preferences/', 'notification_preferences'],
  ['PATCH', '/accounts/notification-preferences/', 'notification_preferences'],
  ['GET', '/locations/sessions/{id}/', 'session_links'],
  ['GET', '/bookings/bookings/{id}/calendar/', 'calendar'],
  ['GET', '/bookings/calendar-feed/', 'calendar'],
  ['POST', '/bookings/calendar-feed/reset/', 'calendar'],
  ['GET', '/calendar/{token}.ics', 'calendar'],
  ['POST', '/bookings/sessions/{id}/waitlist/', 'waitlist'],
  ['DELETE', '/bookings/sessions/{id}/waitlist/', 'waitlist'],
  ['GET', '/bookings/waitlist/', 'waitlist'],
  ['GET', '/locations/closures/', 'closures'],
  ['POST', '/locations/closures/', 'closures'],
  ['GET', '/locations/closures/overlaps/', 'closures'],
  ['DELETE', '/locations/closures/{id}/', 'closures'],
];
const PUBLIC_CALLS: [string, string][] = [
  ['POST', '/auth/register/'],
  ['POST', '/auth/login/'],
  ['POST', '/auth/password/reset/'],
  ['POST', '/auth/password/reset/confirm/'],
  ['POST', '/support/contact/'],
  ['GET', '/calendar/{token}.ics'],
];

const ENUMS: Record<string, string[]> = {
  AccountStatus: ['ACTIVE', 'PENDING', 'SUSPENDED', 'REJECTED'],
  UserType: ['USER', 'STAFF', 'ADMIN'],
  BookingStatus: ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'],
  PaymentStatus: ['PAID', 'PENDING', 'REFUNDED'],
  SessionStatus: ['available', 'booked', 'cancelled', 'completed', 'maintenance'],
  CourtType: ['football', 'futsal', 'basketball', 'tennis', 'volleyball', 'badminton'],
  SurfaceType: ['grass', 'artificial_grass', 'concrete', 'rubber', 'wooden'],
  PackageType: ['bronze', 'silver', 'gold', 'platinum'],
  TransactionType: [
    'purchase',
    'booking',
    'refund',
    'bonus',
    'expiry',
    'admin_credit',
    'admin_debit',
  ],
  ContactCategory: ['general', 'support', 'business', 'feedback', 'bug', 'help'],
  CoinAdjustmentType: ['credit', 'debit', 'bonus', 'refund'],
  RevenuePeriod: ['today', 'week', 'month', 'quarter', 'year'],
  NotificationKind: [
    'booking_confirmed',
    'booking_cancelled',
    'booking_rescheduled',
    'waitlist_promoted',
    'waitlist_skipped',
    'coins_credited',
    'coins_debited',
    'coins_expiring',
    'account_approved',
    'account_rejected',
  ],
};

// Component schemas that app, ui and mocks import by name.
const NAMED_SCHEMAS = [
  ...Object.keys(ENUMS),
  'User',
  'Location',
  'Court',
  'GameSession',
  'Booking',
  'Package',
  'Wallet',
  'Transaction',
  'AdminStats',
  'ErrorEnvelope',
  'UserEnvelope',
  'BookingListPageEnvelope',
  'RegisterRequest',
  'LoginRequest',
  'LoginResult',
  'ProfileUpdateRequest',
  'PasswordChangeRequest',
  'PasswordResetRequest',
  'ContactRequest',
  'BookingCreateRequest',
  'CancelRequest',
  'RescheduleRequest',
  'CheckAvailabilityRequest',
  'NearbyRequest',
  'PurchaseRequest',
  'PurchaseResult',
  'VerifyPaymentRequest',
  'AddCoinsRequest',
  'ApprovalActionRequest',
  'AccountsApproveRequest',
  'SuspendRequest',
  'SessionCreateRequest',
  'SessionUpdateRequest',
];

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];
const TAGS = [
  'auth',
  'accounts',
  'locations',
  'bookings',
  'subscriptions',
  'admin',
  'support',
  'notifications',
];

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Operation })),
);
const key = (method: string, path: string) => `${method} ${path}`;
const operationAt = (method: string, path: string) =>
  doc.paths[path]?.[method.toLowerCase()] as Operation | undefined;
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}
const mustOperation = (method: string, path: string) =>
  must(operationAt(method, path), key(method, path));

const escapePointer = (segment: string) =>
  encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const pointer = (segments: string[]) => `#/${segments.map(escapePointer).join('/')}`;

function resolveRef<T>(value: T & { $ref?: string }): { value: T; at: string[] } | undefined {
  if (!value.$ref) return undefined;
  const at = value.$ref.replace(/^#\//, '').split('/');
  return {
    value: at.reduce((node: Json, segment) => node[segment] as Json, doc as unknown as Json) as T,
    at,
  };
}

function parameters(op: Operation): Parameter[] {
  return (op.parameters ?? []).map((p) => resolveRef(p)?.value ?? p);
}

// Ajv sees the whole document as one schema, so `#/components/...` refs inside it resolve.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, 'openapi');
function validateAt(schemaPointer: string, value: unknown): string[] {
  const validate =
    ajv.getSchema(`openapi${schemaPointer}`) ?? ajv.compile({ $ref: `openapi${schemaPointer}` });
  return validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

interface MediaCheck {
  where: string;
  schemaPointer: string | undefined;
  example: unknown;
  hasExample: boolean;
}
function mediaChecks(
  where: string,
  content: Record<string, MediaType> | undefined,
  at: string[],
): MediaCheck[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, media]): MediaCheck[] => {
    const schemaPointer = media.schema ? pointer([...at, mediaType, 'schema']) : undefined;
    const examples =
      media.example !== undefined
        ? [{ name: '', value: media.example }]
        : Object.entries(media.examples ?? {}).map(([name, e]) => ({
            name: `#${name}`,
            value: e.value,
          }));
    if (!examples.length)
      return [
        { where: `${where} ${mediaType}`, schemaPointer, example: undefined, hasExample: false },
      ];
    return examples.map((e) => ({
      where: `${where} ${mediaType}${e.name}`,
      schemaPointer,
      example: e.value,
      hasExample: true,
    }));
  });
}

describe('openapi.yaml: document', () => {
  it('is OpenAPI 3.1 served under /api/v1 with Token authentication required by default', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    expect(doc.components.securitySchemes.Token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    expect(doc.security).toEqual([{ Token: [] }]);
  });

  it.each(NAMED_SCHEMAS)('defines the component schema %s', (name) => {
    expect(doc.components.schemas[name]).toBeDefined();
  });

  it.each(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict'])(
    'defines the shared response %s',
    (name) => {
      expect(doc.components.responses[name]?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ErrorEnvelope',
      });
    },
  );
});

describe('openapi.yaml: the operations of SPEC §7 and the extensions', () => {
  const listed = [...SPEC_CALLS, ...EXTENSIONS].map(([m, p]) => key(m, p));

  it.each(SPEC_CALLS)('%s %s exists', (method, path) => {
    expect(operationAt(method, path)).toBeDefined();
  });

  it('has exactly these operations, each listed once, and no others', () => {
    expect(new Set(listed).size).toBe(listed.length);
    expect(operations.map((o) => key(o.method, o.path)).sort()).toEqual(listed.sort());
  });

  it('gives every operation a unique camelCase operationId, one known tag, a summary and a description', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { method, path, op } of operations) {
      const where = key(method, path);
      expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.tags, where).toHaveLength(1);
      expect(TAGS, where).toContain(op.tags?.[0]);
      expect(op.summary, where).toBeTruthy();
      expect(op.description, where).toBeTruthy();
    }
  });

  it.each(EXTENSIONS)(
    '%s %s is marked x-extension: true, of feature %s',
    (method, path, feature) => {
      const op = operationAt(method, path);
      expect(op?.['x-extension']).toBe(true);
      expect(op?.['x-feature']).toBe(feature);
    },
  );

  it('marks no SPEC §7 operation as an extension', () => {
    const marked = operations.filter((o) => o.op['x-extension']).map((o) => key(o.method, o.path));
    expect(marked.sort()).toEqual(EXTENSIONS.map(([m, p]) => key(m, p)).sort());
  });

  it('names in x-feature only features of the Feature enum, and every one of them', () => {
    const named = new Set(operations.map((o) => o.op['x-feature']).filter(Boolean));
    expect([...named].sort()).toEqual([...(doc.components.schemas.Feature?.enum ?? [])].sort());
  });

  it('lets exactly the public calls through without a token', () => {
    const open = operations.filter(
      (o) => Array.isArray(o.op.security) && o.op.security.length === 0,
    );
    expect(open.map((o) => key(o.method, o.path)).sort()).toEqual(
      PUBLIC_CALLS.map(([m, p]) => key(m, p)).sort(),
    );
  });

  it.each([
    ['POST', '/subscriptions/purchase/'],
    ['POST', '/bookings/bookings/'],
    ['POST', '/bookings/bookings/{id}/reschedule/'],
  ])(
    '%s %s accepts an optional Idempotency-Key header and refuses a reused key with 409',
    (method, path) => {
      const op = mustOperation(method, path);
      const header = parameters(op).find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect(header).toMatchObject({ required: false, schema: { type: 'string', maxLength: 255 } });
      const conflict = must(op.responses['409'], `${key(method, path)} 409`);
      const resolved = resolveRef(conflict)?.value ?? conflict;
      expect(JSON.stringify(resolved)).toContain('idempotency_key_reused');
    },
  );

  it('lists paginated calls with page and page_size, and answers created resources with 201', () => {
    const paginated: [string, string][] = [
      ['GET', '/accounts/users/'],
      ['GET', '/accounts/pending-approvals/'],
      ['GET', '/locations/locations/'],
      ['GET', '/locations/sessions/'],
      ['GET', '/bookings/bookings/'],
      ['GET', '/bookings/history/'],
    ];
    for (const [method, path] of paginated) {
      const names = parameters(mustOperation(method, path)).map((p) => p.name);
      expect(names, key(method, path)).toEqual(expect.arrayContaining(['page', 'page_size']));
    }
    const creating: [string, string][] = [
      ['POST', '/auth/register/'],
      ['POST', '/bookings/bookings/'],
      ['POST', '/locations/sessions/'],
      ['POST', '/support/contact/'],
    ];
    for (const [method, path] of creating) {
      expect(Object.keys(mustOperation(method, path).responses), key(method, path)).toContain(
        '201',
      );
    }
  });

  it('answers the CSV exports as text/csv with a Content-Disposition header', () => {
    for (const path of ['/admin/export/bookings/', '/admin/export/users/']) {
      const ok = must(mustOperation('GET', path).responses['200'], `GET ${path} 200`);
      expect(Object.keys(ok.content ?? {}), path).toEqual(['text/csv']);
      expect(Object.keys((ok as { headers?: Json }).headers ?? {}), path).toContain(
        'Content-Disposition',
      );
    }
  });
});

describe('openapi.yaml: examples', () => {
  it('validates a known-bad value, so the checks below can fail', () => {
    const userPointer = pointer(['components', 'schemas', 'User']);
    expect(validateAt(userPointer, { id: 'x' })).not.toEqual([]);
    const bookingPointer = pointer(['components', 'schemas', 'BookingStatus']);
    expect(validateAt(bookingPointer, 'BOOKED')).not.toEqual([]);
  });

  it.each(operations.map((o) => [key(o.method, o.path), o] as const))(
    '%s: every response has an example, and every example validates',
    (_, { method, path, op }) => {
      const problems: string[] = [];
      const checks: MediaCheck[] = [];
      for (const [status, response] of Object.entries(op.responses)) {
        const resolved = resolveRef(response);
        const at = resolved
          ? [...resolved.at, 'content']
          : ['paths', path, method.toLowerCase(), 'responses', status, 'content'];
        const body = resolved?.value ?? response;
        if (!body.content || !Object.keys(body.content).length)
          problems.push(`${status}: no content`);
        checks.push(...mediaChecks(`response ${status}`, body.content, at));
      }
      const requestAt = ['paths', path, method.toLowerCase(), 'requestBody', 'content'];
      checks.push(
        ...mediaChecks('request', op.requestBody?.content, requestAt).filter((c) => c.hasExample),
      );

      for (const check of checks) {
        if (!check.hasExample) problems.push(`${check.where}: no example`);
        else if (!check.schemaPointer) problems.push(`${check.where}: no schema`);
        else
          problems.push(
            ...validateAt(check.schemaPointer, check.example).map((e) => `${check.where}: ${e}`),
          );
      }
      expect(problems).toEqual([]);
      expect(checks.length).toBeGreaterThan(0);
    },
  );

  it('every shared response has an example that validates', () => {
    const problems = Object.entries(doc.components.responses).flatMap(([name, response]) =>
      mediaChecks(name, response.content, ['components', 'responses', name, 'content']).flatMap(
        (c) =>
          !c.hasExample
            ? [`${c.where}: no example`]
            : validateAt(c.schemaPointer!, c.example).map((e) => `${c.where}: ${e}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('openapi.yaml: enums of SPEC §3', () => {
  it.each(Object.entries(ENUMS))('%s has exactly the specified values', (name, values) => {
    expect(doc.components.schemas[name]).toMatchObject({ type: 'string' });
    expect(doc.components.schemas[name]?.enum).toEqual(values);
  });
});
