import { describe, expect, it } from 'vitest';
import { pathAfterLogin } from './loginNotice';

describe('pathAfterLogin', () => {
  it('returns to the guarded page the guard sent the visitor from', () => {
    expect(pathAfterLogin({ from: '/bookings' })).toBe('/bookings');
    expect(pathAfterLogin({ from: '/profile' })).toBe('/profile');
  });

  it('keeps the query string and hash of the page, as a shared session link needs', () => {
    expect(pathAfterLogin({ from: '/locations?session=301' })).toBe('/locations?session=301');
    expect(pathAfterLogin({ from: '/bookings?tab=past#top' })).toBe('/bookings?tab=past#top');
  });

  it('never leaves the app, whatever follows the path', () => {
    expect(pathAfterLogin({ from: '//elsewhere.example/locations' })).toBe('/dashboard');
    expect(pathAfterLogin({ from: '/locations/../register' })).toBe('/dashboard');
    expect(pathAfterLogin({ from: '/locationsx?session=1' })).toBe('/dashboard');
  });

  it('goes to the dashboard otherwise', () => {
    expect(pathAfterLogin(null)).toBe('/dashboard');
    expect(pathAfterLogin({ from: '/register' })).toBe('/dashboard');
    expect(pathAfterLogin({ from: 'https://elsewhere.example/' })).toBe('/dashboard');
    expect(pathAfterLogin({ from: 42 })).toBe('/dashboard');
  });
});
