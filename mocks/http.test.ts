import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUEST_JSON_MAX_BYTES, REQUEST_JSON_MAX_DEPTH } from '@domain';
import {
  exclusive,
  fields,
  nestsDeeperThan,
  paginate,
  pathId,
  readJsonObject,
  readQuery,
  validate,
} from './http';

const request = (query = '', init?: RequestInit) =>
  new Request(`http://127.0.0.1/api/v1/accounts/users/${query}`, init);

async function bodyOf(response: Response): Promise<unknown> {
  return response.json();
}

describe('exclusive', () => {
  it('runs overlapping tasks one after another', async () => {
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} end`);
    };
    await Promise.all([exclusive(task('a')), exclusive(task('b'))]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('keeps going after a task fails', async () => {
    await expect(exclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await exclusive(async () => 'next')).toBe('next');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('pages by 20 by default with DRF links', () => {
    const page = paginate(request('?search=a'), items);
    expect(page.ok && page.value).toMatchObject({
      count: 45,
      page: 1,
      page_size: 20,
      previous: null,
      next: 'http://127.0.0.1/api/v1/accounts/users/?search=a&page=2',
    });
    const last = paginate(request('?page=3'), items);
    expect(last.ok && last.value.results).toEqual([41, 42, 43, 44, 45]);
    expect(last.ok && last.value.next).toBeNull();
    expect(last.ok && last.value.previous).toBe('http://127.0.0.1/api/v1/accounts/users/?page=2');
  });

  it('reads page_size as DRF does: above 100 served as 100, an unusable size as the default 20', () => {
    const sizes: [string, number][] = [
      ['100', 100],
      ['101', 100],
      ['100000', 100],
      ['7', 7],
      ['+7', 7],
      [' 7 ', 7],
      ['0', 20],
      ['-3', 20],
      ['ten', 20],
      ['1.5', 20],
      ['', 20],
    ];
    for (const [size, served] of sizes) {
      const page = paginate(request(`?page_size=${encodeURIComponent(size)}`), items);
      expect(page.ok && page.value.page_size, size).toBe(served);
      expect(page.ok && page.value.results.length, size).toBe(Math.min(served, items.length));
    }
  });

  it('answers 404 Invalid page. past the end, and serves an empty first page', async () => {
    for (const page of ['4', '0', 'x']) {
      const result = paginate(request(`?page=${page}`), items);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.response.status).toBe(404);
        expect(await bodyOf(result.response)).toEqual({
          success: false,
          message: 'Invalid page.',
          code: 'not_found',
        });
      }
    }
    const empty = paginate(request(), []);
    expect(empty.ok && empty.value).toMatchObject({ count: 0, page: 1, results: [], next: null });
  });
});

describe('readQuery', () => {
  it('reads typed parameters and collects DRF-style errors', async () => {
    const q = readQuery(request('?n=12&b=True&c=ACTIVE&d=2026-02-30&blank=&bad=1.5&x=maybe'));
    expect(q.int('n', { min: 1 })).toBe(12);
    expect(q.bool('b')).toBe(true);
    expect(q.choice('c', ['ACTIVE', 'PENDING'] as const)).toBe('ACTIVE');
    expect(q.string('blank')).toBeUndefined();
    expect(q.failed).toBe(false);
    expect(q.date('d')).toBeUndefined();
    expect(q.int('bad')).toBeUndefined();
    expect(q.bool('x')).toBeUndefined();
    expect(q.requiredInt('missing')).toBeUndefined();
    expect(q.int('n', { max: 10 })).toBeUndefined();
    expect(q.errors).toEqual({
      d: ['Enter a valid date.'],
      bad: ['Enter a whole number.'],
      x: ['Enter a valid boolean.'],
      missing: ['This field is required.'],
      n: ['Ensure this value is less than or equal to 10.'],
    });
    expect(q.response().status).toBe(400);
  });
});

describe('fields', () => {
  const schema = z.object({
    name: fields.string({ max: 5 }),
    note: fields.string({ blank: true }).optional(),
    count: fields.integer({ min: 1 }),
    ratio: fields.number({ exclusiveMin: 0 }),
    flag: fields.boolean(),
    kind: fields.choice(['a', 'b'] as const),
    email: fields.email(),
    date: fields.date(),
    time: fields.time(),
  });

  it('parses and normalises valid values', () => {
    const result = validate(
      {
        name: ' Ada ',
        count: 3,
        ratio: 0.5,
        flag: false,
        kind: 'b',
        email: 'a@b.ng',
        date: '2026-01-15',
        time: '09:05:00',
      },
      schema,
    );
    expect(result.ok && result.value).toEqual({
      name: 'Ada',
      count: 3,
      ratio: 0.5,
      flag: false,
      kind: 'b',
      email: 'a@b.ng',
      date: '2026-01-15',
      time: '09:05',
    });
  });

  it('refuses numbers and booleans sent as strings, as the contract types them', async () => {
    const result = validate(
      {
        name: 'Ada',
        count: '3',
        ratio: '0.5',
        flag: 'true',
        kind: 'a',
        email: 'a@b.ng',
        date: '2026-01-15',
        time: '09:00',
      },
      schema,
    );
    if (result.ok) throw new Error('expected errors');
    expect(await bodyOf(result.response)).toMatchObject({
      errors: {
        count: ['A valid integer is required.'],
        ratio: ['A valid number is required.'],
        flag: ['Must be a valid boolean.'],
      },
    });
  });

  it('counts the characters sent, before trimming, as maxLength does', async () => {
    const valid = { count: 1, ratio: 1, flag: true, kind: 'a', email: 'a@b.ng' };
    const dates = { date: '2026-01-15', time: '09:00' };
    // Five emoji are five characters (ten UTF-16 units).
    expect(validate({ ...valid, ...dates, name: '😀😀😀😀😀' }, schema).ok).toBe(true);
    const padded = validate({ ...valid, ...dates, name: ' Ada  ' }, schema);
    if (padded.ok) throw new Error('expected errors');
    expect(await bodyOf(padded.response)).toMatchObject({
      errors: {
        name: ['Ensure this field has no more than 5 characters.'],
      },
    });
  });

  it('answers every field error with DRF messages', async () => {
    const result = validate(
      {
        name: 'Adaeze',
        note: null,
        count: 0,
        ratio: 0,
        flag: 'maybe',
        kind: 'c',
        email: 'x',
        date: '2026-13-01',
        time: '25:00',
      },
      schema,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(await bodyOf(result.response)).toEqual({
      success: false,
      message: 'Invalid input.',
      code: 'validation_error',
      errors: {
        name: ['Ensure this field has no more than 5 characters.'],
        note: ['This field may not be null.'],
        count: ['Ensure this value is greater than or equal to 1.'],
        ratio: ['Ensure this value is greater than 0.'],
        flag: ['Must be a valid boolean.'],
        kind: ['"c" is not a valid choice.'],
        email: ['Enter a valid email address.'],
        date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
        time: ['Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].'],
      },
    });
  });

  it('reports missing and blank fields', async () => {
    const result = validate({ name: '  ', count: 1.5 }, schema);
    if (result.ok) throw new Error('expected errors');
    const body = (await bodyOf(result.response)) as { errors: Record<string, string[]> };
    expect(body.errors.name).toEqual(['This field may not be blank.']);
    expect(body.errors.count).toEqual(['A valid integer is required.']);
    expect(body.errors.kind).toEqual(['This field is required.']);
    expect(body.errors.note).toBeUndefined();
  });
});

describe('readJsonObject and pathId', () => {
  it('reads a JSON object, and refuses anything else as DRF words it', async () => {
    const post = (body: string) =>
      new Request('http://127.0.0.1/x', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      });
    const ok = await readJsonObject(post('{"a":1}'));
    expect(ok.ok && ok.value).toEqual({ a: 1 });
    const empty = await readJsonObject(post(''), { allowEmpty: true });
    expect(empty.ok && empty.value).toEqual({});
    const cases: [string, string][] = [
      ['', 'No data provided.'],
      ['{', 'JSON parse error.'],
      ['"text"', 'Invalid data. Expected a dictionary, but got str.'],
      ['null', 'Invalid data. Expected a dictionary, but got null.'],
    ];
    for (const [text, message] of cases) {
      const result = await readJsonObject(post(text));
      if (result.ok) throw new Error(`accepted ${text}`);
      expect(await bodyOf(result.response)).toMatchObject({
        errors: { non_field_errors: [message] },
      });
    }
  });

  it('holds the body limits in every runtime: 413, 415, and 400 for deep nesting', async () => {
    const post = (body: BodyInit, type?: string) =>
      new Request('http://127.0.0.1/x', {
        method: 'POST',
        body,
        headers: type ? { 'Content-Type': type } : {},
      });
    const status = async (request: Request) => {
      const result = await readJsonObject(request);
      return result.ok ? 200 : result.response.status;
    };
    const big = JSON.stringify({ a: 'x'.repeat(REQUEST_JSON_MAX_BYTES) });
    expect(await status(post(big, 'application/json'))).toBe(413);
    expect(await status(post('{"a":1}', 'text/plain'))).toBe(415);
    expect(await status(post(new TextEncoder().encode('{"a":1}')))).toBe(415);
    expect(await status(post('{"a":1}', 'application/vnd.api+json'))).toBe(200);
    const deep = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    expect(await status(post(deep(REQUEST_JSON_MAX_DEPTH), 'application/json'))).toBe(200);
    expect(await status(post(deep(REQUEST_JSON_MAX_DEPTH + 1), 'application/json'))).toBe(400);
    // Brackets inside strings are not nesting.
    const text = JSON.stringify({ a: '['.repeat(1000) });
    expect(await status(post(text, 'application/json'))).toBe(200);
    expect(nestsDeeperThan('{"a":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[["}', 2)).toBe(false);
  });

  it('accepts only positive whole ids', () => {
    expect(pathId('12')).toBe(12);
    for (const value of ['0', '-1', '1.5', 'abc', '', undefined, ['1']])
      expect(pathId(value)).toBeUndefined();
  });
});
