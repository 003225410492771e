import { describe, expect, it } from 'vitest';
import { validateForgotPassword } from './forgotPassword';

describe('validateForgotPassword', () => {
  it('needs a valid e-mail', () => {
    expect(validateForgotPassword({ email: 'ada@pitchside.ng' })).toEqual({});
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'ada@' })).toEqual({ email: 'Email is invalid' });
  });
});
