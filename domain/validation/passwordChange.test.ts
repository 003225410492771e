import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './passwordChange';

describe('validatePasswordChange', () => {
  it('passes a current password and a matching new one of 8 characters', () => {
    expect(
      validatePasswordChange({
        current_password: 'old',
        new_password: '12345678',
        new_password_confirm: '12345678',
      }),
    ).toEqual({});
  });

  it('reports each problem on its field', () => {
    expect(
      validatePasswordChange({
        current_password: '',
        new_password: '1234567',
        new_password_confirm: '',
      }),
    ).toEqual({
      current_password: 'Current password is required',
      new_password: 'Password must be at least 8 characters',
      new_password_confirm: 'Passwords do not match',
    });
  });

  it('does not enforce a mix of character kinds', () => {
    expect(
      validatePasswordChange({
        current_password: 'old',
        new_password: 'aaaaaaaa',
        new_password_confirm: 'aaaaaaaa',
      }),
    ).toEqual({});
  });
});
