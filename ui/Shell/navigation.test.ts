import { describe, expect, it } from 'vitest';
import { isCurrentPath, mainNavLinks } from './navigation';

describe('mainNavLinks', () => {
  it('shows visitors Home, Landing and Contact only', () => {
    expect(mainNavLinks(false).map((link) => link.label)).toEqual(['Home', 'Landing', 'Contact']);
  });

  it('adds Locations, Bookings and Subscriptions for a signed-in member, in order', () => {
    expect(mainNavLinks(true).map((link) => link.label)).toEqual([
      'Home',
      'Landing',
      'Locations',
      'Bookings',
      'Subscriptions',
      'Contact',
    ]);
  });
});

describe('isCurrentPath', () => {
  it('matches Home only on the root', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/contact', '/')).toBe(false);
  });

  it('matches a section and the pages below it, ignoring query, hash and a trailing slash', () => {
    expect(isCurrentPath('/bookings', '/bookings')).toBe(true);
    expect(isCurrentPath('/bookings/', '/bookings')).toBe(true);
    expect(isCurrentPath('/bookings/42?tab=past', '/bookings')).toBe(true);
    expect(isCurrentPath('/subscriptions#wallet', '/subscriptions')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isCurrentPath('/locationsx', '/locations')).toBe(false);
  });

  it('matches nothing when no path is known', () => {
    expect(isCurrentPath(undefined, '/')).toBe(false);
  });
});
