// Every string a client sends has a maxLength in openapi.yaml, and it is the number of
// domain/limits.ts that the mock and the forms enforce: the contract and the code cannot drift
// apart, whichever side is edited. (The fuzzer then checks the server's behaviour at those limits.)
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  MAX_LENGTH,
  NAME_PATTERN,
  NOT_BLANK_PATTERN,
  SIMPLE_EMAIL_PATTERN,
  TEXT_LINE_PATTERN,
} from '@domain';
import { openApiDocument } from '@mocks/testing/responseValidator';
import { contractOperations, resolveProperties, resolveSchema, type Schema } from './operations';

interface SentString {
  where: string;
  name: string;
  schema: Schema;
}

function sentStrings(): SentString[] {
  const found: SentString[] = [];
  for (const operation of contractOperations()) {
    for (const parameter of operation.parameters) {
      found.push({
        where: `${operation.key} ${parameter.in} ${parameter.name}`,
        name: parameter.name,
        schema: parameter.schema,
      });
    }
  }
  // Every request body schema, JSON and multipart alike.
  const bodies = Object.values(openApiDocument.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => {
      const content = (
        operation as { requestBody?: { content?: Record<string, { schema?: Schema }> } }
      ).requestBody?.content;
      return Object.entries(content ?? {}).map(([type, media]) => ({ type, schema: media.schema }));
    }),
  );
  for (const { type, schema } of bodies) {
    if (!schema) continue;
    for (const [name, property] of Object.entries(resolveProperties(schema))) {
      found.push({ where: `${schema.$ref ?? type} ${name}`, name, schema: property });
    }
  }
  return found.filter(
    ({ schema }) =>
      [schema.type].flat().includes('string') && !schema.enum && schema.format !== 'binary',
  );
}

const strings = sentStrings();

describe('the lengths of what clients send', () => {
  it('finds the request strings', () => {
    expect(strings.length).toBeGreaterThan(50);
  });

  it('states a maxLength for every free string, equal to domain/limits.ts', () => {
    const problems = strings.flatMap(({ where, name, schema }) => {
      const limit = (MAX_LENGTH as Record<string, number | undefined>)[name];
      if (schema.maxLength === undefined) return [`${where}: no maxLength`];
      if (limit === undefined)
        return [`${where}: maxLength ${schema.maxLength}, none in MAX_LENGTH`];
      return schema.maxLength === limit
        ? []
        : [`${where}: maxLength ${schema.maxLength} ≠ ${limit}`];
    });
    expect(problems).toEqual([]);
  });

  it('uses every limit of domain/limits.ts', () => {
    const named = new Set(strings.map(({ name }) => name));
    expect(Object.keys(MAX_LENGTH).filter((name) => !named.has(name))).toEqual([]);
  });

  it('states the patterns the server checks, written as in domain/limits.ts', () => {
    const expected: Record<string, readonly string[]> = {
      first_name: [NAME_PATTERN],
      last_name: [NAME_PATTERN],
      name: [NAME_PATTERN],
      subject: [NAME_PATTERN],
      address: [TEXT_LINE_PATTERN],
      city: [TEXT_LINE_PATTERN],
      state: [TEXT_LINE_PATTERN],
      country: [TEXT_LINE_PATTERN],
      title: [TEXT_LINE_PATTERN],
      note: [TEXT_LINE_PATTERN],
      message: [NOT_BLANK_PATTERN],
      reference: [NOT_BLANK_PATTERN],
      // Registration, reset and contact want a dot in the domain; the profile does not (SPEC §5);
      // sign-in checks no shape at all.
      email: [EMAIL_PATTERN.source, SIMPLE_EMAIL_PATTERN.source],
    };
    const problems = strings.flatMap(({ where, name, schema }) => {
      const patterns = expected[name];
      if (!patterns || schema.pattern === undefined) return [];
      return patterns.includes(schema.pattern) ? [] : [`${where}: pattern ${schema.pattern}`];
    });
    expect(problems).toEqual([]);
    const bodyNames = strings.filter(({ where }) => !/ (query|header|path) /.test(where));
    const unpatterned = bodyNames.filter(
      ({ name, schema }) =>
        ['first_name', 'last_name', 'name', 'address', 'city', 'state', 'country'].includes(name) &&
        resolveSchema(schema).pattern === undefined,
    );
    expect(unpatterned.map(({ where }) => where)).toEqual([]);
  });
});
