import { describe, expect, it } from 'vitest';
import { pathAfterLogin } from './loginNotice';

describe('pathAfterLogin', () => {
  it('returns to the guarded page the guard sent the visitor from', () => {
    expect(pathAfterLogin({ from: '/bookings' })).toBe('/bookings');
    expect(pathAfterLogin({ from: '/profile' })).toBe('/profile');
  });

  it('goes to the dashboard otherwise', () => {
    expect(pathAfterLogin(null)).toBe('/dashboard');
    expect(pathAfterLogin({ from: '/register' })).toBe('/dashboard');
    expect(pathAfterLogin({ from: 'https://elsewhere.example/' })).toBe('/dashboard');
    expect(pathAfterLogin({ from: 42 })).toBe('/dashboard');
  });
});
