import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  SIMPLE_EMAIL_PATTERN,
  firstError,
  isBlank,
  isValid,
  isValidPhone,
  toNumber,
  tooLongErrors,
} from './rules';
import { MAX_LENGTH, NAME, TEXT_LINE } from '../limits';

describe('isBlank', () => {
  it('treats absent, empty and whitespace-only values and NaN as blank', () => {
    for (const value of [undefined, null, '', '   ', Number.NaN]) expect(isBlank(value)).toBe(true);
    for (const value of ['a', 0, 5, false]) expect(isBlank(value)).toBe(false);
  });
});

describe('e-mail patterns', () => {
  it('registration wants a dot in the domain; the profile only something@something', () => {
    expect(EMAIL_PATTERN.test('ada@pitchside.ng')).toBe(true);
    expect(EMAIL_PATTERN.test('ada@localhost')).toBe(false);
    expect(SIMPLE_EMAIL_PATTERN.test('ada@localhost')).toBe(true);
    for (const bad of ['ada', 'ada@', '@pitchside.ng', 'a da@x.ng', 'a@b@c.ng']) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
      expect(SIMPLE_EMAIL_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe('isValidPhone', () => {
  it('needs at least 10 digits', () => {
    expect(isValidPhone('080312345')).toBe(false);
    expect(isValidPhone('0803123456')).toBe(true);
  });

  it('allows a leading plus, spaces, dashes and parentheses', () => {
    expect(isValidPhone('+234 (803) 123-4567')).toBe(true);
    expect(isValidPhone('0803-123-4567')).toBe(true);
    expect(isValidPhone('234+8031234567')).toBe(false);
    expect(isValidPhone('0803.123.4567')).toBe(false);
    expect(isValidPhone('0803123456x')).toBe(false);
  });
});

describe('toNumber', () => {
  it('parses numeric form values and rejects blanks and words', () => {
    expect(toNumber('12')).toBe(12);
    expect(toNumber(' 2.5 ')).toBe(2.5);
    expect(toNumber(7)).toBe(7);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
    expect(toNumber('12abc')).toBeUndefined();
  });
});

describe('firstError and isValid', () => {
  it('prefer the form-level message', () => {
    expect(firstError({ email: 'Email is required', form: 'Please fill in all fields' })).toBe(
      'Please fill in all fields',
    );
    expect(firstError({ email: 'Email is required' })).toBe('Email is required');
    expect(firstError({})).toBeUndefined();
  });

  it('call an empty object valid', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ email: 'Email is required' })).toBe(false);
  });
});

describe('tooLongErrors', () => {
  it('names the fields longer than the API accepts, counting characters', () => {
    expect(
      tooLongErrors({
        first_name: '😀'.repeat(MAX_LENGTH.first_name),
        city: 'x'.repeat(MAX_LENGTH.city + 1),
        unknown_field: 'x'.repeat(10_000),
      }),
    ).toEqual({ city: `Ensure this field has no more than ${MAX_LENGTH.city} characters.` });
  });
});

describe('text patterns', () => {
  it('refuse control characters and lone surrogates, but not paired ones', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u0085b', 'a\ud800b', 'a\udc00']) {
      expect(TEXT_LINE.test(bad)).toBe(false);
    }
    for (const good of ['', 'Ọlá 😀', 'Port Harcourt', 'Zoë-Ann O’Neil']) {
      expect(TEXT_LINE.test(good)).toBe(true);
    }
  });

  it('mean the same with the u flag (as Ajv compiles contract patterns)', () => {
    const unicode = new RegExp(NAME.source, 'u');
    for (const value of ['Ada 😀', ' ', '', 'a\ud800', '\udc00\ud800', 'a\u0000']) {
      expect(unicode.test(value)).toBe(NAME.test(value));
    }
  });
});
