import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration';
import type { RegistrationValues } from './registration';

const valid: RegistrationValues = {
  email: 'ada@pitchside.ng',
  password: 'correct horse',
  password_confirm: 'correct horse',
  first_name: 'Ada',
  last_name: 'Okafor',
  phone_number: '+234 (803) 123-4567',
};
const withValues = (overrides: Partial<RegistrationValues>) =>
  validateRegistration({ ...valid, ...overrides });

describe('validateRegistration', () => {
  it('passes a complete form; address, city and state are optional', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(withValues({ address: '', city: '', state: '', country: 'Nigeria' })).toEqual({});
  });

  it('reports every empty required field at once', () => {
    expect(
      validateRegistration({
        email: '',
        password: '',
        password_confirm: '',
        first_name: ' ',
        last_name: '',
        phone_number: '',
      }),
    ).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      password_confirm: 'Please confirm your password',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      phone_number: 'Phone number is required',
    });
  });

  it('checks the e-mail looks like one', () => {
    expect(withValues({ email: 'ada@pitchside' })).toEqual({ email: 'Email is invalid' });
    expect(withValues({ email: ' ada@pitchside.ng ' })).toEqual({});
  });

  it('needs 8 characters of password, and a matching confirmation', () => {
    expect(withValues({ password: '1234567', password_confirm: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(withValues({ password: '12345678', password_confirm: '12345678' })).toEqual({});
    expect(withValues({ password_confirm: 'correct horse!' })).toEqual({
      password_confirm: 'Passwords do not match',
    });
  });

  it('refuses a 9-digit phone and accepts a 10-digit one', () => {
    expect(withValues({ phone_number: '080312345' })).toEqual({
      phone_number: 'Please enter a valid phone number',
    });
    expect(withValues({ phone_number: '0803123456' })).toEqual({});
    expect(withValues({ phone_number: '+234 (803) 123-4567' })).toEqual({});
    expect(withValues({ phone_number: '0803 123 456a' })).toEqual({
      phone_number: 'Please enter a valid phone number',
    });
  });

  it('accepts any phone of 10 or more digits with the allowed separators', () => {
    const separator = fc.constantFrom('', ' ', '-', '(', ')');
    const phone = fc
      .tuple(
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), {
          minLength: 10,
          maxLength: 15,
        }),
      )
      .map(
        ([plus, parts]) =>
          `${plus ? '+' : ''}${parts.map(([digit, sep]) => `${digit}${sep}`).join('')}`,
      );
    fc.assert(
      fc.property(phone, (phone_number) => {
        expect(withValues({ phone_number })).toEqual({});
      }),
    );
  });
});
