import { describe, expect, it } from 'vitest';
import { validateLogin } from './login';

describe('validateLogin', () => {
  it('passes when both fields are filled', () => {
    expect(validateLogin({ email: 'ada@pitchside.ng', password: 'secret' })).toEqual({});
  });

  it('gives one form-level message when either field is empty', () => {
    const expected = { form: 'Please fill in all fields' };
    expect(validateLogin({ email: '', password: 'secret' })).toEqual(expected);
    expect(validateLogin({ email: 'ada@pitchside.ng', password: '' })).toEqual(expected);
    expect(validateLogin({ email: '   ', password: '' })).toEqual(expected);
  });
});
