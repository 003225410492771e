/**
 * fast-check arbitraries derived from the contract's JSON schemas, for the subset openapi.yaml
 * uses: objects with properties and required, strings with maxLength / pattern / format date /
 * enum, integers and numbers with bounds (and multipleOf 0.5), booleans. `valid*` values
 * satisfy the schema; `invalid*` mutations break exactly one stated rule.
 */
import fc from 'fast-check';
import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  NOT_BLANK_PATTERN,
  SIMPLE_EMAIL_PATTERN,
  TEXT_LINE_PATTERN,
  addDays,
  lagosToday,
} from '@domain';
import { TEST_NOW } from '../../mocks/testing/setupMockApi';
import { resolveProperties, resolveSchema, type Schema } from '../contract/operations';

type Json = Record<string, unknown>;

const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** Characters a person may type: letters of several scripts, emoji, spaces and punctuation. */
const textUnit = fc.constantFrom(
  ...[
    'a',
    'b',
    'e',
    'z',
    'A',
    'Q',
    'é',
    'Ọ',
    'ß',
    'ñ',
    '中',
    'ع',
    '😀',
    '⚽',
    ' ',
    ' ',
    '-',
    "'",
    '.',
    '0',
    '7',
  ],
);

function text(options: { minLength?: number; maxLength: number }): fc.Arbitrary<string> {
  return fc.string({ unit: textUnit, ...options });
}

/** Starts with a visible character, so that /\S/ holds whatever follows. */
function visibleText(maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom('A', 'k', 'Ọ', '😀', '7'),
      text({ maxLength: Math.max(0, maxLength - 1) }),
    )
    .map(([first, rest]) => first + rest);
}

const word = (max: number) => fc.stringMatching(new RegExp(`^[a-z0-9]{1,${max}}$`));

const PHONE = '^\\+?(?:[\\s\\-()]*\\d){10,}[\\s\\-()]*$';
const OPTIONAL_PHONE = `^\\s*$|^\\s*\\+?(?:[\\s\\-()]*\\d){10,}[\\s\\-()]*$`;
const PROFILE_PHONE = '^[\\d\\s+\\-()]*$';

const phone = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('', '', ' ', '-')), {
      minLength: 10,
      maxLength: 14,
    }),
  )
  .map(
    ([plus, digits]) =>
      (plus ? '+' : '') +
      digits
        .map(([d, sep]) => `${d}${sep}`)
        .join('')
        .trim(),
  );

/** Generators for the patterns the contract states (fc.stringMatching for any other). */
const PATTERNS: Record<string, (max: number) => fc.Arbitrary<string>> = {
  [NAME_PATTERN]: visibleText,
  [TEXT_LINE_PATTERN]: (max) => text({ maxLength: Math.min(max, 60) }),
  [NOT_BLANK_PATTERN]: (max) => visibleText(Math.min(max, 200)),
  [EMAIL_PATTERN.source]: () =>
    fc
      .tuple(word(20), word(15), fc.constantFrom('ng', 'com', 'org'))
      .map(([l, d, t]) => `${l}@${d}.${t}`),
  [SIMPLE_EMAIL_PATTERN.source]: () =>
    fc
      .tuple(word(20), word(15), fc.constantFrom('', '.ng', '.com'))
      .map(([l, d, t]) => `${l}@${d}${t}`),
  [PHONE]: () => phone,
  [OPTIONAL_PHONE]: () => fc.oneof(phone, fc.constant('')),
  [PROFILE_PHONE]: (max) =>
    fc.string({ unit: fc.constantFrom('0', '8', '+', ' ', '-', '(', ')'), maxLength: max }),
};

const today = lagosToday(TEST_NOW);

/** Mostly dates around the pinned clock (where the seed has sessions), sometimes any date. */
const isoDate = fc.oneof(
  fc.integer({ min: -10, max: 20 }).map((days) => addDays(today, days)),
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
);

function validString(schema: Schema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'date') return isoDate;
  const max = schema.maxLength ?? 100;
  const min = schema.minLength ?? 0;
  if (schema.pattern !== undefined) {
    const known = PATTERNS[schema.pattern];
    if (known) return known(max).filter((s) => [...s].length >= min && [...s].length <= max);
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => [...s].length >= min && [...s].length <= max);
  }
  // Passwords, notes, references: anything, control characters included.
  return fc.oneof(
    text({ minLength: min, maxLength: Math.min(max, 80) }),
    fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 40) }),
  );
}

function validInteger(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  // Small values hit seeded records; large ones probe the bounds.
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 150) }) },
    { weight: 1, arbitrary: fc.integer({ min, max: Math.min(max, 2 ** 31) }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function validNumber(schema: Schema): fc.Arbitrary<number> {
  if (schema.multipleOf !== undefined) {
    const step = schema.multipleOf;
    return fc
      .integer({
        min: Math.ceil((schema.minimum ?? 0) / step),
        max: Math.floor((schema.maximum ?? 100) / step),
      })
      .map((n) => n * step);
  }
  const exclusive = schema.exclusiveMinimum !== undefined;
  return fc
    .double({
      min: schema.exclusiveMinimum ?? schema.minimum ?? -1e6,
      max: schema.maximum ?? 1e6,
      minExcluded: exclusive,
      noNaN: true,
      noDefaultInfinity: true,
    })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

/** A value the schema accepts. */
export function validValue(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolveSchema(raw);
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validInteger(schema);
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'object':
      return validObject(schema);
    default:
      throw new Error(`No arbitrary for schema ${JSON.stringify(schema)}`);
  }
}

/**
 * An object the schema accepts: the required properties and some optional ones, each either the
 * example's value (which makes business success likely) or a generated one.
 */
export function validObject(schema: Schema, example?: Json): fc.Arbitrary<Json> {
  const properties = resolveProperties(schema);
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) => {
    const generated = validValue(property);
    const value =
      example && name in example ? fc.oneof(fc.constant(example[name]), generated) : generated;
    return [name, value] as const;
  });
  const record = Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>;
  return fc.record(record, { requiredKeys: [...required] }) as fc.Arbitrary<Json>;
}

/** A value of another JSON type than the schema's. */
export function wrongType(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolveSchema(raw);
  const type = typeOf(schema);
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  const candidates: fc.Arbitrary<unknown>[] = [fc.constant([]), fc.constant({})];
  if (!nullable) candidates.push(fc.constant(null));
  if (type !== 'string') candidates.push(fc.constantFrom('1', 'abc', '', 'true'));
  if (type !== 'integer' && type !== 'number') candidates.push(fc.integer({ min: -5, max: 5 }));
  if (type === 'integer') candidates.push(fc.constantFrom(1.5, -0.25, 100.01));
  if (type !== 'boolean') candidates.push(fc.boolean());
  return fc.oneof(...candidates);
}

export interface Mutation {
  /** What was broken, for the failure message and the per-operation table. */
  kind: string;
  field: string;
}

/** One stated rule of the property broken: length, enum, bounds, or type. */
export function invalidValue(raw: Schema): fc.Arbitrary<{ kind: string; value: unknown }> {
  const schema = resolveSchema(raw);
  const options: fc.Arbitrary<{ kind: string; value: unknown }>[] = [
    wrongType(schema).map((value) => ({ kind: 'type', value })),
  ];
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    options.push(
      fc
        .integer({ min: 1, max: 64 })
        .map((extra) => ({ kind: 'maxLength', value: 'x'.repeat(max + extra) })),
    );
  }
  if (schema.enum) {
    options.push(
      fc
        .constantFrom('nope', 'ADMIN ', '', 'Football')
        .filter((v) => !schema.enum?.includes(v))
        .map((value) => ({ kind: 'enum', value })),
    );
  }
  const type = typeOf(schema);
  if ((type === 'integer' || type === 'number') && schema.minimum !== undefined) {
    options.push(
      fc.constant({ kind: 'minimum', value: schema.minimum - (type === 'integer' ? 1 : 0.5) }),
    );
  }
  if ((type === 'integer' || type === 'number') && schema.maximum !== undefined) {
    options.push(fc.constant({ kind: 'maximum', value: schema.maximum + 1 }));
  }
  if (schema.exclusiveMinimum !== undefined) {
    options.push(fc.constant({ kind: 'minimum', value: schema.exclusiveMinimum }));
  }
  return fc.oneof(...options);
}
