// The contract fuzzer: for every operation of openapi.yaml, requests generated from its schemas,
// valid and invalid, as anonymous, member, staff and admin, sent over a real socket to the HTTP
// runtime (startMockServer). Every answer must be documented and conform; an invalid request
// must get a 4xx error envelope; a valid one must never be refused for its shape (the server may
// not check more than the contract states); nothing answers 5xx; the ledger balances.
//
// Reproducible: a fixed seed by default. FUZZ_SEED=<n> for another, FUZZ_RUNS=<n> for more runs
// per operation and kind (default 20). It prints its calls per operation.
import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../mocks/http';
import { MAX_LENGTH, MESSAGES } from '@domain';
import { createToken, findUserByEmail } from '../../mocks/auth';
import { db } from '../../mocks/db';
import { restoreDatabase, snapshotDatabase, type DatabaseSnapshot } from '../../mocks/snapshot';
import { DEMO_ACCOUNTS } from '../../mocks/demoAccounts';
import { ledgerInvariant } from '../../mocks/ledgerInvariant';
import { startMockServer, type MockServer } from '../../mocks/server';
import { TEST_NOW } from '../../mocks/testing/setupMockApi';
import { contractOperations, type Operation, type Parameter } from '../contract/operations';
import { mediaType, openApiDocument, validateResponse } from '@mocks/testing/responseValidator';
import { invalidValue, validObject, validValue } from './arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20260115);

const ROLES = ['anonymous', 'member', 'staff', 'admin'] as const;
type Role = (typeof ROLES)[number];

type Json = Record<string, unknown>;

interface Call {
  role: Role;
  /** Undefined for a valid request; what was broken otherwise. */
  broken?: string;
  id?: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** undefined: no body at all. */
  body?: unknown;
}

interface Observed {
  status: number;
  body: unknown;
  text: string;
}

// -----------------------------------------------------------------------------------------------
// Requests.

const INVALID_PATH_IDS = ['0', '-1', 'abc', '1.5', '1e3', '%20'];

/** Query values are text: the schema's value written as a URL would carry it. */
const queryText = (parameter: Parameter) => validValue(parameter.schema).map(String);

function invalidQueryText(parameter: Parameter): fc.Arbitrary<string> | undefined {
  const schema = parameter.schema;
  const options: fc.Arbitrary<string>[] = [];
  if (schema.type === 'integer')
    options.push(fc.constantFrom('abc', '1.5', ''.padEnd(3, '9') + 'x'));
  if (schema.type === 'number') options.push(fc.constantFrom('abc', '1/2'));
  if (schema.type === 'boolean') options.push(fc.constantFrom('maybe', 'yes'));
  if (schema.enum) options.push(fc.constantFrom('nope', 'Football'));
  if (schema.format === 'date')
    options.push(fc.constantFrom('2026-13-45', 'tomorrow', '15/01/2026'));
  if (schema.maxLength !== undefined) options.push(fc.constant('q'.repeat(schema.maxLength + 1)));
  if ((schema.type === 'integer' || schema.type === 'number') && schema.minimum !== undefined) {
    options.push(fc.constant(String(schema.minimum - 1)));
  }
  if ((schema.type === 'integer' || schema.type === 'number') && schema.maximum !== undefined) {
    options.push(fc.constant(String(schema.maximum + 1)));
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

const idempotencyKey = fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/);

function validCall(operation: Operation): fc.Arbitrary<Call> {
  const query = Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'query')
      .map((p) => [
        p.name,
        p.required ? queryText(p) : fc.option(queryText(p), { nil: undefined }),
      ]),
  );
  const hasKey = operation.parameters.some((p) => p.in === 'header');
  const body = operation.body
    ? operation.body.required
      ? validObject(operation.body.schema, operation.body.example)
      : fc.option(validObject(operation.body.schema, operation.body.example), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      id: fc.integer({ min: 1, max: 140 }).map(String),
      query: fc.record(query),
      key: hasKey ? fc.option(idempotencyKey, { nil: undefined }) : fc.constant(undefined),
      body,
    })
    .map(({ role, id, query: q, key, body: b }) => ({
      role,
      id: operation.path.includes('{id}') ? id : undefined,
      query: Object.fromEntries(
        Object.entries(q).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      headers: (key === undefined ? {} : { 'Idempotency-Key': key }) as Record<string, string>,
      body: b,
    }));
}

type Breaker = fc.Arbitrary<(call: Call) => Call>;

/** Every way to break one rule the contract states for the operation's request. */
function breakers(operation: Operation): Breaker[] {
  const list: Breaker[] = [];
  if (operation.path.includes('{id}')) {
    list.push(
      fc
        .constantFrom(...INVALID_PATH_IDS)
        .map((id) => (call: Call) => ({ ...call, id, broken: `path id ${id}` })),
    );
  }
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query') {
      if (parameter.required) {
        list.push(
          fc.constant((call: Call) => {
            const { [parameter.name]: _, ...query } = call.query;
            return { ...call, query, broken: `query ${parameter.name} missing` };
          }),
        );
      }
      // page_size is read as DRF reads it: a size out of range is served clamped or as the
      // default, never refused (openapi.yaml's PageSize), so no value of it breaks a call.
      const bad = parameter.name === 'page_size' ? undefined : invalidQueryText(parameter);
      if (bad) {
        list.push(
          bad.map((value) => (call: Call) => ({
            ...call,
            query: { ...call.query, [parameter.name]: value },
            broken: `query ${parameter.name}=${value.slice(0, 20)}`,
          })),
        );
      }
    }
    if (parameter.in === 'header' && parameter.schema.maxLength !== undefined) {
      const max = parameter.schema.maxLength;
      list.push(
        fc.integer({ min: 1, max: 50 }).map((extra) => (call: Call) => ({
          ...call,
          headers: { ...call.headers, [parameter.name]: 'k'.repeat(max + extra) },
          broken: `header ${parameter.name} too long`,
        })),
      );
    }
  }
  const body = operation.body;
  if (body) {
    const properties = Object.entries(body.schema.properties ?? {});
    for (const name of body.schema.required ?? []) {
      list.push(
        fc.constant((call: Call) => {
          const { [name]: _, ...rest } = (call.body ?? {}) as Json;
          return { ...call, body: rest, broken: `body ${name} missing` };
        }),
      );
    }
    for (const [name, property] of properties) {
      list.push(
        invalidValue(property).map(({ kind, value }) => (call: Call) => ({
          ...call,
          body: { ...((call.body ?? {}) as Json), [name]: value },
          broken: `body ${name} ${kind}`,
        })),
      );
    }
    list.push(
      fc.constantFrom<unknown>([], [1], 'text', 42, true, null).map((value) => (call: Call) => ({
        ...call,
        body: value,
        broken: `body not an object (${JSON.stringify(value)})`,
      })),
    );
  }
  return list;
}

function invalidCall(operation: Operation): fc.Arbitrary<Call> | undefined {
  const list = breakers(operation);
  if (list.length === 0) return undefined;
  return fc.tuple(validCall(operation), fc.oneof(...list)).map(([call, breakIt]) => {
    // An optional body that was left out is broken from an empty object.
    return breakIt(call.body === undefined && operation.body ? { ...call, body: {} } : call);
  });
}

// The generator's own check: a request body it calls valid must satisfy the contract's schema,
// and one it calls invalid must not (Ajv, as the response validator uses; patterns with `u`).
const ajv = new Ajv2020({ strict: false, allErrors: false });
ajv.addSchema(openApiDocument, 'openapi');
const bodyValidators = new Map<string, ValidateFunction>();

function bodyValidator(operation: Operation): ValidateFunction {
  let validate = bodyValidators.get(operation.key);
  if (!validate) {
    const path = operation.path.replace(/~/g, '~0').replace(/\//g, '~1');
    validate = ajv.compile({
      $ref: `openapi#/paths/${encodeURIComponent(path)}/${operation.method.toLowerCase()}/requestBody/content/application~1json/schema`,
    });
    bodyValidators.set(operation.key, validate);
  }
  return validate;
}

// -----------------------------------------------------------------------------------------------
// The server, tokens, and the calls.

let server: MockServer;
let fresh: DatabaseSnapshot;
const tokens = new Map<Role, string>();
const counts = new Map<string, { valid: number; invalid: number; statuses: Map<number, number> }>();

async function mintToken(role: Exclude<Role, 'anonymous'>): Promise<string> {
  const user = findUserByEmail(db, DEMO_ACCOUNTS[role].email);
  if (!user) throw new Error(`No ${role} in the seed`);
  const token = (await createToken(db, user.id)).key;
  tokens.set(role, token);
  return token;
}

async function send(operation: Operation, call: Call): Promise<Observed> {
  const path = operation.path.replace('{id}', call.id ?? '');
  const url = new URL(`/api/v1${path}`, server.origin);
  for (const [name, value] of Object.entries(call.query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = { Accept: 'application/json', ...call.headers };
  if (call.role !== 'anonymous') {
    headers.Authorization = `Token ${tokens.get(call.role) ?? (await mintToken(call.role))}`;
  }
  let body: string | undefined;
  if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await fetch(url, { method: operation.method, headers, body });
  const text = await response.text();
  const json = mediaType(response.headers.get('content-type')) === 'application/json';
  const observed = {
    status: response.status,
    body: json ? (JSON.parse(text) as unknown) : text,
    text,
  };
  const problems = validateResponse({
    method: operation.method,
    path: operation.path,
    status: response.status,
    headers: response.headers,
    body: observed.body,
  });
  // A sign-out or a password change revokes the token: the next call of the role signs in again.
  if (response.status === 401 && call.role !== 'anonymous') tokens.delete(call.role);
  if (problems.length > 0) throw new Error(`Not as the contract says:\n${problems.join('\n')}`);
  return observed;
}

/** Messages about a value's shape: a request valid by the contract must never get one. */
const SHAPE_MESSAGES = new Set<string>([
  FIELD_MESSAGES.required,
  FIELD_MESSAGES.null,
  FIELD_MESSAGES.blank,
  FIELD_MESSAGES.string,
  FIELD_MESSAGES.integer,
  FIELD_MESSAGES.number,
  FIELD_MESSAGES.boolean,
  FIELD_MESSAGES.email,
  FIELD_MESSAGES.date,
  FIELD_MESSAGES.time,
  FIELD_MESSAGES.invalid,
  MESSAGES.emailRequired,
  MESSAGES.emailInvalid,
  MESSAGES.profileEmailInvalid,
  MESSAGES.phoneRequired,
  MESSAGES.phoneInvalid,
  MESSAGES.profilePhoneInvalid,
  MESSAGES.passwordRequired,
  MESSAGES.confirmPasswordRequired,
  MESSAGES.currentPasswordRequired,
  MESSAGES.firstNameRequired,
  MESSAGES.lastNameRequired,
  MESSAGES.nameRequired,
  MESSAGES.subjectRequired,
  MESSAGES.messageRequired,
  MESSAGES.reasonRequired,
  MESSAGES.categoryRequired,
  'Enter a whole number.',
  'Enter a number.',
  'Enter a valid boolean.',
  'Enter a valid date.',
]);
const isShapeMessage = (message: string) =>
  SHAPE_MESSAGES.has(message) ||
  /^Ensure this (field has no more than|value is (less|greater) than)/.test(message);

function record(operation: Operation, valid: boolean, status: number): void {
  const entry = counts.get(operation.key) ?? { valid: 0, invalid: 0, statuses: new Map() };
  if (valid) entry.valid += 1;
  else entry.invalid += 1;
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  counts.set(operation.key, entry);
}

const describeCall = (operation: Operation, call: Call) =>
  `${operation.key} as ${call.role}${call.broken ? ` (${call.broken})` : ''}: ${JSON.stringify({ id: call.id, query: call.query, headers: call.headers, body: call.body }).slice(0, 600)}`;

// -----------------------------------------------------------------------------------------------

const operations = contractOperations();

beforeAll(async () => {
  server = await startMockServer({ port: 0, now: TEST_NOW, log: () => undefined });
  fresh = snapshotDatabase(db);
});

afterAll(async () => {
  await server.close();
});

describe(`contract fuzzer (seed ${SEED}, ${RUNS} runs per operation and kind)`, () => {
  operations.forEach((operation, index) => {
    it(operation.key, { timeout: 120_000 }, async () => {
      await restoreDatabase(fresh, db);
      tokens.clear();

      await fc.assert(
        fc.asyncProperty(validCall(operation), async (call) => {
          if (call.body !== undefined) {
            expect(
              bodyValidator(operation)(call.body),
              `generated ${JSON.stringify(call.body)}`,
            ).toBe(true);
          }
          const res = await send(operation, call);
          record(operation, true, res.status);
          const where = describeCall(operation, call);
          expect(res.status, `${where}\n→ ${res.text.slice(0, 400)}`).toBeLessThan(500);
          const errors = (res.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
          const shape = Object.entries(errors).flatMap(([field, messages]) =>
            messages.filter(isShapeMessage).map((message) => `${field}: ${message}`),
          );
          expect(shape, `valid by the contract, refused for its shape: ${where}`).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );

      const invalid = invalidCall(operation);
      if (invalid) {
        await fc.assert(
          fc.asyncProperty(invalid, async (call) => {
            if (call.broken?.startsWith('body ') && call.body !== undefined) {
              expect(bodyValidator(operation)(call.body), `still valid: ${call.broken}`).toBe(
                false,
              );
            }
            const res = await send(operation, call);
            record(operation, false, res.status);
            const where = `${describeCall(operation, call)}\n→ ${res.status} ${res.text.slice(0, 400)}`;
            expect(res.status >= 400 && res.status < 500, where).toBe(true);
            expect((res.body as { success?: unknown } | null)?.success, where).toBe(false);
          }),
          { numRuns: RUNS, seed: SEED + 1000 + index, endOnFailure: true },
        );
      }

      expect(ledgerInvariant(db), `ledger after ${operation.key}`).toEqual([]);
    });
  });

  it('leaves the server answering, and prints its calls per operation', async () => {
    const res = await send(operations.find((op) => op.key === 'GET /auth/me/') as Operation, {
      role: 'member',
      query: {},
      headers: {},
    });
    expect(res.status).toBe(200);
    const rows = [...counts.entries()].map(([key, entry]) => {
      const statuses = [...entry.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      return `${key.padEnd(46)} ${String(entry.valid).padStart(4)} ${String(entry.invalid).padStart(4)}  ${statuses}`;
    });
    const total = [...counts.values()].reduce((sum, entry) => sum + entry.valid + entry.invalid, 0);
    process.stdout.write(
      [
        `contract fuzzer: seed ${SEED}, ${RUNS} runs per operation and kind, ${total} calls`,
        `${'operation'.padEnd(46)} ${'ok'.padStart(4)} ${'bad'.padStart(4)}  statuses`,
        ...rows,
        '',
      ].join('\n'),
    );
    expect(counts.size).toBe(operations.length);
  });
});

// The hostile requests that concern the contract's shapes, by name: the contract
// refuses each (Ajv on the request schema), and so does the server, on the same field.
describe('hostile requests', () => {
  const register = {
    email: 'chinedu.eze@example.com',
    password: 'Jollof-2025!',
    password_confirm: 'Jollof-2025!',
    first_name: 'Chinedu',
    last_name: 'Eze',
    phone_number: '+234 809 555 0142',
  };
  const contact = {
    name: 'Adaeze Okafor',
    email: 'adaeze.okafor@example.com',
    subject: 'Floodlights',
    category: 'feedback',
    message: 'Two floodlights were out.',
  };
  const cases: [string, string, Role, Json, string, string][] = [
    [
      'a string amount credits nothing',
      'POST /subscriptions/admin/add-coins/',
      'admin',
      { user_id: 3, amount: '10', transaction_type: 'bonus', reason: 'Goodwill' },
      'amount',
      FIELD_MESSAGES.integer,
    ],
    [
      'a string package id buys nothing',
      'POST /subscriptions/purchase/',
      'member',
      { package_id: '1' },
      'package_id',
      FIELD_MESSAGES.integer,
    ],
    [
      'a first name one character too long',
      'PATCH /auth/me/',
      'member',
      { first_name: 'A'.repeat(MAX_LENGTH.first_name + 1) },
      'first_name',
      FIELD_MESSAGES.maxLength(MAX_LENGTH.first_name),
    ],
    [
      'a city one character too long',
      'PATCH /auth/me/',
      'member',
      { city: 'L'.repeat(MAX_LENGTH.city + 1) },
      'city',
      FIELD_MESSAGES.maxLength(MAX_LENGTH.city),
    ],
    [
      'a NUL byte in a name',
      'PATCH /auth/me/',
      'member',
      { last_name: 'Ok\u0000afor' },
      'last_name',
      FIELD_MESSAGES.invalid,
    ],
    [
      'a lone surrogate in a name',
      'POST /auth/register/',
      'anonymous',
      { ...register, first_name: 'Chi\ud800nedu' },
      'first_name',
      FIELD_MESSAGES.invalid,
    ],
    [
      'the e-mail 0@com',
      'POST /auth/register/',
      'anonymous',
      { ...register, email: '0@com' },
      'email',
      MESSAGES.emailInvalid,
    ],
    [
      'a contact phone of two digits',
      'POST /support/contact/',
      'anonymous',
      { ...contact, phone: '12' },
      'phone',
      MESSAGES.phoneInvalid,
    ],
  ];

  it.each(cases)('%s', async (_, key, role, body, field, message) => {
    await restoreDatabase(fresh, db);
    tokens.clear();
    const operation = operations.find((op) => op.key === key) as Operation;
    expect(bodyValidator(operation)(body), 'the contract refuses it').toBe(false);
    if (role !== 'anonymous') await mintToken(role);
    const before = JSON.stringify(snapshotDatabase(db).collections);
    // Without an Idempotency-Key: with one, the refusal itself is kept, to be replayed.
    const res = await send(operation, { role, query: {}, headers: {}, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { [field]: [message] } });
    expect(JSON.stringify(snapshotDatabase(db).collections), 'nothing stored').toBe(before);
  });

  // A body this large is refused before its fields are read: the contract's 413.
  it.each([
    ['a 5 MB first name', { first_name: 'A'.repeat(5 * 1024 * 1024) }],
    ['a 100 KB city', { city: 'L'.repeat(100 * 1024) }],
  ])('%s', async (_, body) => {
    await restoreDatabase(fresh, db);
    tokens.clear();
    const operation = operations.find((op) => op.key === 'PATCH /auth/me/') as Operation;
    expect(bodyValidator(operation)(body), 'the contract refuses it').toBe(false);
    await mintToken('member');
    const before = JSON.stringify(snapshotDatabase(db).collections);
    const res = await send(operation, { role: 'member', query: {}, headers: {}, body });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'request_too_large' });
    expect(JSON.stringify(snapshotDatabase(db).collections), 'nothing stored').toBe(before);
  });
});
