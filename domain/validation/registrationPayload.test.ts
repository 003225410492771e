import { describe, expect, it } from 'vitest';
import { validateRegistrationPayload } from './registrationPayload';

describe('validateRegistrationPayload', () => {
  it('passes a payload with every required field', () => {
    expect(
      validateRegistrationPayload({
        email: 'ada@pitchside.ng',
        password: 'correct horse',
        first_name: 'Ada',
        last_name: 'Okafor',
        phone_number: '08031234567',
      }),
    ).toEqual({});
  });

  it('lists the missing fields in the specified order', () => {
    expect(
      validateRegistrationPayload({
        first_name: 'Ada',
        last_name: 'Okafor',
        phone_number: '08031234567',
      }),
    ).toEqual({
      form: 'Missing required fields: email, password',
    });
    expect(validateRegistrationPayload({ phone_number: ' ', email: null })).toEqual({
      form: 'Missing required fields: email, password, first_name, last_name, phone_number',
    });
  });
});
