/**
 * The backend conformance kit (docs/backend-conformance.md): checks any server against
 * openapi.yaml from the outside, as a client would, and says per operation whether it is
 * implemented, missing or non-conforming, with one reproducing curl per failure.
 *
 * - Presence: each operation is asked anonymously. A protected operation that exists answers 401
 *   before it looks at anything else (DRF authenticates and checks permissions first); a 404 or
 *   405 means the server has no such operation.
 * - Role matrix: each implemented operation is asked as anonymous, unapproved, member, staff and
 *   admin, and must answer 401, 403 or let the caller through as its Access line says.
 * - Answers: every status must be one the operation documents, with its content type, a body
 *   that matches its schema (DRF's own shapes, a bare success body or `{"detail": …}` and field
 *   errors, are accepted and noted, since the app reads them) and the headers every answer has.
 * - Features: the extension features the sign-in's `X-Pitchside-Features` header lists must
 *   have every operation implemented (the app shows them); an implemented extension whose feature
 *   is not listed is noted (the app will not use it). No header: the app takes the server for
 *   SPEC §7 alone.
 * - Rules (opt-in, they change data): the cancellation cut-off, overlapping bookings refused, the
 *   ledger invariant after a booking and a cancellation, one charge per Idempotency-Key, one staff
 *   adjustment per Idempotency-Key, and a repeated cancellation, join or leave refused with the
 *   code the app takes for the member's success.
 *
 * Nothing changes data without `mutations`: an allowed caller is sent a body the operation must
 * refuse (400) or an id that does not exist (404), except where a read is harmless.
 */
import { openApiDocument, validateResponse } from '@mocks/testing/responseValidator';

export const ROLES = ['anonymous', 'unapproved', 'member', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;
export type Credentials = Partial<Record<SignedInRole, { email: string; password: string }>>;

/** Who may call an operation, as its Access line says. */
export type Access = 'public' | 'user' | 'approved' | 'staff' | 'admin';

export interface ContractOperation {
  method: string;
  path: string;
  key: string;
  operationId: string;
  /** One of SPEC §7's calls; the others are extensions (x-extension). */
  spec: boolean;
  feature: string | undefined;
  access: Access;
  statuses: number[];
  /** Required body fields (a body `{}` must be refused); undefined when it takes no JSON body. */
  requiredFields: string[] | undefined;
  requiredQuery: string[];
}

export type Verdict = 'implemented' | 'missing' | 'non-conforming';

export interface Failure {
  operation: string;
  what: string;
  /** How to see it again; tokens and passwords are placeholders, never the real ones. */
  curl: string;
}

export interface OperationReport {
  operation: ContractOperation;
  verdict: Verdict;
  /** The status each role got ('' where not asked). */
  statuses: Partial<Record<Role, number>>;
  notes: string[];
  failures: Failure[];
}

export interface RuleReport {
  rule: string;
  verdict: 'passed' | 'failed' | 'not checked';
  detail: string;
  failures: Failure[];
}

export interface FeaturesReport {
  /** The features the sign-in's X-Pitchside-Features header lists; undefined without it. */
  listed: string[] | undefined;
  notes: string[];
  failures: Failure[];
}

export interface ConformanceReport {
  operations: OperationReport[];
  features: FeaturesReport;
  rules: RuleReport[];
  /**
   * False when a SPEC §7 operation is missing or non-conforming, a listed feature lacks an
   * operation, or a rule failed.
   */
  ok: boolean;
}

export interface ConformanceOptions {
  /** Where the API lives, e.g. http://127.0.0.1:4010/api/v1 */
  baseUrl: string;
  credentials: Credentials;
  /** Run the rules that create and cancel bookings (on test accounts only). */
  mutations?: boolean;
  /** The server's clock, when pinned (dates and the cut-off are computed from it). */
  now?: Date;
  /** Progress lines, one per operation. */
  log?: (line: string) => void;
}

// ---------------------------------------------------------------------------------------------
// The contract, read once.

type Json = Record<string, unknown>;

function lookup(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, segment) => (node as Json | undefined)?.[segment], openApiDocument);
}
const resolved = <T>(value: T): T => {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  return ref ? resolved(lookup(ref) as T) : value;
};

function accessOf(description: string, security: unknown): Access {
  const line = /\*\*Access:\*\*([^\n]*)/.exec(description)?.[1] ?? '';
  if (Array.isArray(security) && security.length === 0) return 'public';
  if (/admins only/.test(line)) return 'admin';
  if (/staff only/.test(line)) return 'staff';
  if (/approved account/.test(line)) return 'approved';
  return 'user';
}

export function contractOperations(): ContractOperation[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, raw]) => {
        const op = raw as Json & {
          description?: string;
          security?: unknown;
          parameters?: Json[];
          requestBody?: { content?: Record<string, { schema?: Json }> };
          responses: Json;
        };
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const body = schema ? resolved(schema) : undefined;
        const parameters = (op.parameters ?? []).map((p) => resolved(p));
        return {
          method: method.toUpperCase(),
          path,
          key: `${method.toUpperCase()} ${path}`,
          operationId: String(op.operationId ?? ''),
          spec: op['x-extension'] !== true,
          feature: typeof op['x-feature'] === 'string' ? op['x-feature'] : undefined,
          access: accessOf(op.description ?? '', op.security),
          statuses: Object.keys(op.responses).map(Number),
          requiredFields: body ? ((body.required as string[] | undefined) ?? []) : undefined,
          requiredQuery: parameters
            .filter((p) => p.in === 'query' && p.required === true)
            .map((p) => String(p.name)),
        };
      }),
  );
}

/** Who the Access line lets through: the rest get 401 (anonymous) or 403. */
export function allows(access: Access, role: Role): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return role !== 'anonymous';
    case 'approved':
      return role === 'member' || role === 'staff' || role === 'admin';
    case 'staff':
      return role === 'staff' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP.

interface Sent {
  method: string;
  path: string;
  query?: Record<string, string | number> | undefined;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  role: Role;
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** An id no server will have: what an allowed caller is sent where a real one would change data. */
const NO_SUCH_ID = 2147480000;

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

function urlOf(baseUrl: string, sent: Sent): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${sent.path}`);
  for (const [name, value] of Object.entries(sent.query ?? {})) {
    url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** The request as a curl line, its secrets as shell variables ($MEMBER_TOKEN, $CALENDAR_TOKEN). */
function curlOf(baseUrl: string, sent: Sent, secrets: Map<string, string>): string {
  let url = urlOf(baseUrl, sent);
  for (const [secret, name] of secrets) url = url.split(secret).join(`$${name}`);
  const parts = ['curl -sS -i', `-X ${sent.method}`, url.includes('$') ? `"${url}"` : quote(url)];
  if (sent.role !== 'anonymous') {
    parts.push(`-H "Authorization: Token $${sent.role.toUpperCase()}_TOKEN"`);
  }
  for (const [name, value] of Object.entries(sent.headers ?? {})) {
    parts.push(`-H ${quote(`${name}: ${value}`)}`);
  }
  if (sent.body !== undefined) {
    parts.push(`-H 'Content-Type: application/json'`, `-d ${quote(JSON.stringify(sent.body))}`);
  }
  return parts.join(' ');
}

class Client {
  readonly tokens = new Map<Role, string>();
  /** The X-Pitchside-Features header of the first sign-in (null: none). */
  features: string | null = null;
  /** Secret values and the shell variable a curl line names them by. */
  readonly secrets = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async send(sent: Sent): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', ...sent.headers };
    const token = this.tokens.get(sent.role);
    if (token) headers.Authorization = `Token ${token}`;
    if (sent.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(urlOf(this.baseUrl, sent), {
      method: sent.method,
      headers,
      body: sent.body === undefined ? undefined : JSON.stringify(sent.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
    }
    return { status: response.status, headers: response.headers, body, text };
  }

  curl(sent: Sent): string {
    return curlOf(this.baseUrl, sent, this.secrets);
  }

  keepSecret(value: string, name: string): void {
    if (value) this.secrets.set(value, name);
  }
}

/** `data` of an envelope, else the body itself (a DRF server answers bare). */
function dataOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body && 'success' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

/** A list's items, whether a plain list or a page's results. */
function itemsOf(body: unknown): Json[] {
  const data = dataOf(body);
  if (Array.isArray(data)) return data as Json[];
  const results = (data as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as Json[]) : [];
}

const isDrfError = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  !('success' in body) &&
  (typeof (body as { detail?: unknown }).detail === 'string' ||
    Object.values(body).every(
      (value) =>
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((item) => typeof item === 'string')),
    ));

/**
 * Every way an answer departs from the contract: its status, content type, body and the headers
 * every answer carries. DRF's own shapes are accepted with a note.
 */
function checkAnswer(operation: ContractOperation, answer: Answer, notes: Set<string>): string[] {
  const problems: string[] = [];
  for (const [name, value] of [
    ['x-content-type-options', 'nosniff'],
    ['cache-control', 'no-store'],
  ] as const) {
    if (!(answer.headers.get(name) ?? '').toLowerCase().includes(value)) {
      problems.push(`header ${name}: ${value} missing on a ${answer.status}`);
    }
  }
  const observed = {
    method: operation.method,
    path: operation.path,
    status: answer.status,
    headers: answer.headers,
    body: answer.body,
  };
  const found = validateResponse(observed);
  if (found.length === 0) return problems;
  // A status the operation does not document is wrong whatever the body says.
  if (!operation.statuses.includes(answer.status)) return [...problems, ...found];
  if (answer.status >= 400 && isDrfError(answer.body)) {
    notes.add('DRF error bodies');
    return problems;
  }
  if (answer.status < 300 && typeof answer.body === 'object' && answer.body !== null) {
    const bare = validateResponse({ ...observed, body: { success: true, data: answer.body } });
    if (bare.length === 0) {
      notes.add('bare success bodies');
      return problems;
    }
  }
  return [...problems, ...found];
}

// ---------------------------------------------------------------------------------------------
// What the probes need to know of the server: ids to ask about, dates, a calendar token.

interface Known {
  today: string;
  soon: string;
  memberId: number;
  locationId: number;
  courtId: number;
  sessionId: number;
  bookingId: number;
  calendarToken: string;
}

/** YYYY-MM-DD in Lagos, `days` after `now`. */
function lagosDate(now: Date, days = 0): string {
  const at = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(at);
}

/** Minutes since midnight in Lagos. */
function lagosMinutes(now: Date): number {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const idOf = (item: Json | undefined): number => (typeof item?.id === 'number' ? item.id : 0);

async function discover(client: Client, now: Date): Promise<Known> {
  const get = async (path: string, role: Role, query?: Record<string, string | number>) =>
    (await client.send({ method: 'GET', path, role, query })).body;
  const me = dataOf(await get('/auth/me/', 'member')) as Json | null;
  const locations = itemsOf(await get('/locations/locations/', 'member', { page_size: 100 }));
  const locationId = idOf(locations.find((location) => location.is_active !== false));
  const courts = locationId
    ? itemsOf(await get(`/locations/locations/${locationId}/courts/`, 'member'))
    : [];
  const sessions = locationId
    ? itemsOf(await get('/locations/sessions/', 'member', { location_id: locationId }))
    : [];
  const bookings = itemsOf(await get('/bookings/user-bookings/', 'member'));
  const feed = dataOf(await get('/bookings/calendar-feed/', 'member')) as Json | null;
  const feedUrl = typeof feed?.url === 'string' ? feed.url : '';
  const calendarToken = /\/calendar\/([^/]+)\.ics$/.exec(feedUrl)?.[1] ?? '';
  client.keepSecret(calendarToken, 'CALENDAR_TOKEN');
  return {
    today: lagosDate(now),
    soon: lagosDate(now, 2),
    memberId: idOf(me ?? undefined),
    locationId: locationId || NO_SUCH_ID,
    courtId: idOf(courts[0]) || NO_SUCH_ID,
    sessionId: idOf(sessions[0]) || NO_SUCH_ID,
    bookingId: idOf(bookings[0]) || NO_SUCH_ID,
    calendarToken,
  };
}

// ---------------------------------------------------------------------------------------------
// The probe of each operation: what an allowed caller is sent, harmless whoever sends it.

interface Probe {
  sent: Omit<Sent, 'role'>;
  /** What an allowed caller must get: a success, or a refusal that proves it got through. */
  expect: 'success' | 'refusal';
}

/** Reads as well as writes whose body the server must refuse; undefined: only with mutations. */
function probeOf(operation: ContractOperation, known: Known): Probe | undefined {
  const ids: Record<string, number | string> = {
    '/accounts/users/{id}/': known.memberId || NO_SUCH_ID,
    '/locations/locations/{id}/': known.locationId,
    '/locations/locations/{id}/courts/': known.locationId,
    '/locations/locations/{id}/sessions/': known.locationId,
    '/bookings/daily-schedule/{id}/': known.locationId,
    '/locations/sessions/{id}/': known.sessionId,
    '/bookings/bookings/{id}/': known.bookingId,
    '/bookings/bookings/{id}/calendar/': known.bookingId,
  };
  const queries: Record<string, Record<string, string | number>> = {
    '/locations/session-availability/': { location_id: known.locationId, date: known.soon },
    '/locations/closures/': { location_id: known.locationId, date: known.soon },
    '/locations/closures/overlaps/': {
      court_id: known.courtId,
      date: known.soon,
      start_time: '10:00',
      end_time: '11:00',
    },
    '/bookings/available-slots/': { location_id: known.locationId, date: known.soon },
    '/bookings/daily-schedule/{id}/': { date: known.soon },
  };
  const query = queries[operation.path];
  if (operation.path === '/calendar/{token}.ics') {
    if (!known.calendarToken) return undefined;
    return {
      sent: { method: 'GET', path: `/calendar/${known.calendarToken}.ics` },
      expect: 'success',
    };
  }
  if (operation.method === 'GET') {
    const id = ids[operation.path] ?? NO_SUCH_ID;
    return {
      sent: { method: 'GET', path: operation.path.replace('{id}', String(id)), query },
      expect: 'success',
    };
  }
  // Reads sent as POST: asked with a body they accept, so their success is checked too.
  if (operation.key === 'POST /locations/nearby/') {
    const body = { latitude: 6.4281, longitude: 3.4219, radius: 10 };
    return { sent: { method: 'POST', path: operation.path, body }, expect: 'success' };
  }
  if (operation.key === 'POST /bookings/check-availability/') {
    const body = {
      location_id: known.locationId,
      court_id: known.courtId,
      date: known.soon,
      start_time: '10:00',
      end_time: '11:00',
    };
    return { sent: { method: 'POST', path: operation.path, body }, expect: 'success' };
  }
  // Logging out would end the caller's token (DRF keeps one per user): its success is not asked.
  if (operation.key === 'POST /auth/logout/') return undefined;
  const path = operation.path.replace('{id}', String(NO_SUCH_ID));
  if (operation.requiredFields && operation.requiredFields.length > 0) {
    // A body without its required fields: refused (400), or the id first (404).
    return { sent: { method: operation.method, path, body: {} }, expect: 'refusal' };
  }
  if (operation.path.includes('{id}')) {
    const body = operation.requiredFields ? {} : undefined;
    return { sent: { method: operation.method, path, body }, expect: 'refusal' };
  }
  // An empty change (a PATCH of nothing) changes nothing.
  if (operation.method === 'PATCH') {
    return { sent: { method: 'PATCH', path, body: {} }, expect: 'success' };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The run.

async function signIn(client: Client, credentials: Credentials): Promise<string[]> {
  const problems: string[] = [];
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    const account = credentials[role];
    if (!account) {
      problems.push(`no credentials for ${role}`);
      continue;
    }
    const answer = await client.send({
      method: 'POST',
      path: '/auth/login/',
      role: 'anonymous',
      body: { email: account.email, password: account.password },
    });
    const token = (dataOf(answer.body) as { token?: unknown } | null)?.token;
    if (answer.status !== 200 || typeof token !== 'string') {
      problems.push(`${role} (${account.email}) could not sign in: ${answer.status}`);
      continue;
    }
    if (client.tokens.size === 0) client.features = answer.headers.get('x-pitchside-features');
    client.tokens.set(role, token);
    client.keepSecret(token, `${role.toUpperCase()}_TOKEN`);
  }
  return problems;
}

async function checkOperation(
  client: Client,
  operation: ContractOperation,
  known: Known,
): Promise<OperationReport> {
  const report: OperationReport = {
    operation,
    verdict: 'implemented',
    statuses: {},
    notes: [],
    failures: [],
  };
  const notes = new Set<string>();
  const fail = (sent: Sent, what: string) =>
    report.failures.push({ operation: operation.key, what, curl: client.curl(sent) });

  const probe = probeOf(operation, known);
  const presencePath = probe?.sent.path ?? operation.path.replace('{id}', String(NO_SUCH_ID));
  // Presence, anonymously: a protected operation that exists answers 401 before anything else.
  const anonymous: Sent = {
    method: operation.method,
    path: presencePath,
    ...(probe ? { query: probe.sent.query, body: probe.sent.body } : {}),
    ...(!probe && operation.requiredFields ? { body: {} } : {}),
    role: 'anonymous',
  };
  const first = await client.send(anonymous);
  report.statuses.anonymous = first.status;
  if (first.status === 404 || first.status === 405) {
    report.verdict = 'missing';
    return report;
  }
  for (const role of ROLES) {
    const allowed = allows(operation.access, role);
    if (role !== 'anonymous' && !client.tokens.has(role)) continue;
    // Public operations answer everyone alike: asked anonymously only.
    if (operation.access === 'public' && role !== 'anonymous') continue;
    if (allowed && !probe) {
      if (role === 'anonymous') report.statuses.anonymous = first.status;
      notes.add('changes data: its success is not asked');
      continue;
    }
    const sent: Sent =
      role === 'anonymous'
        ? anonymous
        : { ...(probe?.sent ?? { method: operation.method, path: presencePath }), role };
    const answer = role === 'anonymous' ? first : await client.send(sent);
    report.statuses[role] = answer.status;
    for (const problem of checkAnswer(operation, answer, notes)) fail(sent, problem);
    if (!allowed) {
      const wanted = role === 'anonymous' ? 401 : 403;
      if (answer.status !== wanted) fail(sent, `${role}: expected ${wanted}, got ${answer.status}`);
      continue;
    }
    if (answer.status === 401 || answer.status === 403) {
      fail(sent, `${role} may call it (Access: ${operation.access}), got ${answer.status}`);
    } else if (probe?.expect === 'success' && (answer.status < 200 || answer.status >= 300)) {
      fail(sent, `${role}: expected a success, got ${answer.status}`);
    } else if (probe?.expect === 'refusal' && answer.status >= 500) {
      fail(sent, `${role}: a body or id it must refuse got ${answer.status}`);
    }
  }
  report.notes = [...notes];
  if (report.failures.length > 0) report.verdict = 'non-conforming';
  return report;
}

// ---------------------------------------------------------------------------------------------
// The rules that change data (opt-in).

interface Slot {
  courtId: number;
  start: string;
  end: string;
  cost: number;
}

async function freeSlots(client: Client, locationId: number, date: string): Promise<Slot[]> {
  const answer = await client.send({
    method: 'GET',
    path: '/bookings/available-slots/',
    query: { location_id: locationId, date, duration_hours: 1 },
    role: 'member',
  });
  const slots = (dataOf(answer.body) as { slots?: unknown } | null)?.slots;
  if (!Array.isArray(slots)) return [];
  return (slots as Json[]).map((slot) => ({
    courtId: idOf(slot.court as Json),
    start: String(slot.start_time),
    end: String(slot.end_time),
    cost: Number(slot.coin_cost),
  }));
}

interface WalletFigures {
  available_balance: number;
  total_balance: number;
  reserved_balance: number;
  total_earned: number;
  total_spent: number;
}

async function wallet(client: Client): Promise<WalletFigures | undefined> {
  const answer = await client.send({
    method: 'GET',
    path: '/subscriptions/wallet/',
    role: 'member',
  });
  const data = dataOf(answer.body) as WalletFigures | null;
  return answer.status === 200 && data ? data : undefined;
}

const invariantHolds = (w: WalletFigures) =>
  w.total_earned - w.total_spent === w.total_balance &&
  w.available_balance + w.reserved_balance === w.total_balance;

async function runRules(client: Client, known: Known, now: Date): Promise<RuleReport[]> {
  const rules: RuleReport[] = [];
  const rule = (name: string): RuleReport => {
    const report: RuleReport = { rule: name, verdict: 'passed', detail: '', failures: [] };
    rules.push(report);
    return report;
  };
  const failed = (report: RuleReport, sent: Sent | undefined, what: string) => {
    report.verdict = 'failed';
    report.detail = what;
    report.failures.push({
      operation: sent ? `${sent.method} ${sent.path}` : report.rule,
      what: `${report.rule}: ${what}`,
      curl: sent ? client.curl(sent) : '',
    });
  };
  const book = (slot: Slot, date: string, key: string): Sent => ({
    method: 'POST',
    path: '/bookings/bookings/',
    role: 'member',
    headers: { 'Idempotency-Key': key },
    body: {
      location_id: known.locationId,
      court_id: slot.courtId,
      date,
      start_time: slot.start,
      end_time: slot.end,
    },
  });
  const run = `${Date.now().toString(36)}`;

  const ledger = rule('ledger invariant after a booking and its cancellation');
  const idempotency = rule('one charge per Idempotency-Key');
  const overlap = rule('an overlapping booking of the same member refused');
  const cutoff = rule('no cancellation within the cut-off before the start');
  const repeated = rule('a repeated cancel, join or leave refused with its code');
  /** A repeat of an action that took effect: 400 with `code` (the app takes it for success). */
  const refusedAsDone = async (sent: Sent, code: string) => {
    const answer = await client.send(sent);
    const got = (answer.body as { code?: unknown } | null)?.code;
    if (answer.status !== 400 || got !== code) {
      failed(repeated, sent, `a repeat: expected 400 ${code}, got ${answer.status} ${String(got)}`);
    }
  };

  const date = lagosDate(now, 3);
  const slots = await freeSlots(client, known.locationId, date);
  const [slot] = slots;
  const before = await wallet(client);
  if (!slot || !before) {
    for (const report of [ledger, idempotency, overlap]) {
      report.verdict = 'not checked';
      report.detail = 'no free slot or no wallet for the member';
    }
  } else {
    if (!invariantHolds(before))
      failed(ledger, undefined, `before booking: ${JSON.stringify(before)}`);
    const sent = book(slot, date, `conformance-${run}-1`);
    const created = await client.send(sent);
    const booking = dataOf(created.body) as Json | null;
    const bookingId = idOf(booking ?? undefined);
    if (created.status !== 201 || !bookingId) {
      failed(idempotency, sent, `booking: expected 201, got ${created.status}`);
      failed(ledger, sent, `booking: expected 201, got ${created.status}`);
      overlap.verdict = 'not checked';
    } else {
      const cost = Number(booking?.coin_cost ?? slot.cost);
      const replay = await client.send(sent);
      const again = idOf((dataOf(replay.body) as Json | null) ?? undefined);
      if (again !== bookingId)
        failed(idempotency, sent, `replay answered booking ${again}, not ${bookingId}`);
      const after = await wallet(client);
      if (!after || after.available_balance !== before.available_balance - cost) {
        failed(
          idempotency,
          sent,
          `available ${before.available_balance} → ${after?.available_balance}, one charge is ${cost}`,
        );
      }
      if (after && !invariantHolds(after))
        failed(ledger, sent, `after booking: ${JSON.stringify(after)}`);

      const other = slots.find(
        (candidate) =>
          candidate.courtId !== slot.courtId &&
          toMinutes(candidate.start) < toMinutes(slot.end) &&
          toMinutes(slot.start) < toMinutes(candidate.end),
      );
      if (!other) {
        overlap.verdict = 'not checked';
        overlap.detail = 'no other court free at the same time';
      } else {
        const clash = book(other, date, `conformance-${run}-2`);
        const refused = await client.send(clash);
        const code = (refused.body as { code?: unknown } | null)?.code;
        if (refused.status !== 409 || (code !== undefined && code !== 'booking_overlap')) {
          failed(
            overlap,
            clash,
            `expected 409 booking_overlap, got ${refused.status} ${String(code)}`,
          );
        }
      }

      const cancel: Sent = {
        method: 'POST',
        path: `/bookings/bookings/${bookingId}/cancel/`,
        role: 'member',
        body: { reason: 'Conformance check' },
      };
      const cancelled = await client.send(cancel);
      if (cancelled.status !== 200)
        failed(ledger, cancel, `cancel: expected 200, got ${cancelled.status}`);
      else await refusedAsDone(cancel, 'invalid_state');
      const end = await wallet(client);
      if (!end || !invariantHolds(end) || end.available_balance !== before.available_balance) {
        failed(ledger, cancel, `after cancelling: ${JSON.stringify(end)}`);
      }
    }
  }

  // A booking that starts within the cut-off can be made but not cancelled.
  const today = lagosDate(now);
  const minutes = lagosMinutes(now);
  const soon = (await freeSlots(client, known.locationId, today)).find(
    (candidate) =>
      toMinutes(candidate.start) > minutes && toMinutes(candidate.start) - minutes < 120,
  );
  if (!soon) {
    cutoff.verdict = 'not checked';
    cutoff.detail = 'no free slot starting within 2 hours';
  } else {
    const sent = book(soon, today, `conformance-${run}-3`);
    const created = await client.send(sent);
    const bookingId = idOf((dataOf(created.body) as Json | null) ?? undefined);
    if (created.status !== 201 || !bookingId) {
      cutoff.verdict = 'not checked';
      cutoff.detail = `a booking starting soon was refused (${created.status})`;
    } else {
      const cancel: Sent = {
        method: 'POST',
        path: `/bookings/bookings/${bookingId}/cancel/`,
        role: 'member',
        body: { reason: 'Conformance check' },
      };
      const refused = await client.send(cancel);
      const code = (refused.body as { code?: unknown } | null)?.code;
      if (refused.status !== 400 || (code !== undefined && code !== 'cancellation_window_closed')) {
        failed(cutoff, cancel, `expected 400 cancellation_window_closed, got ${refused.status}`);
      }
    }
  }

  // A game session joined twice, then left twice: each repeat is refused with its code.
  const sessions = itemsOf(
    (
      await client.send({
        method: 'GET',
        path: '/locations/sessions/',
        role: 'member',
        query: { location_id: known.locationId },
      })
    ).body,
  );
  const purse = await wallet(client);
  const open = sessions.find(
    (session) =>
      session.status === 'available' &&
      Number(session.current_players) < Number(session.max_players) &&
      String(session.session_date) >= lagosDate(now, 2) &&
      Number(session.coin_cost) <= (purse?.available_balance ?? 0),
  );
  if (!open) {
    if (repeated.verdict === 'passed') repeated.detail = 'joins not checked: no open session';
  } else {
    const join: Sent = {
      method: 'POST',
      path: `/bookings/sessions/${idOf(open)}/join/`,
      role: 'member',
    };
    const joined = await client.send(join);
    if (joined.status !== 201) {
      if (repeated.verdict === 'passed') {
        repeated.detail = `joins not checked: a join was refused (${joined.status})`;
      }
    } else {
      await refusedAsDone(join, 'already_joined');
      const leave: Sent = { ...join, path: `/bookings/sessions/${idOf(open)}/leave/` };
      const left = await client.send(leave);
      if (left.status !== 200) failed(repeated, leave, `leave: expected 200, got ${left.status}`);
      else await refusedAsDone(leave, 'not_joined');
    }
  }

  // A staff adjustment sent twice with one key moves the member's coins once; a debit with a key
  // of its own then takes back what was added.
  const adjustment = rule('one coin adjustment per Idempotency-Key');
  const adjust = (type: 'bonus' | 'debit', amount: number, key: string): Sent => ({
    method: 'POST',
    path: '/subscriptions/admin/add-coins/',
    role: 'staff',
    headers: { 'Idempotency-Key': key },
    body: {
      user_id: known.memberId,
      amount,
      transaction_type: type,
      reason: 'Conformance check',
    },
  });
  const start = await wallet(client);
  if (!start || !known.memberId || !client.tokens.has('staff')) {
    adjustment.verdict = 'not checked';
    adjustment.detail = 'no wallet for the member, or no staff account';
  } else {
    const bonus = adjust('bonus', 1, `conformance-${run}-4`);
    const answers = [await client.send(bonus), await client.send(bonus)];
    const after = await wallet(client);
    if (answers.some((answer) => answer.status !== 200)) {
      failed(
        adjustment,
        bonus,
        `expected 200 twice, got ${answers.map((a) => a.status).join(', ')}`,
      );
    } else if (after?.available_balance !== start.available_balance + 1) {
      failed(
        adjustment,
        bonus,
        `available ${start.available_balance} → ${after?.available_balance}, one bonus is 1`,
      );
    }
    const added = (after?.available_balance ?? start.available_balance) - start.available_balance;
    if (added > 0) await client.send(adjust('debit', added, `conformance-${run}-5`));
  }
  return rules;
}

/** What the server says it offers, against what it implements. */
function checkFeatures(client: Client, operations: OperationReport[]): FeaturesReport {
  const listed =
    client.features === null
      ? undefined
      : client.features
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '');
  const report: FeaturesReport = { listed, notes: [], failures: [] };
  const known = new Set(operations.map((r) => r.operation.feature).filter((f) => f !== undefined));
  for (const name of listed ?? []) {
    if (!known.has(name)) report.notes.push(`lists ${name}, which the contract does not name`);
  }
  for (const row of operations) {
    const { feature, key, method, path } = row.operation;
    if (feature === undefined) continue;
    const isListed = listed?.includes(feature) === true;
    if (isListed && row.verdict === 'missing') {
      report.failures.push({
        operation: key,
        what: `the server lists ${feature} but lacks this operation: the app would show an error`,
        curl: client.curl({
          method,
          path: path.replace(/\{\w+\}/g, String(NO_SUCH_ID)),
          role: 'anonymous',
        }),
      });
    } else if (!isListed && row.verdict !== 'missing') {
      const note = `implements ${feature} but does not list it: the app will not use it`;
      if (!report.notes.includes(note)) report.notes.push(note);
    }
  }
  return report;
}

/** Checks the server at `baseUrl` against openapi.yaml. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const client = new Client(options.baseUrl);
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const problems = await signIn(client, options.credentials);
  for (const problem of problems) log(`! ${problem}`);
  const known = await discover(client, now);
  const operations: OperationReport[] = [];
  const rules = options.mutations ? await runRules(client, known, now) : [];
  for (const operation of contractOperations()) {
    const report = await checkOperation(client, operation, known);
    operations.push(report);
    log(`${report.verdict.padEnd(14)} ${operation.key}`);
  }
  const features = checkFeatures(client, operations);
  const ok =
    problems.length === 0 &&
    features.failures.length === 0 &&
    operations.every((report) => !report.operation.spec || report.verdict === 'implemented') &&
    rules.every((report) => report.verdict !== 'failed');
  return { operations, features, rules, ok };
}
